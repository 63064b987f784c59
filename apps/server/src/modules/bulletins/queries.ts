import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

const ACTIVE = 1;

/** The newest active bulletin whose window contains `now` (ISO strings of one width compare as instants). */
export function findActiveBulletin(db: Kysely<Database>, schoolId: string, now: Date) {
  const instant = now.toISOString();
  return db
    .selectFrom('bulletins')
    .selectAll()
    .where('school_id', '=', schoolId)
    .where('status', '=', ACTIVE)
    .where('start_time', '<=', instant)
    .where('end_time', '>=', instant)
    .orderBy('start_time', 'desc')
    .orderBy('id', 'desc')
    .executeTakeFirst();
}

export type BulletinRow = NonNullable<Awaited<ReturnType<typeof findActiveBulletin>>>;
