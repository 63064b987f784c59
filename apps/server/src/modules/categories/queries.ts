import type { Kysely, Selectable } from 'kysely';
import type { CategoriesTable, Database } from '../../db/schema.ts';

export type CategoryRow = Selectable<CategoriesTable>;

/** Every category of a school for one source, in display order (a school has at most a few hundred). */
export function listCategories(
  db: Kysely<Database>,
  schoolId: string,
  source: number,
): Promise<CategoryRow[]> {
  return db
    .selectFrom('categories')
    .selectAll()
    .where('school_id', '=', schoolId)
    .where('source', '=', source)
    .orderBy('sort')
    .orderBy('id')
    .execute();
}
