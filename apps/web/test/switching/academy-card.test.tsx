import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AcademyCard } from '@/features/school-switcher/components/academy-card.tsx';
import { SubSchools } from '@/features/school-switcher/components/sub-schools.tsx';
import { certificationLabel } from '@/features/school-switcher/utils/academy-links.ts';
import { envelope, Providers } from '../client-helpers.tsx';
import { homeUrl, makeBootstrap, SCHOOL_ID } from '../fixtures/bootstrap.ts';
import { academies, academy } from './academy-fixtures.ts';

const bootstrap = makeBootstrap(homeUrl);

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderCard(record = academy(1)) {
  return render(
    <Providers bootstrap={bootstrap}>
      <AcademyCard record={record}>
        <SubSchools parent={record} />
      </AcademyCard>
    </Providers>,
  );
}

describe('academy card', () => {
  it('shows logo, name, certification, description, headcount, courses and newest course', () => {
    renderCard(
      academy(1, {
        name: 'Cloud Academy',
        description: 'Cloud skills for everyone',
        configValue: '2',
        onLearnHeadcount: 1234,
        coursesNumber: 56,
        newestCourseName: 'Kubernetes basics',
      }),
    );
    const card = screen.getByRole('article', { name: 'Cloud Academy' });
    const link = within(card).getByRole('link', { name: 'Cloud Academy' });
    expect(link.getAttribute('href')).toBe('/portal/3000000000000000001?sxz-lang=en_US');
    expect(within(card).getByText('Enterprise certified')).toBeTruthy();
    expect(within(card).getByText('Cloud skills for everyone')).toBeTruthy();
    expect(within(card).getByText('1.2K learners')).toBeTruthy();
    expect(within(card).getByText('56 courses')).toBeTruthy();
    expect(within(card).getByText('Newest course: Kubernetes basics')).toBeTruthy();
    expect(within(card).queryByRole('link', { name: /Manage/ })).toBeNull();
  });

  it('falls back to the default logo when the school has none or it fails to load', () => {
    const { container } = renderCard(academy(2, { mobileLogoUrl: null }));
    const fallback = container.querySelector('img')!.getAttribute('src');
    expect(fallback).toMatch(/^data:image\/svg|default-logo/);
    cleanup();
    const broken = renderCard(academy(2, { mobileLogoUrl: '/broken.png' })).container.querySelector('img')!;
    fireEvent.error(broken);
    expect(broken.getAttribute('src')).toBe(fallback);
  });

  it('labels every certification level, and none for level 0 or an unknown value', () => {
    expect(['0', '1', '2', '3', '4', 'x'].map(certificationLabel)).toEqual([
      null,
      'switcher.certPerson',
      'switcher.certEnterprise',
      'switcher.certVendor',
      'switcher.certPlatform',
      null,
    ]);
  });

  it('offers Manage to managers, on the school domain when it has one', () => {
    renderCard(academy(3, { name: 'Own Domain', isPermission: true, domain: 'own.example.com' }));
    const card = screen.getByRole('article', { name: 'Own Domain' });
    expect(within(card).getByRole('link', { name: 'Own Domain' }).getAttribute('href')).toBe(
      '//own.example.com/portal/3000000000000000003?sxz-lang=en_US',
    );
    expect(within(card).getByRole('link', { name: 'Manage Own Domain' }).getAttribute('href')).toBe(
      '//own.example.com/iadmin/3000000000000000003/management/workbench?sxz-lang=en_US',
    );
  });

  it('sends Manage of a store-type school to college-info (spec §2, issue 22 item 4)', () => {
    renderCard(academy(7, { name: 'Store', isPermission: true, marketStoreSwitch: '1' }));
    expect(screen.getByRole('link', { name: 'Manage Store' }).getAttribute('href')).toBe(
      '/iadmin/3000000000000000007/management/college-management/college-info?sxz-lang=en_US',
    );
  });

  it('links a sub-school to its portal under the parent, and marks the current school', () => {
    renderCard(academy(4, { id: SCHOOL_ID, name: 'Here' }));
    const here = screen.getByRole('link', { name: 'Here' });
    expect(here.getAttribute('aria-current')).toBe('page');
    cleanup();
    renderCard(academy(5, { name: 'Branch', parentSchoolId: SCHOOL_ID, isPermission: true }));
    expect(screen.getByRole('link', { name: 'Branch' }).getAttribute('href')).toBe(
      `/portal/${SCHOOL_ID}/sub-school/3000000000000000005?sxz-lang=en_US`,
    );
    expect(screen.getByRole('link', { name: 'Manage Branch' }).getAttribute('href')).toBe(
      '/iadmin/3000000000000000005/sub-college-management/sub-college-info?sxz-lang=en_US',
    );
  });

  it('leaves the name inert when the link would not be legal', () => {
    renderCard(academy(6, { name: 'Odd', domain: 'javascript:alert(1)' }));
    const card = screen.getByRole('article', { name: 'Odd' });
    // An unusable domain falls back to a path on the current host, never to the raw value.
    const link = within(card).queryByRole('link', { name: 'Odd' });
    expect(link?.getAttribute('href') ?? '').not.toMatch(/javascript/i);
  });
});

describe('sub-schools', () => {
  const parent = academy(10, {
    name: 'Parent',
    childrenPage: { records: academies(11, 4).map((r) => ({ ...r, parentSchoolId: 'p' })), total: 6 },
  });

  it('expands and collapses, then loads 4 more from subSchoolPage2 while the total exceeds what is held', async () => {
    const fetchMock = vi.fn(async () =>
      envelope(200, { code: 200, data: { records: academies(15, 2), total: 6 } }),
    );
    vi.stubGlobal('fetch', fetchMock);
    renderCard(parent);
    const toggle = screen.getByRole('button', { name: 'Sub-schools (6)' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(
      screen.getByRole('list', { name: 'Sub-schools of Parent', hidden: true }).closest('[hidden]'),
    ).toBeTruthy();
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    const list = screen.getByRole('list', { name: 'Sub-schools of Parent' });
    expect(within(list).getAllByRole('article')).toHaveLength(4);
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Load more sub-schools' }));
    });
    const url = new URL(String(fetchMock.mock.calls[0]?.[0 as never]), 'http://localhost');
    expect(url.pathname).toBe('/api/school/schools/firstSchools/subSchoolPage2');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      page: '2',
      pageSize: '4',
      tenantId: parent.id,
      count: '4',
    });
    expect(within(list).getAllByRole('article')).toHaveLength(6);
    expect(screen.queryByRole('button', { name: 'Load more sub-schools' })).toBeNull();
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
  });

  it('has no toggle for a school without sub-schools and no Load more up to 4', () => {
    renderCard(academy(20, { name: 'Solo', childrenPage: { records: [], total: 0 } }));
    expect(screen.queryByRole('button', { name: /Sub-schools/ })).toBeNull();
    cleanup();
    renderCard(academy(21, { childrenPage: { records: academies(22, 3), total: 3 } }));
    fireEvent.click(screen.getByRole('button', { name: 'Sub-schools (3)' }));
    expect(screen.queryByRole('button', { name: 'Load more sub-schools' })).toBeNull();
  });
});
