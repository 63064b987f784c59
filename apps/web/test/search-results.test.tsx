import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import SearchResults from '@/features/search/components/search-results.tsx';
import defaultCover from '@/assets/default-cover.svg';
import { nav } from '@/lib/navigation.ts';
import { envelope, Providers } from './client-helpers.tsx';
import { latestCourses, makeBootstrap, SCHOOL_ID } from './fixtures/bootstrap.ts';

const CATEGORY_ID = '3100000000000000042';
const hit = (i: number, over: Record<string, unknown> = {}) => ({
  ...latestCourses[i]!,
  schoolId: SCHOOL_ID,
  description: null,
  lecturerName: 'Dr. Emily Chen',
  categoryTitle: 'Data',
  ...over,
});
const page = (records: unknown[], total: number, p = 1) => ({
  code: 200,
  data: { records, total, page: p, pageSize: 20, keyword: 'data' },
});

let fetchMock: ReturnType<typeof vi.fn>;
let assign: ReturnType<typeof vi.spyOn>;
let answer: () => Response;

function renderResults(url = `/portal/${SCHOOL_ID}/search?keyword=data&sxz-lang=en_US`, keyword = 'data') {
  render(
    <Providers
      bootstrap={makeBootstrap(url, {
        page: { kind: 'search', keyword, hotSearches: [{ keyword: 'kubernetes', count: 3 }] },
      })}
    >
      <SearchResults />
    </Providers>,
  );
}

async function settle() {
  await act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
}

const searchCalls = () =>
  fetchMock.mock.calls
    .map((c) => new URL(String(c[0]), 'http://x'))
    .filter((u) => u.pathname === '/api/search/v1/search/courses');

beforeEach(() => {
  localStorage.clear();
  answer = () => envelope(200, page([hit(2), hit(1), hit(0)], 45));
  fetchMock = vi.fn(async () => answer());
  vi.stubGlobal('fetch', fetchMock);
  assign = vi.spyOn(nav, 'assign').mockImplementation(() => {});
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('search results', () => {
  it('shows a loading status, then the count, cards with the §5 price rules, and page links', async () => {
    renderResults();
    expect(screen.getByRole('status').textContent).toBe('Loading results…');
    await screen.findAllByRole('article');
    const [call] = searchCalls();
    expect(Object.fromEntries(call!.searchParams)).toEqual({
      schoolId: SCHOOL_ID,
      keyword: 'data',
      page: '1',
      pageSize: '20',
    });
    expect(screen.getByRole('status').textContent).toBe('Courses found: 45');
    const cards = screen.getAllByRole('article');
    expect(cards).toHaveLength(3);
    // Discounted (299 → 149) with licenseToSell '1': strike-through original price + flash-sale label.
    const discounted = within(cards[0]!);
    expect(discounted.getByText('¥149.00')).toBeTruthy();
    expect(discounted.getByTestId('price-strike').textContent).toContain('¥299.00');
    expect(discounted.getByText('Flash sale')).toBeTruthy();
    expect(discounted.getByText('Lecturer: Dr. Emily Chen')).toBeTruthy();
    // existMember + memberLicense '1' → member badge; same prices → no strike.
    expect(within(cards[1]!).getByText('Members')).toBeTruthy();
    expect(within(cards[1]!).queryByTestId('price-strike')).toBeNull();
    expect(within(cards[2]!).getByText('Free')).toBeTruthy();

    const pages = screen.getByRole('navigation', { name: 'Result pages' });
    const links = within(pages).getAllByRole('link');
    expect(links.map((a) => a.textContent)).toEqual(['1', '2', '3', 'Next']);
    expect(links[0]!.getAttribute('aria-current')).toBe('page');
    expect(links[1]!.getAttribute('href')).toBe(
      `/portal/${SCHOOL_ID}/search?keyword=data&activeIndex=-1&page=2&sxz-lang=en_US`,
    );
  });

  it('a broken cover falls back to the default cover', async () => {
    renderResults();
    const img = (await screen.findAllByRole('article'))[0]!.querySelector('img')!;
    fireEvent.error(img);
    expect(img.getAttribute('src')).toBe(defaultCover);
  });

  it('no results: "No results found" and Clear search goes to the search route without keyword or category', async () => {
    answer = () => envelope(200, page([], 0));
    localStorage.setItem(
      'portico_search_category',
      JSON.stringify({ id: CATEGORY_ID, title: 'Data', schoolId: SCHOOL_ID }),
    );
    renderResults();
    await screen.findByRole('heading', { name: 'No results found' });
    fireEvent.click(screen.getByRole('button', { name: 'Clear search' }));
    expect(assign).toHaveBeenCalledWith(`/portal/${SCHOOL_ID}/search?activeIndex=-1&sxz-lang=en_US`);
    expect(localStorage.getItem('portico_search_category')).toBeNull();
    // A way forward: the popular searches.
    expect(screen.getByRole('link', { name: 'kubernetes' })).toBeTruthy();
  });

  it('filters by the stored category of this school, shown as a removable chip', async () => {
    localStorage.setItem(
      'portico_search_category',
      JSON.stringify({ id: CATEGORY_ID, title: 'Analytics', schoolId: SCHOOL_ID }),
    );
    renderResults();
    await screen.findAllByRole('article');
    expect(searchCalls().map((u) => u.searchParams.get('categoryId'))).toEqual([CATEGORY_ID]);
    expect(screen.getByText('Category: Analytics')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Remove the category filter Analytics' }));
    expect(localStorage.getItem('portico_search_category')).toBeNull();
    expect(assign).toHaveBeenCalledWith(
      `/portal/${SCHOOL_ID}/search?keyword=data&activeIndex=-1&sxz-lang=en_US`,
    );
  });

  it("ignores another school's stored category; takes categoryId and page from the URL", async () => {
    localStorage.setItem(
      'portico_search_category',
      JSON.stringify({ id: CATEGORY_ID, title: 'Data', schoolId: '1000000000000000005' }),
    );
    renderResults(`/portal/${SCHOOL_ID}/search?keyword=data&categoryId=${CATEGORY_ID}&page=3&sxz-lang=en_US`);
    await settle();
    const [call] = searchCalls();
    expect(call!.searchParams.get('categoryId')).toBe(CATEGORY_ID);
    expect(call!.searchParams.get('page')).toBe('3');
  });

  it('a page past the end says "No more results" with a link to the first page', async () => {
    answer = () => envelope(200, page([], 45, 9));
    renderResults(`/portal/${SCHOOL_ID}/search?keyword=data&page=9&sxz-lang=en_US`);
    await screen.findByRole('heading', { name: 'No more results' });
    expect(screen.getByRole('link', { name: 'Back to the first page' }).getAttribute('href')).toBe(
      `/portal/${SCHOOL_ID}/search?keyword=data&activeIndex=-1&sxz-lang=en_US`,
    );
  });

  it('shows an error with a retry that loads the results', async () => {
    answer = () => envelope(500, { code: 500, message: 'boom' });
    renderResults();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('The results could not be loaded.');
    answer = () => envelope(200, page([hit(0)], 1));
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findAllByRole('article')).toHaveLength(1);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('without keyword or category: a prompt and the popular searches, no request', async () => {
    renderResults(`/portal/${SCHOOL_ID}/search?sxz-lang=en_US`, '');
    await settle();
    expect(screen.getByText('Enter a keyword to search the courses of this school.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'kubernetes' }).getAttribute('href')).toBe(
      `/portal/${SCHOOL_ID}/search?keyword=kubernetes&activeIndex=-1&sxz-lang=en_US`,
    );
    expect(searchCalls()).toHaveLength(0);
  });
});
