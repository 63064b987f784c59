import { describe, expect, it } from 'vitest';
import {
  firstLoadComplete,
  firstLoadFailed,
  hasTabs,
  initialPaging,
  listsInView,
  nearBottom,
  nextRequest,
  pagingReducer,
  scrollTarget,
  showNoMore,
  unstartedLists,
  type ListKey,
  type PagingState,
} from '@/features/school-switcher/utils/academy-paging.ts';
import { academies } from './academy-fixtures.ts';

/** Asks for the next page of `key` and answers it with `count` records out of `total`. */
function answer(state: PagingState, key: ListKey, count: number, total: number, from = 1): PagingState {
  const request = nextRequest(state, key);
  if (!request) throw new Error(`no request for ${key}`);
  const started = pagingReducer(state, { type: 'start', request });
  return pagingReducer(started, { type: 'loaded', request, records: academies(from, count), total });
}

describe('academy paging: first load', () => {
  it('starts with every count unknown (-1) and every list waiting for its first page', () => {
    const state = initialPaging('member');
    expect(Object.values(state.lists).map((list) => list.total)).toEqual([-1, -1, -1]);
    expect(unstartedLists(state)).toEqual(['joined', 'visited', 'public']);
    expect(firstLoadComplete(state)).toBe(false);
  });

  it('is complete only once joined, visited and public counts are all known', () => {
    let state = answer(initialPaging('member'), 'joined', 2, 2);
    expect(firstLoadComplete(state)).toBe(false);
    state = answer(state, 'visited', 0, 0);
    expect(firstLoadComplete(state)).toBe(false);
    state = answer(state, 'public', 3, 3);
    expect(firstLoadComplete(state)).toBe(true);
  });

  it('needs only the joined count in alliance mode, and only the public one for visitors', () => {
    expect(firstLoadComplete(answer(initialPaging('alliance'), 'joined', 1, 1))).toBe(true);
    expect(listsInView(initialPaging('alliance'), 'all')).toEqual(['joined', 'alliance']);
    expect(firstLoadComplete(answer(initialPaging('visitor'), 'public', 0, 0))).toBe(true);
  });

  it('reports a first page that failed before its count was known', () => {
    const state = initialPaging('visitor');
    const request = nextRequest(state, 'public')!;
    const failed = pagingReducer(pagingReducer(state, { type: 'start', request }), {
      type: 'failed',
      request,
    });
    expect(firstLoadFailed(failed)).toBe(true);
    expect(unstartedLists(failed)).toEqual([]);
  });
});

describe('academy paging: request shapes (spec §7, §9)', () => {
  it('asks for 4 joined schools first, then 10 more from the records held', () => {
    let state = initialPaging('member');
    expect(nextRequest(state, 'joined')).toMatchObject({ page: 1, pageSize: 4 });
    expect(nextRequest(state, 'joined')?.offset).toBeUndefined();
    state = answer(state, 'joined', 4, 30);
    expect(nextRequest(state, 'joined')).toMatchObject({ page: 2, pageSize: 10, offset: 4 });
    state = answer(state, 'joined', 10, 30, 5);
    expect(nextRequest(state, 'joined')).toMatchObject({ page: 3, pageSize: 10, offset: 14 });
  });

  it('pages visited and public lists by 20, the public one with the keyword', () => {
    let state = initialPaging('member');
    expect(nextRequest(state, 'visited')).toMatchObject({ page: 1, pageSize: 20 });
    state = pagingReducer(state, { type: 'keyword', keyword: 'cloud' });
    expect(nextRequest(state, 'public')).toMatchObject({ page: 1, pageSize: 20, keyword: 'cloud' });
    state = answer(state, 'public', 20, 45);
    expect(nextRequest(state, 'public')).toMatchObject({ page: 2, pageSize: 20, keyword: 'cloud' });
  });

  it('asks nothing while a page is on its way, or once everything is held', () => {
    const state = initialPaging('visitor');
    const request = nextRequest(state, 'public')!;
    expect(nextRequest(pagingReducer(state, { type: 'start', request }), 'public')).toBeNull();
    expect(nextRequest(answer(state, 'public', 3, 3), 'public')).toBeNull();
  });
});

describe('academy paging: scrolling, failures and the end', () => {
  const loaded = () => {
    let state = answer(initialPaging('member'), 'joined', 4, 6);
    state = answer(state, 'visited', 2, 2, 50);
    return answer(state, 'public', 20, 21, 100);
  };

  it('shows tabs from 4 schools of the viewer on, one combined screen below', () => {
    expect(hasTabs(loaded())).toBe(true);
    let few = answer(initialPaging('member'), 'joined', 2, 2);
    few = answer(answer(few, 'visited', 1, 1), 'public', 3, 3);
    expect(hasTabs(few)).toBe(false);
    expect(hasTabs(answer(initialPaging('visitor'), 'public', 20, 40))).toBe(false);
  });

  it('on /login/select shows tabs only from 6 schools of the viewer (spec §2/§9)', () => {
    const mine = (joined: number, visited: number) => {
      const state = answer(initialPaging('member'), 'joined', Math.min(4, joined), joined);
      return answer(answer(state, 'visited', visited, visited, 50), 'public', 3, 3, 100);
    };
    expect(hasTabs(mine(2, 3), true)).toBe(false); // 5 schools: one list
    expect(hasTabs(mine(2, 3), false)).toBe(true); // the same 5 elsewhere: two tabs
    expect(hasTabs(mine(2, 4), true)).toBe(true); // 6 schools: two tabs
    expect(hasTabs(mine(4, 0), true)).toBe(false); // the admin's 4: one list
  });

  it('loads the next page of the first list of the view that still has pages', () => {
    let state = loaded();
    expect(scrollTarget(state, 'mine')).toBe('joined');
    expect(scrollTarget(state, 'public')).toBe('public');
    state = answer(state, 'joined', 2, 6, 5);
    expect(scrollTarget(state, 'mine')).toBeNull();
    expect(scrollTarget(state, 'all')).toBe('public');
  });

  it('steps the page counter back when a page fails, so the next scroll asks for it again', () => {
    const state = loaded();
    const request = nextRequest(state, 'public')!;
    expect(request.page).toBe(2);
    const failed = pagingReducer(pagingReducer(state, { type: 'start', request }), {
      type: 'failed',
      request,
    });
    expect(failed.lists.public).toMatchObject({ page: 1, loading: false, error: true });
    expect(failed.lists.public?.records).toHaveLength(20);
    expect(nextRequest(failed, 'public')).toMatchObject({ page: 2 });
  });

  it('says "No more data" after a later page came back empty', () => {
    let state = answer(initialPaging('visitor'), 'public', 20, 25);
    expect(showNoMore(state, 'all')).toBe(false);
    state = answer(state, 'public', 0, 25, 21);
    expect(state.lists.public).toMatchObject({ end: true, page: 2 });
    expect(showNoMore(state, 'all')).toBe(true);
    expect(scrollTarget(state, 'all')).toBeNull();
  });

  it('says "No more data" once paging reached the end, never for a list that fit on one page', () => {
    expect(showNoMore(answer(initialPaging('visitor'), 'public', 3, 3), 'all')).toBe(false);
    const paged = answer(answer(initialPaging('visitor'), 'public', 20, 22), 'public', 2, 22, 21);
    expect(paged.lists.public?.records).toHaveLength(22);
    expect(showNoMore(paged, 'all')).toBe(true);
  });

  it('resets the public list to page 1 on a new keyword and on clearing it, ignoring stale answers', () => {
    const state = loaded();
    const stale = nextRequest(state, 'public')!;
    const searching = pagingReducer(pagingReducer(state, { type: 'start', request: stale }), {
      type: 'keyword',
      keyword: 'data',
    });
    expect(searching.keyword).toBe('data');
    expect(searching.lists.public).toMatchObject({ page: 0, total: -1, records: [] });
    expect(unstartedLists(searching)).toEqual(['public']);
    // The answer to the unfiltered page 2 arrives late: dropped.
    const late = pagingReducer(searching, {
      type: 'loaded',
      request: stale,
      records: academies(1, 20),
      total: 99,
    });
    expect(late).toBe(searching);
    const found = answer(searching, 'public', 1, 1, 500);
    const cleared = pagingReducer(found, { type: 'keyword', keyword: '' });
    expect(cleared.lists.public).toMatchObject({ page: 0, total: -1 });
    expect(nextRequest(cleared, 'public')).toMatchObject({ page: 1, keyword: '' });
    // Joined and visited lists are untouched by the search.
    expect(cleared.lists.joined).toBe(state.lists.joined);
    expect(listsInView(found, 'all')).toEqual(['public']);
  });

  it('triggers within 50 px of the bottom (spec §9)', () => {
    expect(nearBottom({ scrollTop: 450, scrollHeight: 1000, clientHeight: 500 })).toBe(true);
    expect(nearBottom({ scrollTop: 449, scrollHeight: 1000, clientHeight: 500 })).toBe(false);
    expect(nearBottom({ scrollTop: 0, scrollHeight: 300, clientHeight: 500 })).toBe(true);
  });
});
