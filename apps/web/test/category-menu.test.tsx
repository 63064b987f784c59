import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { NavBar } from '@/features/header/components/nav-bar.tsx';
import { envelope } from './client-helpers.tsx';
import { SCHOOL_ID } from './fixtures/bootstrap.ts';
import { button, mount, mouse, setUpHeaderTests, tick } from './header-client.tsx';

setUpHeaderTests();

describe('category mega-menu', () => {
  const children = [
    {
      id: '5101',
      title: 'Containers',
      source: 0,
      children: [],
      terms: [{ id: '5201', title: 'Docker', source: 0, children: [], terms: [] }],
    },
  ];

  it('loads sub-categories only after 300 ms of hover, once per category, and shows them as columns', async () => {
    const fetchMock = vi.fn(async () => envelope(200, { code: 200, data: children }));
    vi.stubGlobal('fetch', fetchMock);
    mount(<NavBar config={undefined} />);
    fireEvent.click(button('Categories'));
    const cloud = button('Cloud');
    fireEvent.pointerEnter(cloud, mouse);
    await tick(200);
    expect(fetchMock).not.toHaveBeenCalled();
    await tick(99);
    expect(fetchMock).not.toHaveBeenCalled();
    await tick(1);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(String(fetchMock.mock.calls[0]?.[0 as never])).toBe(
      `/api/category/v1/facets/first/child?facetId=5001&schoolId=${SCHOOL_ID}&source=0`,
    );
    await tick(0);
    expect(screen.getByRole('link', { name: 'Containers' }).getAttribute('href')).toBe(
      `/portal/${SCHOOL_ID}/search?activeIndex=-1&categoryId=5101&sxz-lang=en_US`,
    );
    // Leaving before 300 ms loads nothing; hovering a loaded one again uses the cache.
    fireEvent.pointerEnter(button('Data'), mouse);
    await tick(150);
    fireEvent.pointerLeave(button('Data'), mouse);
    await tick(500);
    fireEvent.pointerEnter(cloud, mouse);
    await tick(300);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('a second- or third-level category is stored for the search page and filters it through the URL', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => envelope(200, { code: 200, data: children })),
    );
    mount(<NavBar config={undefined} />);
    fireEvent.click(button('Categories'));
    fireEvent.click(button('Cloud')); // a click (or tap) loads at once
    await tick(0);
    const docker = screen.getByRole('link', { name: 'Docker' });
    expect(docker.getAttribute('href')).toBe(
      `/portal/${SCHOOL_ID}/search?activeIndex=-1&categoryId=5201&sxz-lang=en_US`,
    );
    fireEvent.click(docker);
    expect(JSON.parse(localStorage.getItem('portico_search_category') ?? 'null')).toEqual({
      id: '5201',
      title: 'Docker',
      schoolId: SCHOOL_ID,
    });
  });

  it('a failed load is swallowed: nothing shown, no error', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => envelope(500, { code: 500, message: 'boom' })),
    );
    mount(<NavBar config={undefined} />);
    fireEvent.click(button('Categories'));
    fireEvent.pointerEnter(button('Cloud'), mouse);
    await tick(300);
    await tick(0);
    expect(document.querySelector('[data-category-children]')).toBeNull();
  });
});
