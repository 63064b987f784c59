import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useLayoutEffect, useReducer, useRef } from 'react';
import { useT } from '@/i18n/use-t.ts';
import { errorText } from '@/lib/api-errors.ts';
import { showToast } from '@/lib/toast.ts';
import type { AcademyPage } from '../api/academy-page.ts';
import { allianceSchoolsQuery } from '../api/alliance-schools.ts';
import { joinedSchoolsQuery } from '../api/joined-schools.ts';
import { publicSchoolsQuery } from '../api/public-schools.ts';
import { visitedSchoolsQuery } from '../api/visited-schools.ts';
import {
  initialPaging,
  nextRequest,
  pagingReducer,
  scrollTarget,
  unstartedLists,
  type PageRequest,
  type SwitcherMode,
  type View,
} from '../utils/academy-paging.ts';

/**
 * Drives utils/academy-paging.ts: asks for every list's first page on open (and the public one again after a
 * keyword change), the next page of a view on demand, and turns a failure into a toast (the machine steps the
 * page counter back).
 */
export function useAcademyLists(mode: SwitcherMode, loggedIn: boolean) {
  const t = useT();
  const client = useQueryClient();
  const [state, dispatch] = useReducer(pagingReducer, mode, initialPaging);
  const stateRef = useRef(state);
  /** Keys with a request on the way: scroll events can fire again before React re-renders. */
  const inFlight = useRef(new Set<string>());
  // Layout effect: it runs before the panels' passive effects, which read the state through `loadMore`.
  useLayoutEffect(() => {
    stateRef.current = state;
  });

  const fetchPage = useCallback(
    (request: PageRequest): Promise<AcademyPage> => {
      const { page, pageSize, offset } = request;
      switch (request.key) {
        case 'joined':
          return client.fetchQuery(joinedSchoolsQuery({ page, pageSize, ...(offset ? { offset } : {}) }));
        case 'alliance':
          return client.fetchQuery(allianceSchoolsQuery({ page, pageSize }));
        case 'visited':
          return client.fetchQuery(visitedSchoolsQuery({ pageNumber: page, pageSize }));
        case 'public':
          return client.fetchQuery(
            publicSchoolsQuery({ pageNumber: page, pageSize, keyword: request.keyword ?? '', loggedIn }),
          );
      }
    },
    [client, loggedIn],
  );

  const run = useCallback(
    (request: PageRequest) => {
      const flight = `${request.key}:${request.generation}`;
      if (inFlight.current.has(flight)) return;
      inFlight.current.add(flight);
      dispatch({ type: 'start', request });
      fetchPage(request).then(
        (result) => {
          inFlight.current.delete(flight);
          dispatch({ type: 'loaded', request, records: result.records, total: result.total });
        },
        (error: unknown) => {
          inFlight.current.delete(flight);
          const current = stateRef.current.lists[request.key];
          // A failure of a request that a keyword change made obsolete is not the user's concern.
          if (current?.generation === request.generation) showToast(errorText(error, t));
          dispatch({ type: 'failed', request });
        },
      );
    },
    [fetchPage, t],
  );

  const pending = unstartedLists(state).join(',');
  useEffect(() => {
    if (!pending) return;
    for (const key of unstartedLists(stateRef.current)) {
      const request = nextRequest(stateRef.current, key);
      if (request) run(request);
    }
  }, [pending, run]);

  /** Scrolled near the end of `view` (or the view does not fill its box): load its next page, if any. */
  const loadMore = useCallback(
    (view: View, { retryFailed = true } = {}) => {
      const current = stateRef.current;
      const key = scrollTarget(current, view);
      if (!key || (!retryFailed && current.lists[key]?.error)) return;
      const request = nextRequest(current, key);
      if (request) run(request);
    },
    [run],
  );

  const search = useCallback((keyword: string) => dispatch({ type: 'keyword', keyword }), []);

  return { state, loadMore, search };
}
