/**
 * Spec §2 header visibility, design mode, module mapping and the active navigation index string.
 */

function pathOnly(pathname: string): string {
  return pathname.split(/[?#]/, 1)[0] ?? '';
}

function segments(pathname: string): string[] {
  return pathOnly(pathname)
    .split('/')
    .filter((s) => s !== '');
}

/**
 * Spec §2 "the header is hidden when the path contains /open, or is /helpCenter/helpPage.htm, or the query has
 * source=open, headershow=true or hideSxzHeader=true". "Contains /open" is taken literally (a substring test,
 * as the spec words it), so `/iexam/{id}/open/examInfo` hides the header.
 */
export function isHeaderHidden(pathname: string, query: URLSearchParams): boolean {
  const path = pathOnly(pathname);
  if (path.includes('/open')) return true;
  if (path.replace(/\/+$/, '') === '/helpCenter/helpPage.htm') return true;
  if (query.get('source') === 'open') return true;
  if (query.get('headershow') === 'true') return true;
  if (query.get('hideSxzHeader') === 'true') return true;
  return false;
}

/** Spec §2 "The first path segment design marks a design page". */
export function isDesignPath(pathname: string): boolean {
  return segments(pathname)[0] === 'design';
}

export type ShellModule = 'exam' | 'community' | 'documentLibrary' | 'article';

/**
 * Spec §2 "Second segment iexam maps to the exam module; discussDetail.htm to community; knowledgeDetail.htm to
 * documentLibrary when libName or libId is in the query, otherwise article". Segments are counted on
 * `pathname.split('/')` (the leading empty string is the first), so `/iexam/…` has iexam second; a context
 * prefix (`/x/iexam/…`) is tolerated. The page names may appear at any depth (`/community/discussDetail.htm`).
 */
export function moduleForPath(pathname: string, query: URLSearchParams): ShellModule | null {
  const segs = segments(pathname);
  if (segs[0] === 'iexam' || segs[1] === 'iexam') return 'exam';
  if (segs.includes('discussDetail.htm')) return 'community';
  if (segs.includes('knowledgeDetail.htm')) {
    const hasLib = (query.get('libName') ?? '') !== '' || (query.get('libId') ?? '') !== '';
    return hasLib ? 'documentLibrary' : 'article';
  }
  return null;
}

type IndexValue = string | number | null | undefined;

function present(v: IndexValue): v is string | number {
  return v !== null && v !== undefined && String(v).trim() !== '';
}

/**
 * Spec §2 / header behaviour "Active item is tracked by an index string like 0,1,2 from
 * activeIndex/subIndex/thirdIndex; preview or /design/ pages use -1". A missing activeIndex means the first item
 * (Home, '0'); subIndex is only used with an activeIndex, thirdIndex only with a subIndex.
 */
export function activeIndexString(input: {
  activeIndex?: IndexValue;
  subIndex?: IndexValue;
  thirdIndex?: IndexValue;
  preview?: boolean;
  design?: boolean;
}): string {
  if (input.preview || input.design) return '-1';
  if (!present(input.activeIndex)) return '0';
  const parts = [String(input.activeIndex).trim()];
  if (present(input.subIndex)) {
    parts.push(String(input.subIndex).trim());
    if (present(input.thirdIndex)) parts.push(String(input.thirdIndex).trim());
  }
  return parts.join(',');
}

/**
 * Spec §6 "O3 schools use a designed header only if useDesignedHeader is '1'": an O3 school without the flag gets
 * the default header even when header settings exist; every other school uses its settings when it has them.
 */
export function usesDesignedHeader(school: { kind: string; useDesignedHeader: string } | null): boolean {
  return !school || school.kind !== 'o3' || school.useDesignedHeader === '1';
}
