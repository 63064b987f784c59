/** Shared fixtures of the route tests. */
export const S = '1000000000000000001';
export const SUB = '1000000000000000011';
export const lang = 'en_US' as const;

/** Path and query of a built link, parsed back. */
export function parse(href: string): { path: string; query: URLSearchParams; keys: string[] } {
  const url = new URL(href, 'http://portico.test');
  return { path: url.pathname, query: url.searchParams, keys: [...url.searchParams.keys()] };
}
