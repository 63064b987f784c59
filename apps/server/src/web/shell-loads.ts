/**
 * The shell's reads as the page bootstrap and the open JSON routes make them, through the shell cache
 * (shared/shell-cache.ts, issue 17 §1). Each key names the school and its parent (a sub-school inherits its
 * parent's config, so a change of either drops it) and everything else that varies the answer — the language
 * always, for the readers that answer per language. The readers themselves stay unaware of the cache.
 */
import { LIMITS, canSwitchSchool, type LanguageCode } from '@portico/core';
import type { SwitchingState } from '@portico/contracts';
import type { Kysely } from 'kysely';
import type { Viewer } from '../auth/viewer.ts';
import { PLATFORM_SCHOOL_ID, type Database } from '../db/schema.ts';
import { configOwners, readConfig } from '../modules/academies/config.ts';
import { isUnionMember, loadSwitchingState } from '../modules/academies/switching.ts';
import { readAiConfig } from '../modules/ai/config.ts';
import { internalSegments } from '../modules/certification/segments.ts';
import { latestCourses } from '../modules/courses/queries.ts';
import { hotSearches } from '../modules/search/queries.ts';
import { localizeCourses } from '../repositories/catalog-texts.ts';
import { findSchoolById, type SchoolRow } from '../repositories/schools.ts';
import { ShellCache } from '../shared/shell-cache.ts';

/** Hot searches change with every search: short-lived, whatever the console does. */
const HOT_SEARCH_TTL_MS = 5_000;
/** A bulletin's active window opens and closes with time, not with a write (bootstrap's bulletin read). */
export const BULLETIN_TTL_MS = 10_000;
/** Courses are not shell data (no shell change names them): the portal's latest courses live briefly. */
const LATEST_COURSES_TTL_MS = 5_000;

/** Callers without a cache (tests building a bootstrap directly) load every time. */
export const NO_SHELL_CACHE = new ShellCache({ maxEntries: 0 });

const schoolsOf = (school: Pick<SchoolRow, 'id' | 'parent_id'>) => [school.id, school.parent_id];

export function shellLoads(cache: ShellCache, db: Kysely<Database>) {
  /** `undefined` answers are kept too (no bulletin is an answer), boxed because the cache skips undefined. */
  const boxed = async <T>(load: () => Promise<T>) => ({ value: await load() });

  return {
    /** Unknown ids are not kept (they would only crowd out real schools). */
    school: (id: string) =>
      cache.get({ area: 'school', schools: [id] }, () => findSchoolById(db, id), {
        dependsOn: (row) => [row?.parent_id],
      }),
    /**
     * Any per-school shell read, wrapped where it is called (navigation, header, footer, bulletin…): `vary` holds
     * everything the answer depends on besides the school — the language at least. `null` answers are kept.
     */
    perSchool: async <T>(
      area: string,
      school: Pick<SchoolRow, 'id' | 'parent_id'>,
      vary: readonly (string | number | boolean | null)[],
      load: () => Promise<T>,
      options: { ttlMs?: number } = {},
    ): Promise<T> =>
      (await cache.get({ area, schools: schoolsOf(school), vary }, () => boxed(load), options)).value,
    hotSearches: (schoolId: string) =>
      cache.get(
        { area: 'hot-search', schools: [schoolId] },
        () => hotSearches(db, schoolId, LIMITS.HOT_SEARCHES),
        { ttlMs: HOT_SEARCH_TTL_MS },
      ),
    latestCourses: (schoolId: string, limit: number, lang: LanguageCode) =>
      cache.get(
        { area: 'latest-courses', schools: [schoolId], vary: [limit, lang] },
        async () => localizeCourses(db, await latestCourses(db, [schoolId], limit), lang),
        { ttlMs: LATEST_COURSES_TTL_MS },
      ),
    internalSegments: (school: SchoolRow) =>
      cache.get({ area: 'segments', schools: schoolsOf(school) }, () => internalSegments(db, school)),
    aiConfig: (school: SchoolRow) =>
      cache.get({ area: 'ai', schools: schoolsOf(school) }, () => readAiConfig(db, school)),
    /** `queryConfig`: a school's config values of the named types (sorted, so one entry per set). */
    schoolConfig: (school: SchoolRow, types: readonly string[]) =>
      cache.get({ area: 'config', schools: schoolsOf(school), vary: [...types].sort() }, async () =>
        Object.fromEntries(await readConfig(db, configOwners(school), types)),
      ),
    platformConfig: (types: readonly string[]) =>
      cache.get(
        { area: 'platform-config', schools: [PLATFORM_SCHOOL_ID], vary: [...types].sort() },
        async () => Object.fromEntries(await readConfig(db, [PLATFORM_SCHOOL_ID], types)),
      ),
    /**
     * Contracts §7's switching state: languages, sites and switches are the school's and the platform's (cached);
     * union membership is the viewer's own, added per request.
     */
    switching: async (
      school: SchoolRow | null,
      viewer: Viewer | null,
      overseas: boolean,
    ): Promise<SwitchingState> => {
      const shared = await cache.get(
        {
          area: 'switching',
          schools: school ? [...schoolsOf(school), PLATFORM_SCHOOL_ID] : [PLATFORM_SCHOOL_ID],
          vary: [overseas],
        },
        () => loadSwitchingState(db, { school, viewer: null, overseas }),
      );
      if (!school || !viewer) return shared;
      const unionMember = await isUnionMember(db, viewer.userId, school).catch(() => false);
      const allowed = canSwitchSchool({
        version: school.version ?? '0',
        overseas,
        loggedIn: true,
        allianceSwitchOn: shared.allianceSwitchOn,
        unionMember,
      });
      return { ...shared, unionMember, allowed };
    },
  };
}

export type ShellLoads = ReturnType<typeof shellLoads>;
