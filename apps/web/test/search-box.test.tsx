import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SearchBox } from '@/features/search/components/search-box.tsx';
import { resetHotSearchCache } from '@/features/search/api/hot-search.ts';
import { nav } from '@/lib/navigation.ts';
import { envelope, Providers } from './client-helpers.tsx';
import { demoSchool, homeUrl, makeBootstrap, SCHOOL_ID } from './fixtures/bootstrap.ts';

const viewer = {
  id: '2000000000000000001',
  nickName: 'Ann',
  realName: null,
  mobile: null,
  email: null,
  avatarUrl: null,
};
const HOT = Array.from({ length: 10 }, (_, i) => `hot ${i + 1}`);
const SERVER_HISTORY = Array.from({ length: 7 }, (_, i) => `mine ${i + 1}`);
const historyKey = `portico_search_history_${SCHOOL_ID}`;
const searchUrl = (keyword: string, extra = '') =>
  `/portal/${SCHOOL_ID}/search?keyword=${encodeURIComponent(keyword)}&activeIndex=-1${extra}&sxz-lang=en_US`;

let fetchMock: ReturnType<typeof vi.fn>;
let assign: ReturnType<typeof vi.spyOn>;

function renderBox(over: Parameters<typeof makeBootstrap>[1] = {}) {
  render(
    <Providers bootstrap={makeBootstrap(homeUrl, over)}>
      <SearchBox schoolId={SCHOOL_ID} />
      <button type="button">outside</button>
    </Providers>,
  );
  return screen.getByRole('combobox', { name: 'Search this school' }) as HTMLInputElement;
}

async function flush() {
  await act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
}

async function focusBox(box: HTMLInputElement) {
  fireEvent.focus(box);
  await flush();
}

const options = () => screen.queryAllByRole('option').map((o) => o.textContent);

beforeEach(() => {
  resetHotSearchCache();
  localStorage.clear();
  fetchMock = vi.fn(async (url: string) =>
    url.startsWith('/api/search/v1/search/hotSearch')
      ? envelope(200, { code: 200, data: { hotSearch: HOT, history: SERVER_HISTORY } })
      : envelope(200, { code: 200, data: { deleted: 7 } }),
  );
  vi.stubGlobal('fetch', fetchMock);
  assign = vi.spyOn(nav, 'assign').mockImplementation(() => {});
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('search box: keyword', () => {
  it('trims the keyword and goes to the search route (Enter submits the form)', () => {
    const box = renderBox();
    fireEvent.change(box, { target: { value: '  数据 analysis  ' } });
    fireEvent.submit(box.form!);
    expect(assign).toHaveBeenCalledWith(searchUrl('数据 analysis'));
  });

  it('the button searches too; a keyword over 500 characters is cut to 500', () => {
    const box = renderBox();
    expect(box.maxLength).toBe(500);
    fireEvent.change(box, { target: { value: 'k'.repeat(600) } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    const url = new URL(assign.mock.calls[0]?.[0] as string, 'http://x');
    expect(url.searchParams.get('keyword')).toBe('k'.repeat(500));
  });

  it('an empty or blank keyword does nothing', () => {
    const box = renderBox();
    fireEvent.change(box, { target: { value: '   ' } });
    fireEvent.submit(box.form!);
    expect(assign).not.toHaveBeenCalled();
    expect(box.value).toBe('');
  });

  it('adds catalogue=course in the O3 variant and shows the keyword of the search route', () => {
    const url = `/portal/${SCHOOL_ID}/search?keyword=go&sxz-lang=en_US`;
    render(
      <Providers
        bootstrap={makeBootstrap(url, {
          school: { ...demoSchool, kind: 'o3' },
          page: { kind: 'search', keyword: 'go', hotSearches: [], results: null },
        })}
      >
        <SearchBox schoolId={SCHOOL_ID} />
      </Providers>,
    );
    const box = screen.getByRole('combobox') as HTMLInputElement;
    expect(box.value).toBe('go');
    fireEvent.submit(box.form!);
    expect(assign).toHaveBeenCalledWith(searchUrl('go', '&catalogue=course'));
  });
});

describe('search box: search card', () => {
  it('opens on focus with the first 8 hot searches and 5 history entries; closes on blur; fetches once', async () => {
    localStorage.setItem(historyKey, JSON.stringify(['a', 'b', 'c', 'd', 'e', 'f', 'g']));
    const box = renderBox();
    expect(box.getAttribute('aria-expanded')).toBe('false');
    await focusBox(box);
    expect(box.getAttribute('aria-expanded')).toBe('true');
    expect(fetchMock).toHaveBeenCalledWith(
      `/api/search/v1/search/hotSearch?schoolId=${SCHOOL_ID}`,
      expect.anything(),
    );
    // A visitor's history is their own (localStorage), not the server's.
    expect(options()).toEqual([...HOT.slice(0, 8), 'a', 'b', 'c', 'd', 'e']);
    const listbox = screen.getByRole('listbox');
    expect(box.getAttribute('aria-controls')).toBe(listbox.id);

    fireEvent.blur(box, { relatedTarget: screen.getByRole('button', { name: 'outside' }) });
    expect(box.getAttribute('aria-expanded')).toBe('false');
    await focusBox(box);
    expect(box.getAttribute('aria-expanded')).toBe('true');
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('focus moving inside the box (to the button) keeps the card open', async () => {
    const box = renderBox();
    await focusBox(box);
    fireEvent.blur(box, { relatedTarget: screen.getByRole('button', { name: 'Search' }) });
    expect(box.getAttribute('aria-expanded')).toBe('true');
  });

  it('a logged-in viewer sees the server history (5) and Clear history calls the server', async () => {
    const box = renderBox({ viewer });
    await focusBox(box);
    expect(options()).toEqual([...HOT.slice(0, 8), ...SERVER_HISTORY.slice(0, 5)]);
    fireEvent.click(screen.getByRole('button', { name: 'Clear history' }));
    await flush();
    expect(fetchMock).toHaveBeenLastCalledWith(
      `/api/search/v1/search/clear?schoolId=${SCHOOL_ID}`,
      expect.anything(),
    );
    expect(options()).toEqual(HOT.slice(0, 8));
    expect(screen.queryByRole('button', { name: 'Clear history' })).toBeNull();
  });

  it("a visitor's Clear history empties localStorage", async () => {
    localStorage.setItem(historyKey, JSON.stringify(['old']));
    const box = renderBox();
    await focusBox(box);
    fireEvent.click(screen.getByRole('button', { name: 'Clear history' }));
    expect(localStorage.getItem(historyKey)).toBeNull();
    expect(options()).toEqual(HOT.slice(0, 8));
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('clicking an entry searches it, closes the card and records it first in the visitor history', async () => {
    localStorage.setItem(historyKey, JSON.stringify(['x', 'hot 2', 'y']));
    const box = renderBox();
    await focusBox(box);
    fireEvent.click(screen.getAllByRole('option', { name: 'hot 2' })[0]!);
    expect(assign).toHaveBeenCalledWith(searchUrl('hot 2'));
    expect(box.getAttribute('aria-expanded')).toBe('false');
    expect(JSON.parse(localStorage.getItem(historyKey)!)).toEqual(['hot 2', 'x', 'y']);
  });

  it('keyboard: ArrowDown/ArrowUp move through the entries, Enter searches the highlighted one, Escape closes', async () => {
    const box = renderBox({ viewer });
    await focusBox(box);
    fireEvent.keyDown(box, { key: 'ArrowDown' });
    const first = screen.getAllByRole('option')[0]!;
    expect(box.getAttribute('aria-activedescendant')).toBe(first.id);
    expect(first.getAttribute('aria-selected')).toBe('true');
    fireEvent.keyDown(box, { key: 'ArrowUp' });
    const last = screen.getAllByRole('option').at(-1)!;
    expect(box.getAttribute('aria-activedescendant')).toBe(last.id);
    expect(last.textContent).toBe('mine 5');
    fireEvent.keyDown(box, { key: 'ArrowDown' });
    fireEvent.keyDown(box, { key: 'ArrowDown' });
    fireEvent.keyDown(box, { key: 'Enter' });
    expect(assign).toHaveBeenCalledWith(searchUrl('hot 2'));

    await focusBox(box);
    fireEvent.keyDown(box, { key: 'Escape' });
    expect(box.getAttribute('aria-expanded')).toBe('false');
    expect(box.getAttribute('aria-activedescendant')).toBeNull();
  });

  it('ArrowDown opens a closed card', async () => {
    const box = renderBox();
    await focusBox(box);
    fireEvent.keyDown(box, { key: 'Escape' });
    fireEvent.keyDown(box, { key: 'ArrowDown' });
    await flush();
    expect(box.getAttribute('aria-expanded')).toBe('true');
  });
});
