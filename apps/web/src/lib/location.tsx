import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useState,
  type AnchorHTMLAttributes,
  type MouseEvent,
  type ReactNode,
} from 'react';

/**
 * The page's URL for components (issue 28 §3). The portal has no client-side routing — every route is a document
 * load and the server matched it (app/routes/index.tsx) — so a router library's 12 kB (brotli) bought only
 * `useLocation` and a query-string setter. This is that, over the History API: the two in-page views that keep their
 * state in the query (the creation center's open course, the article editor's article) push it, Back pops it.
 */
export interface PageLocation {
  pathname: string;
  search: string;
  hash: string;
}

interface LocationState {
  location: PageLocation;
  go: (url: string, replace: boolean) => void;
}

const LocationContext = createContext<LocationState | null>(null);

function parse(url: string): PageLocation {
  const parsed = new URL(url, 'http://portal.invalid');
  return { pathname: parsed.pathname, search: parsed.search, hash: parsed.hash };
}

function current(): PageLocation {
  const { pathname, search, hash } = window.location;
  return { pathname, search, hash };
}

/** `url`: the server's request URL (or a test's); in the browser, omitted: window.location, kept in step. */
export function LocationProvider({ url, children }: { url?: string; children: ReactNode }) {
  const [location, setLocation] = useState<PageLocation>(() => (url !== undefined ? parse(url) : current()));
  useEffect(() => {
    if (url !== undefined) return;
    const onPop = () => setLocation(current());
    window.addEventListener('popstate', onPop);
    return () => window.removeEventListener('popstate', onPop);
  }, [url]);
  const go = useCallback((next: string, replace: boolean) => {
    if (typeof window !== 'undefined' && window.history) {
      if (replace) window.history.replaceState(null, '', next);
      else window.history.pushState(null, '', next);
    }
    setLocation(parse(next));
  }, []);
  const value = useMemo(() => ({ location, go }), [location, go]);
  return <LocationContext.Provider value={value}>{children}</LocationContext.Provider>;
}

function useLocationState(): LocationState {
  const value = useContext(LocationContext);
  if (!value) throw new Error('useLocation must be used inside <LocationProvider>');
  return value;
}

export function useLocation(): PageLocation {
  return useLocationState().location;
}

type ParamsUpdate = URLSearchParams | ((current: URLSearchParams) => URLSearchParams);

/** The query and a setter that pushes a history entry (or replaces the current one). */
export function useSearchParams(): [
  URLSearchParams,
  (update: ParamsUpdate, options?: { replace?: boolean }) => void,
] {
  const { location, go } = useLocationState();
  const params = useMemo(() => new URLSearchParams(location.search), [location.search]);
  const set = useCallback(
    (update: ParamsUpdate, options?: { replace?: boolean }) => {
      const next = typeof update === 'function' ? update(new URLSearchParams(location.search)) : update;
      const query = next.toString();
      go(`${location.pathname}${query ? `?${query}` : ''}${location.hash}`, options?.replace ?? false);
    },
    [location, go],
  );
  return [params, set];
}

/** Moves to another URL of the same page without a document load (a history entry, or a replacement). */
export function useNavigate(): (url: string, options?: { replace?: boolean }) => void {
  const { go } = useLocationState();
  return useCallback(
    (url: string, options?: { replace?: boolean }) => go(url, options?.replace ?? false),
    [go],
  );
}

/**
 * A link between views of the same page (the query decides the view): a plain click stays in the page, a modified
 * or middle click, a reload or a shared link opens the same URL as a document.
 */
export function Link({ to, onClick, ...rest }: AnchorHTMLAttributes<HTMLAnchorElement> & { to: string }) {
  const navigate = useNavigate();
  const click = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (event.defaultPrevented || event.button !== 0) return;
    if (event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) return;
    event.preventDefault();
    navigate(to);
  };
  return <a {...rest} href={to} onClick={click} />;
}
