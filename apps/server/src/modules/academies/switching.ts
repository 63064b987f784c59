/**
 * `ShellBootstrap.switching` (contracts §7, spec §6): who may switch schools, and the language and site lists of
 * the switchers, computed once per page render from one config read and one union-membership check.
 */
import { canSwitchSchool } from '@portico/core';
import type { SwitchingState } from '@portico/contracts';
import type { Kysely } from 'kysely';
import type { Viewer } from '../../auth/viewer.ts';
import { preparedQuery } from '../../db/prepared.ts';
import { PLATFORM_SCHOOL_ID, type Database } from '../../db/schema.ts';
import { ACTIVE } from '../members/queries.ts';
import type { SchoolRow } from '../schools/queries.ts';
import {
  PLATFORM_CONFIG,
  configOwners,
  parseLanguages,
  parseSites,
  readConfig,
  splitList,
} from './config.ts';

const ALLIANCE_SWITCH_ON = '1';

/**
 * The user is a member of a school that shares an alliance with the school (or with its parent): the school
 * itself counts, so a member of an allied school is a "union member" wherever the union reaches.
 */
export async function isUnionMember(
  db: Kysely<Database>,
  userId: string,
  school: Pick<SchoolRow, 'id' | 'parent_id'>,
): Promise<boolean> {
  // The school and its parent (the school twice when it has none: the same set, one compiled query).
  const [own, parent = own] = configOwners(school);
  return (await unionMembership.takeFirst(db, own ?? school.id, parent ?? school.id, userId)) !== undefined;
}

/** Asked on every signed-in page of a school (the switcher): compiled once (db/prepared.ts). */
const unionMembership = preparedQuery(3, (db, own: string, parent: string, userId: string) =>
  db
    .selectFrom('alliance_schools as target')
    .innerJoin('alliance_schools as allied', 'allied.alliance_id', 'target.alliance_id')
    .innerJoin('memberships', 'memberships.school_id', 'allied.school_id')
    .select('memberships.school_id')
    .where('target.school_id', 'in', [own, parent])
    .where('memberships.user_id', '=', userId)
    .where('memberships.status', '=', ACTIVE)
    .limit(1),
);

const SCHOOL_TYPES = ['schoolLanguage', 'SchoolAllianceSwitch'];
const PLATFORM_TYPES = Object.values(PLATFORM_CONFIG);

/** Spec §8: config and member-check failures fall back to empty defaults (languages: zh_CN and en_US). */
export async function loadSwitchingState(
  db: Kysely<Database>,
  input: { school: SchoolRow | null; viewer: Viewer | null; overseas: boolean },
): Promise<SwitchingState> {
  const { school, viewer, overseas } = input;
  const owners = school ? configOwners(school) : [];
  const [schoolValues, platformValues, unionMember] = await Promise.all([
    readConfig(db, owners, SCHOOL_TYPES).catch(() => new Map<string, string>()),
    readConfig(db, [PLATFORM_SCHOOL_ID], PLATFORM_TYPES).catch(() => new Map<string, string>()),
    school && viewer ? isUnionMember(db, viewer.userId, school).catch(() => false) : false,
  ]);
  const allianceSwitchOn = schoolValues.get('SchoolAllianceSwitch') === ALLIANCE_SWITCH_ON;
  const notifySchools = splitList(platformValues.get(PLATFORM_CONFIG.notifySchools));
  return {
    allowed: canSwitchSchool({
      version: school?.version ?? '0',
      overseas,
      loggedIn: viewer !== null,
      allianceSwitchOn,
      unionMember,
    }),
    allianceSwitchOn,
    unionMember,
    languages: parseLanguages(schoolValues.get('schoolLanguage')),
    sites: parseSites(platformValues.get(PLATFORM_CONFIG.sites)),
    notifySchool: owners.some((id) => notifySchools.includes(id)),
  };
}
