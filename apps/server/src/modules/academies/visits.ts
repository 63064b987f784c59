/**
 * Side effects of the switching capability: visits (contracts §7 "a logged-in viewer's page render of an open
 * school records the visit") and the cookie-tip choice.
 */
import type { Kysely } from 'kysely';
import type { Viewer } from '../../auth/viewer.ts';
import { newId } from '../../db/ids.ts';
import type { Database } from '../../db/schema.ts';
import type { SchoolRow } from '../schools/queries.ts';
import { OPEN } from './queries.ts';

/** Portal pages count as visiting the school they name. */
export const VISIT_ROUTES: ReadonlySet<string> = new Set([
  'portal-home',
  'portal-search',
  'portal-more',
  'portal-sub-school',
]);

/** One row per (user, school): a new visit only moves `visited_at` (same upsert on both engines). */
export async function recordVisit(
  db: Kysely<Database>,
  input: { viewer: Viewer | null; school: SchoolRow | null; routeId: string },
): Promise<void> {
  const { viewer, school, routeId } = input;
  if (!viewer || !school || school.open_school !== OPEN || !VISIT_ROUTES.has(routeId)) return;
  await db
    .insertInto('visited_schools')
    .values({ user_id: viewer.userId, school_id: school.id, visited_at: new Date().toISOString() })
    .onConflict((conflict) =>
      conflict
        .columns(['user_id', 'school_id'])
        .doUpdateSet({ visited_at: (eb) => eb.ref('excluded.visited_at') }),
    )
    .execute();
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
