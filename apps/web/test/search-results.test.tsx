import type { SearchHit, SearchPageResults } from '@portico/contracts';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { packsForRoute } from '@/i18n/packs.ts';
import SearchResults from '@/features/search/components/search-results.tsx';
import defaultCover from '@/assets/default-cover.svg';
import { nav } from '@/lib/navigation.ts';
import { envelope, Providers } from './client-helpers.tsx';
import { latestCourses, makeBootstrap, SCHOOL_ID } from './fixtures/bootstrap.ts';
import { parse, renderToString } from './render-helpers.ts';

const CATEGORY_ID = '3100000000000000042';
const hit = (i: number, over: Partial<SearchHit> = {}): SearchHit => ({
  ...latestCourses[i]!,
  schoolId: SCHOOL_ID,
  description: null,
  lecturerName: 'Dr. Emily Chen',
  categoryTitle: 'Data',
  ...over,
});
/** The bootstrap's results: what the server searched for the URL. */
const results = (
  records: SearchHit[],
  total: number,
  over: Partial<SearchPageResults> = {},
): SearchPageResults => ({ records, total, page: 1, pageSize: 20, categoryId: null, ...over });
const page = (records: unknown[], total: number, p = 1) => ({
  code: 200,
  data: { records, total, page: p, pageSize: 20, keyword: 'data' },
});
const threeOf45 = () => results([hit(2), hit(1), hit(0)], 45);

let fetchMock: ReturnType<typeof vi.fn>;
let assign: ReturnType<typeof vi.spyOn>;
let answer: () => Response;

const searchBootstrap = (
  url: string,
  keyword: string,
  found: SearchPageResults | null,
  over: Parameters<typeof makeBootstrap>[1] = {},
) =>
  makeBootstrap(url, {
    ...over,
    page: { kind: 'search', keyword, hotSearches: [{ keyword: 'kubernetes', count: 3 }], results: found },
  });

function renderResults(
  found: SearchPageResults | null = threeOf45(),
  url = `/portal/${SCHOOL_ID}/search?keyword=data&sxz-lang=en_US`,
  keyword = 'data',
  over: Parameters<typeof makeBootstrap>[1] = {},
) {
  render(
    <Providers bootstrap={searchBootstrap(url, keyword, found, over)} packs={packsForRoute('portal-search')}>
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
  it('the server render holds the bootstrap results: count, cards and page links, no loading status', async () => {
    const url = `/portal/${SCHOOL_ID}/search?keyword=data&sxz-lang=en_US`;
    const doc = parse((await renderToString(searchBootstrap(url, 'data', threeOf45()))).html);
    const main = doc.querySelector('main')!;
    expect(main.querySelector('[role="status"]')?.textContent).toBe('Courses found: 45');
    expect(main.querySelector('[aria-busy="true"]')).toBeNull();
    expect(main.textContent).not.toContain('Loading results…');
    expect([...main.querySelectorAll('article h2')].map((h) => h.textContent)).toEqual(
      [2, 1, 0].map((i) => latestCourses[i]!.name),
    );
    expect(main.querySelector('nav[aria-label="Result pages"] a[aria-current="page"]')?.textContent).toBe(
      '1',
    );
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('shows the bootstrap results at once — count, cards with the §5 price rules, page links — and fetches nothing', async () => {
    renderResults();
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
    await settle();
    expect(searchCalls()).toHaveLength(0);
  });

  it('a broken cover falls back to the default cover', () => {
    renderResults();
    const img = screen.getAllByRole('article')[0]!.querySelector('img')!;
    fireEvent.error(img);
    expect(img.getAttribute('src')).toBe(defaultCover);
  });

  it('no results: "No results found" and Clear search goes to the search route without keyword or category', async () => {
    localStorage.setItem(
      'portico_search_category',
      JSON.stringify({ id: CATEGORY_ID, title: 'Data', schoolId: SCHOOL_ID }),
    );
    renderResults(
      results([], 0, { categoryId: CATEGORY_ID }),
      `/portal/${SCHOOL_ID}/search?keyword=data&categoryId=${CATEGORY_ID}&sxz-lang=en_US`,
    );
    screen.getByRole('heading', { name: 'No results found' });
    fireEvent.click(screen.getByRole('button', { name: 'Clear search' }));
    expect(assign).toHaveBeenCalledWith(`/portal/${SCHOOL_ID}/search?activeIndex=-1&sxz-lang=en_US`);
    expect(localStorage.getItem('portico_search_category')).toBeNull();
    // A way forward: the popular searches.
    expect(screen.getByRole('link', { name: 'kubernetes' })).toBeTruthy();
    await settle();
    expect(searchCalls()).toHaveLength(0);
  });

  it("filters by the URL's category, shown as a removable chip titled from the stored category", async () => {
    localStorage.setItem(
      'portico_search_category',
      JSON.stringify({ id: CATEGORY_ID, title: 'Analytics', schoolId: SCHOOL_ID }),
    );
    renderResults(
      results([hit(0)], 1, { categoryId: CATEGORY_ID }),
      `/portal/${SCHOOL_ID}/search?keyword=data&categoryId=${CATEGORY_ID}&sxz-lang=en_US`,
    );
    expect(screen.getByText('Category: Analytics')).toBeTruthy();
    await settle();
    expect(searchCalls()).toHaveLength(0);
    fireEvent.click(screen.getByRole('button', { name: 'Remove the category filter Analytics' }));
    expect(localStorage.getItem('portico_search_category')).toBeNull();
    expect(assign).toHaveBeenCalledWith(
      `/portal/${SCHOOL_ID}/search?keyword=data&activeIndex=-1&sxz-lang=en_US`,
    );
  });

  it("titles the chip from the bootstrap's categories (server render too); a stored category alone filters nothing", async () => {
    const categories = [
      {
        id: '3100000000000000001',
        title: 'Cloud',
        source: 0,
        terms: [],
        children: [{ id: CATEGORY_ID, title: 'Containers', source: 0, children: [], terms: [] }],
      },
    ];
    const url = `/portal/${SCHOOL_ID}/search?categoryId=${CATEGORY_ID}&sxz-lang=en_US`;
    const found = results([hit(0)], 1, { categoryId: CATEGORY_ID });
    const doc = parse((await renderToString(searchBootstrap(url, '', found, { categories }))).html);
    expect(doc.querySelector('main')?.textContent).toContain('Category: Containers');
    renderResults(found, url, '', { categories });
    expect(screen.getByText('Category: Containers')).toBeTruthy();
    cleanup();

    // Stored (an earlier pick), but not in the URL: no chip, no filter.
    localStorage.setItem(
      'portico_search_category',
      JSON.stringify({ id: CATEGORY_ID, title: 'Analytics', schoolId: SCHOOL_ID }),
    );
    renderResults();
    await settle();
    expect(screen.queryByRole('button', { name: /Remove the category filter/ })).toBeNull();
    expect(searchCalls()).toHaveLength(0);
  });

  it("without the bootstrap's results (the server could not load them): fetches the URL's search, never recording it again", async () => {
    localStorage.setItem(
      'portico_search_category',
      JSON.stringify({ id: CATEGORY_ID, title: 'Data', schoolId: '1000000000000000005' }),
    );
    renderResults(
      null,
      `/portal/${SCHOOL_ID}/search?keyword=data&categoryId=${CATEGORY_ID}&page=3&sxz-lang=en_US`,
    );
    expect(screen.getByRole('status').textContent).toBe('Loading results…');
    await screen.findAllByRole('article');
    const [call] = searchCalls();
    expect(Object.fromEntries(call!.searchParams)).toEqual({
      schoolId: SCHOOL_ID,
      keyword: 'data',
      categoryId: CATEGORY_ID,
      page: '3',
      pageSize: '20',
      record: '0',
    });
    // Another school's stored category does not title the chip.
    expect(screen.getByText(`Category: ${CATEGORY_ID}`)).toBeTruthy();
  });

  it('a page past the end says "No more results" with a link to the first page', () => {
    renderResults(
      results([], 45, { page: 9 }),
      `/portal/${SCHOOL_ID}/search?keyword=data&page=9&sxz-lang=en_US`,
    );
    screen.getByRole('heading', { name: 'No more results' });
    expect(screen.getByRole('link', { name: 'Back to the first page' }).getAttribute('href')).toBe(
      `/portal/${SCHOOL_ID}/search?keyword=data&activeIndex=-1&sxz-lang=en_US`,
    );
  });

  it("pages as the server read the URL: its page, not the browser's own reading of it", () => {
    renderResults(results([hit(0)], 45), `/portal/${SCHOOL_ID}/search?keyword=data&page=2abc&sxz-lang=en_US`);
    const pages = screen.getByRole('navigation', { name: 'Result pages' });
    expect(within(pages).getByRole('link', { current: 'page' }).textContent).toBe('1');
  });

  it('shows an error with a retry that loads the results', async () => {
    answer = () => envelope(500, { code: 500, message: 'boom' });
    renderResults(null);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('The results could not be loaded.');
    answer = () => envelope(200, page([hit(0)], 1));
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findAllByRole('article')).toHaveLength(1);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(searchCalls().map((u) => u.searchParams.get('record'))).toEqual(['0', '0']);
  });

  it('without keyword or category: a prompt and the popular searches, no request', async () => {
    renderResults(null, `/portal/${SCHOOL_ID}/search?sxz-lang=en_US`, '');
    await settle();
    expect(screen.getByText('Enter a keyword to search the courses of this school.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'kubernetes' }).getAttribute('href')).toBe(
      `/portal/${SCHOOL_ID}/search?keyword=kubernetes&activeIndex=-1&sxz-lang=en_US`,
    );
    expect(searchCalls()).toHaveLength(0);
  });
});
