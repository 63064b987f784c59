/**
 * The academy lists of the school switcher as a pure state machine (spec §4 "Academy list loading", §7 request
 * shapes, §8 list failures, §9 page sizes). React only feeds it actions (hooks/use-academy-lists.ts).
 *
 * - Counts start unknown (-1); the first load is complete once the joined, visited and public counts are all
 *   known — only the joined one in alliance mode.
 * - Joined: 4 first, then 10 more from `offset` = records held. Visited and public: pages of 20.
 * - A failing page steps the page counter back, so the next scroll asks for the same page again.
 * - A new keyword (or clearing it) resets the public list to page 1; answers of the old keyword are ignored.
 * - "No more data" once a later page came back empty, or once everything is held after paging.
 */
import { ACADEMY_LISTS, academyListHasTabs } from '@portico/core';
import type { AcademyRecord } from '@portico/contracts';
import { mergeRecords } from './academy-links.ts';

export type ListKey = 'joined' | 'alliance' | 'visited' | 'public';
/** visitor: public only; member: joined + visited + public; alliance (switch on, logged in): joined + alliance. */
export type SwitcherMode = 'visitor' | 'member' | 'alliance';
/** What the panel shows: the "my academies" tab, the "public academies" tab, or the one combined screen. */
export type View = 'mine' | 'public' | 'all';

interface ListState {
  records: AcademyRecord[];
  /** -1 until the first page answered. */
  total: number;
  /** Last page asked for (0 = none yet); steps back when that page fails. */
  page: number;
  loading: boolean;
  error: boolean;
  /** A later page came back empty. */
  end: boolean;
  /** Bumped by a reset, so answers to requests of the previous generation are dropped. */
  generation: number;
}

export interface PagingState {
  mode: SwitcherMode;
  keyword: string;
  lists: Partial<Record<ListKey, ListState>>;
}

export interface PageRequest {
  key: ListKey;
  page: number;
  pageSize: number;
  /** Joined list after the first page: skip what is held (contracts §7). */
  offset?: number;
  /** Public list only; '' = no keyword. */
  keyword?: string;
  generation: number;
}

export type PagingAction =
  | { type: 'start'; request: PageRequest }
  | { type: 'loaded'; request: PageRequest; records: AcademyRecord[]; total: number }
  | { type: 'failed'; request: PageRequest }
  | { type: 'keyword'; keyword: string };

const LISTS: Record<SwitcherMode, ListKey[]> = {
  visitor: ['public'],
  member: ['joined', 'visited', 'public'],
  alliance: ['joined', 'alliance'],
};
const MINE: ListKey[] = ['joined', 'alliance', 'visited'];

const emptyList = (generation = 0): ListState => ({
  records: [],
  total: ACADEMY_LISTS.UNKNOWN_COUNT,
  page: 0,
  loading: false,
  error: false,
  end: false,
  generation,
});

export function initialPaging(mode: SwitcherMode): PagingState {
  return { mode, keyword: '', lists: Object.fromEntries(LISTS[mode].map((key) => [key, emptyList()])) };
}

/** The lists a view shows, in display order. */
export function listsInView(state: PagingState, view: View): ListKey[] {
  const keys = LISTS[state.mode];
  if (view === 'all') return state.keyword ? keys.filter((k) => k === 'public') : keys;
  return keys.filter((key) => (view === 'mine' ? MINE.includes(key) : key === 'public'));
}

const known = (list: ListState | undefined) =>
  list !== undefined && list.total !== ACADEMY_LISTS.UNKNOWN_COUNT;

export function firstLoadComplete(state: PagingState): boolean {
  const needed: ListKey[] = state.mode === 'alliance' ? ['joined'] : LISTS[state.mode];
  return needed.every((key) => known(state.lists[key]));
}

/** A list the first load needs failed before its count was known: the panel shows the error view. */
export function firstLoadFailed(state: PagingState): boolean {
  const needed: ListKey[] = state.mode === 'alliance' ? ['joined'] : LISTS[state.mode];
  return needed.some((key) => state.lists[key]?.error && !known(state.lists[key]));
}

/** Lists that have not asked for their first page yet (on open, and after a keyword reset). */
export function unstartedLists(state: PagingState): ListKey[] {
  return LISTS[state.mode].filter((key) => {
    const list = state.lists[key];
    return list !== undefined && list.page === 0 && !list.loading && !list.error;
  });
}

/** Schools the viewer has: joined + alliance + visited totals (unknown counts as 0). */
export function myTotal(state: PagingState): number {
  return MINE.reduce((sum, key) => sum + Math.max(0, state.lists[key]?.total ?? 0), 0);
}

/**
 * Spec §2/§9: two tabs (my vs public) when the viewer has 4 or more schools — 6 on the login-selection page;
 * otherwise one combined screen. The joined and visited lists hold distinct schools (the server leaves joined
 * schools out of the visited one), so their totals add up to the viewer's schools.
 */
export function hasTabs(state: PagingState, onLoginSelect = false): boolean {
  return state.mode === 'member' && academyListHasTabs(myTotal(state), onLoginSelect);
}

function hasMore(list: ListState | undefined): boolean {
  if (!list) return false;
  if (list.page === 0) return true;
  return !list.end && known(list) && list.records.length < list.total;
}

/** The next page of one list, or null while it loads or when nothing is left. */
export function nextRequest(state: PagingState, key: ListKey): PageRequest | null {
  const list = state.lists[key];
  if (!list || list.loading || !hasMore(list)) return null;
  const page = list.page + 1;
  const base = { key, page, generation: list.generation };
  switch (key) {
    case 'joined':
      return page === 1
        ? { ...base, pageSize: ACADEMY_LISTS.JOINED_INITIAL_PAGE_SIZE }
        : { ...base, pageSize: ACADEMY_LISTS.JOINED_EXPAND_PAGE_SIZE, offset: list.records.length };
    case 'alliance':
    case 'visited':
      return { ...base, pageSize: ACADEMY_LISTS.VISITED_PAGE_SIZE };
    case 'public':
      return { ...base, pageSize: ACADEMY_LISTS.PUBLIC_PAGE_SIZE, keyword: state.keyword };
  }
}

/** Scrolling to the end of a view loads the first of its lists that still has pages, in display order. */
export function scrollTarget(state: PagingState, view: View): ListKey | null {
  const keys = listsInView(state, view);
  if (keys.some((key) => state.lists[key]?.loading)) return null;
  return keys.find((key) => hasMore(state.lists[key])) ?? null;
}

/** "No more data": nothing left in the view, after at least one later page or an empty later page. */
export function showNoMore(state: PagingState, view: View): boolean {
  const keys = listsInView(state, view);
  const lists = keys.map((key) => state.lists[key]).filter((l): l is ListState => l !== undefined);
  if (lists.some((list) => list.loading || hasMore(list))) return false;
  return lists.some((list) => list.end || list.page > 1);
}

/** Spec §9 "scroll-load trigger within 50 px of bottom". */
export function nearBottom(box: { scrollTop: number; scrollHeight: number; clientHeight: number }): boolean {
  return box.scrollHeight - box.scrollTop - box.clientHeight <= ACADEMY_LISTS.SCROLL_LOAD_TRIGGER_PX;
}

function withList(state: PagingState, key: ListKey, list: ListState): PagingState {
  return { ...state, lists: { ...state.lists, [key]: list } };
}

export function pagingReducer(state: PagingState, action: PagingAction): PagingState {
  if (action.type === 'keyword') {
    const list = state.lists.public;
    if (!list || action.keyword === state.keyword) return state;
    return withList({ ...state, keyword: action.keyword }, 'public', emptyList(list.generation + 1));
  }
  const { request } = action;
  const list = state.lists[request.key];
  // An answer for a list reset since (new keyword) is stale.
  if (!list || list.generation !== request.generation) return state;
  switch (action.type) {
    case 'start':
      return withList(state, request.key, { ...list, page: request.page, loading: true, error: false });
    case 'loaded':
      return withList(state, request.key, {
        ...list,
        records: request.page === 1 ? action.records : mergeRecords(list.records, action.records),
        total: action.total,
        loading: false,
        end: request.page > 1 && action.records.length === 0,
      });
    case 'failed':
      return withList(state, request.key, {
        ...list,
        page: Math.max(0, request.page - 1),
        loading: false,
        error: true,
      });
  }
}
