/**
 * The admin console page's bootstrap (issue 13): `/iadmin/{id}/management/{section}` and
 * `/iadmin/{subSchoolId}/sub-college-management/{section}`. The page rules let only the school's (or its parent's)
 * administrators this far. Each section registers a loader that answers exactly what its GET API answers, so the
 * page paints with real data and the browser's query starts from it.
 */
import { CONSOLE_SECTIONS, type ConsoleSection } from '@portico/core';
import type { ConsolePage, RouteState } from '@portico/contracts';
import type { Kysely } from 'kysely';
import type { Viewer } from '../auth/viewer.ts';
import type { Database } from '../db/schema.ts';
import { loadAuditSection, loadWorkbench } from '../modules/console/page.ts';
import {
  loadAiSection,
  loadCustomerServiceSection,
  loadHotSearchSection,
  loadMembersSection,
  loadProfileSection,
  loadSubSchoolsSection,
} from '../modules/console-schools/page.ts';
import {
  loadAgreementsSection,
  loadBulletinsSection,
  loadFooterSection,
} from '../modules/console-content/page.ts';
import type { SchoolRow } from '../repositories/schools.ts';
import { loadCatalogueList } from '../modules/console-catalogue/store.ts';
import { readVersioned } from '../shared/config-versions.ts';
import { loadConsoleHeader } from '../modules/console-navigation/header.ts';
import { loadConsoleNavigation } from '../modules/console-navigation/service.ts';

interface ConsoleLoaderInput {
  db: Kysely<Database>;
  school: SchoolRow;
  query: URLSearchParams;
  viewer: Viewer;
}

type ConsoleLoader = (input: ConsoleLoaderInput) => Promise<unknown>;

/** One loader per section; a section without one paints from its API in the browser. */
const CONSOLE_LOADERS: Partial<Record<ConsoleSection, ConsoleLoader>> = {
  workbench: loadWorkbench,
  'audit-log': loadAuditSection,
  profile: loadProfileSection,
  members: loadMembersSection,
  'sub-schools': loadSubSchoolsSection,
  'hot-search': loadHotSearchSection,
  'customer-service': loadCustomerServiceSection,
  ai: loadAiSection,
  footer: loadFooterSection,
  bulletins: loadBulletinsSection,
  agreements: loadAgreementsSection,
  navigation: ({ db, school }) =>
    readVersioned(db, school.id, 'navigation', loadConsoleNavigation(db, school)),
  catalogue: ({ db, school }) => readVersioned(db, school.id, 'catalogue', loadCatalogueList(db, school)),
  header: ({ db, school }) => readVersioned(db, school.id, 'header', loadConsoleHeader(db, school.id)),
};

const isSection = (value: string | undefined): value is ConsoleSection =>
  CONSOLE_SECTIONS.some((section) => section === value);

export async function loadConsolePage(
  db: Kysely<Database>,
  route: RouteState,
  school: SchoolRow,
  query: URLSearchParams,
  viewer: Viewer | null,
): Promise<ConsolePage> {
  const section = isSection(route.params.section) ? route.params.section : 'workbench';
  const loader = viewer ? CONSOLE_LOADERS[section] : undefined;
  return {
    kind: 'console',
    section,
    schoolId: school.id,
    isSubSchool: route.id === 'sub-school-management',
    parentSchoolId: school.parent_id,
    data: loader && viewer ? await loader({ db, school, query, viewer }) : null,
  };
}
