/**
 * The creation center page `/iadmin/{schoolId}/create-center/` (issue 25). Who may open it: the page table says
 * creators of the school (web/page-access.ts); beyond that, spec §5's entry rule (not the tech tenant; a
 * creation-list school or a non-overseas domain; not the O3 school) sends everyone to the insufficient-permissions
 * page where the entry is not shown. The O3 variant (`…/o3knowledge/`) is the O3 school's own, so the "not the O3
 * school" part does not apply to it. Its first paint: the viewer's courses with their state, and for admins the
 * review queue.
 */
import { insufficientPermissionsLink, type LanguageCode } from '@portico/core';
import type { CreationCenterPage, RouteState } from '@portico/contracts';
import type { Kysely } from 'kysely';
import { isAdminOf, type Viewer } from '../auth/viewer.ts';
import type { Database } from '../db/schema.ts';
import type { SchoolRow } from '../repositories/schools.ts';
import { sectionLanguages } from '../modules/console-content/languages.ts';
import { reviewOnFor } from '../modules/authoring/policy.ts';
import { presentCourseEntries } from '../modules/authoring/presenter.ts';
import { myCourses, reviewQueue } from '../modules/authoring/queries.ts';
import { creationEntryOpen } from './user-panel.ts';

export async function creationEntryRedirect(
  db: Kysely<Database>,
  page: {
    route: RouteState;
    school: SchoolRow | null;
    overseas: boolean;
    lang: LanguageCode;
    pathname: string;
  },
): Promise<string | null> {
  if (page.route.id !== 'creation-center' || !page.school) return null;
  const o3Variant = page.pathname.replace(/\/+$/, '').endsWith('/o3knowledge');
  const school = page.school;
  if (o3Variant ? school.kind === 'o3' : await creationEntryOpen(db, school, page.overseas)) return null;
  return insufficientPermissionsLink({ lang: page.lang });
}

export async function loadCreationCenterPage(
  db: Kysely<Database>,
  school: SchoolRow,
  viewer: Viewer | null,
): Promise<CreationCenterPage> {
  const empty = { items: [], reviewOn: false, canReview: false };
  if (!viewer) return { kind: 'creation-center', schoolId: school.id, courses: empty, reviewQueue: [] };
  const admin = isAdminOf(viewer, school.id);
  const [mine, waiting, reviewOn, { defaultLang }] = await Promise.all([
    myCourses(db, school.id, viewer.userId),
    admin ? reviewQueue(db, school.id) : [],
    reviewOnFor(db, school),
    sectionLanguages(db, school),
  ]);
  const actor = { admin, reviewOn };
  const [items, queue] = await Promise.all([
    presentCourseEntries(db, mine, { actor, defaultLang }),
    presentCourseEntries(db, waiting, { actor, defaultLang }),
  ]);
  return {
    kind: 'creation-center',
    schoolId: school.id,
    courses: { items, reviewOn, canReview: admin },
    reviewQueue: queue,
  };
}
