/**
 * Side effects of the switching capability: visits (contracts §7 "a logged-in viewer's page render of an open
 * school records the visit") and the cookie-tip choice.
 */
import type { Kysely } from 'kysely';
import type { Viewer } from '../../auth/viewer.ts';
import { newId } from '../../db/ids.ts';
import { preparedQuery } from '../../db/prepared.ts';
import type { Database } from '../../db/schema.ts';
import type { SchoolRow } from '../schools/queries.ts';
import { OPEN } from './queries.ts';

/** Portal pages count as visiting the school they name. */
const VISIT_ROUTES: ReadonlySet<string> = new Set([
  'portal-home',
  'portal-search',
  'portal-more',
  'portal-sub-school',
]);

/** How long a visit to the school already at the top of the user's list is not written again. */
const VISIT_REFRESH_MS = 60_000;

/** Sent on every signed-in portal page: compiled once (db/prepared.ts). */
const visitUpsert = preparedQuery(
  4,
  (db, userId: string, schoolId: string, at: string, refreshBefore: string) =>
    db
      .insertInto('visited_schools')
      .values({ user_id: userId, school_id: schoolId, visited_at: at })
      .onConflict((conflict) =>
        conflict
          .columns(['user_id', 'school_id'])
          .doUpdateSet({ visited_at: (eb) => eb.ref('excluded.visited_at') })
          .where((eb) =>
            eb.or([
              eb('visited_schools.visited_at', '<', refreshBefore),
              eb.exists(
                eb
                  .selectFrom('visited_schools as later')
                  .select(eb.lit(1).as('one'))
                  .whereRef('later.user_id', '=', 'visited_schools.user_id')
                  .whereRef('later.visited_at', '>', 'visited_schools.visited_at'),
              ),
            ]),
          ),
      ),
);

/**
 * One row per (user, school): a new visit only moves `visited_at` (same upsert on both engines). Reloading the
 * school that already tops the user's list within a minute changes nothing — the list's order stays the same —
 * so the upsert's update is skipped and the page render pays no write (a synchronous commit was a visible cost of
 * every signed-in page, issue 17).
 */
export async function recordVisit(
  db: Kysely<Database>,
  input: { viewer: Viewer | null; school: SchoolRow | null; routeId: string },
): Promise<void> {
  const { viewer, school, routeId } = input;
  if (!viewer || !school || school.open_school !== OPEN || !VISIT_ROUTES.has(routeId)) return;
  const now = Date.now();
  await visitUpsert.run(
    db,
    viewer.userId,
    school.id,
    new Date(now).toISOString(),
    new Date(now - VISIT_REFRESH_MS).toISOString(),
  );
}

export async function recordCookieChoice(
  db: Kysely<Database>,
  input: { operation: '0' | '1'; userId: string | null; schoolId: string | null },
): Promise<void> {
  await db
    .insertInto('cookie_consents')
    .values({
      id: newId(),
      user_id: input.userId,
      school_id: input.schoolId,
      operation: input.operation,
      created_at: new Date().toISOString(),
    })
    .execute();
}
