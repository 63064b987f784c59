/**
 * Page-level rules of contracts.md §5, applied before any HTML, as each page declares them in the one table of
 * web/page-access.ts: pages for users and closed schools send visitors to login, non-members of a closed school
 * to the privilege page, non-admins (and a query tenant that contradicts the path) to /insufficient-permissions,
 * and logged-in users away from the login page. Targets come from core's link builders, so they carry sxz-lang.
 */
import {
  TENANT_QUERY_KEYS,
  insufficientPermissionsLink,
  isSafeRedirectPath,
  loginLink,
  o3LoginLink,
  loginSelectLink,
  privilegePageLink,
  type LanguageCode,
} from '@portico/core';
import type { RouteState } from '@portico/contracts';
import { schoolContentAccess } from '../auth/school-access.ts';
import { isAdminOf, isCreatorOf, isLecturerOf, type Viewer } from '../auth/viewer.ts';
import type { SchoolRow } from '../repositories/schools.ts';
import { PAGE_ACCESS, type PageAccess } from './page-access.ts';

export interface PageRuleInput {
  /** Path and query as requested (the login redirect target). */
  url: string;
  query: URLSearchParams;
  lang: LanguageCode;
  route: RouteState;
  school: SchoolRow | null;
  viewer: Viewer | null;
}

/** A school named in the query that is not the school of the path (spec §8 "tenant mismatch"). */
function tenantMismatch({ route, query }: PageRuleInput): boolean {
  const pathId = route.params.schoolId ?? route.params.subSchoolId;
  if (!pathId) return false;
  return TENANT_QUERY_KEYS.some((key) => {
    const value = query.get(key);
    return value !== null && value !== '' && value !== pathId;
  });
}

/** `admin` and `console` pages: may this viewer open this page of this school? */
function managerMayOpen(declared: PageAccess, input: PageRuleInput, schoolId: string): boolean {
  if (isAdminOf(input.viewer, schoolId)) return true;
  if (declared.who !== 'console') return false;
  const section = input.route.params.section;
  return (
    section !== undefined &&
    !!declared.lecturerSections?.includes(section) &&
    isLecturerOf(input.viewer, schoolId)
  );
}

/** Where to send the request instead of rendering it, or null to render. */
export function pageRedirect(input: PageRuleInput): string | null {
  const { route, school, viewer, lang } = input;
  // Issue 14: an O3 school signs in through its provider (spec §7 "O3 login redirect").
  const login = () =>
    school?.kind === 'o3'
      ? o3LoginLink({ schoolId: school.id, lang, currentUrl: input.url })
      : loginLink({ redirect: input.url, lang });
  const declared = PAGE_ACCESS[route.id];
  if (!viewer && declared.who !== 'anyone' && declared.who !== 'visitor') return login();
  if (tenantMismatch(input)) return insufficientPermissionsLink({ lang });
  if (school && declared.school === 'content') {
    const access = schoolContentAccess(school, viewer);
    if (access === 'login') return login();
    if (access === 'privilege') return privilegePageLink({ tenantId: school.id, lang });
  }
  if (
    school &&
    (declared.who === 'admin' || declared.who === 'console') &&
    !managerMayOpen(declared, input, school.id)
  ) {
    return insufficientPermissionsLink({ lang });
  }
  if (school && declared.who === 'creator' && !isCreatorOf(viewer, school.id)) {
    return insufficientPermissionsLink({ lang });
  }
  if (school && declared.who === 'lecturer' && !isLecturerOf(viewer, school.id)) {
    return insufficientPermissionsLink({ lang });
  }
  if (declared.who === 'visitor' && viewer) {
    const target = input.query.get('redirect');
    return isSafeRedirectPath(target) ? target : loginSelectLink({ lang });
  }
  return null;
}
