/** Names of the people authoring shows (authors, editors, reviewers, lecturers), as the console lists members. */
import type { AuthoringPerson } from '@portico/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

export const displayName = (row: {
  nick_name: string | null;
  real_name: string | null;
  mobile: string | null;
  email: string;
}) => row.nick_name?.trim() || row.real_name?.trim() || row.mobile?.trim() || row.email?.trim() || '--';

/** userId → display name, for the ids given (unknown ids are simply absent). */
export async function peopleNames(
  db: Kysely<Database>,
  ids: ReadonlyArray<string | null>,
): Promise<Map<string, string>> {
  const wanted = [...new Set(ids.filter((id): id is string => !!id))];
  if (wanted.length === 0) return new Map();
  const rows = await db
    .selectFrom('users')
    .select(['id', 'nick_name', 'real_name', 'mobile', 'email'])
    .where('id', 'in', wanted)
    .execute();
  return new Map(rows.map((row) => [row.id, displayName(row)]));
}

export const personOf = (names: ReadonlyMap<string, string>, id: string | null): AuthoringPerson | null =>
  id && names.has(id) ? { userId: id, name: names.get(id)! } : null;
