/**
 * First paint of the console sections about the school itself (web/console-page.ts): each loader answers exactly
 * what its section's GET API answers (`{ version, data }`). Parent-only sections paint nothing on a sub-school.
 */
import { CONSOLE_SCHOOL_LIMITS } from '@portico/core';
import type { MembersFilter } from '@portico/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { SchoolRow } from '../../repositories/schools.ts';
import { readVersioned } from '../../shared/config-versions.ts';
import { listMembers } from './members.ts';
import { loadProfile } from './profile.ts';
import { loadAiSettings, loadCustomerServiceSettings, loadPins } from './settings.ts';
import { listSubSchools } from './sub-schools.ts';

interface Input {
  db: Kysely<Database>;
  school: SchoolRow;
  query: URLSearchParams;
}

/** The members list's URL filters, leniently (a malformed value is no filter). */
function membersFilterFromQuery(query: URLSearchParams): MembersFilter {
  const filter: MembersFilter = {};
  const page = Number(query.get('page'));
  if (Number.isInteger(page) && page >= 1 && page <= 10_000) filter.page = page;
  const q = query.get('q')?.trim();
  if (q) filter.q = Array.from(q).slice(0, CONSOLE_SCHOOL_LIMITS.MEMBER_SEARCH_MAX).join('');
  return filter;
}

export const loadProfileSection = ({ db, school }: Input) =>
  readVersioned(db, school.id, 'profile', loadProfile(db, school));

export const loadMembersSection = ({ db, school, query }: Input) =>
  readVersioned(db, school.id, 'members', listMembers(db, school.id, membersFilterFromQuery(query)));

const firstLevel =
  <T>(load: (input: Input) => Promise<T>) =>
  (input: Input): Promise<T | null> =>
    input.school.parent_id === null ? load(input) : Promise.resolve(null);

export const loadSubSchoolsSection = firstLevel(({ db, school }) =>
  readVersioned(db, school.id, 'sub-schools', listSubSchools(db, school.id)),
);
export const loadHotSearchSection = firstLevel(({ db, school }) =>
  readVersioned(db, school.id, 'hot-search', loadPins(db, school.id)),
);
export const loadCustomerServiceSection = firstLevel(({ db, school }) =>
  readVersioned(db, school.id, 'customer-service', loadCustomerServiceSettings(db, school.id)),
);
export const loadAiSection = firstLevel(({ db, school }) =>
  readVersioned(db, school.id, 'ai', loadAiSettings(db, school.id)),
);
