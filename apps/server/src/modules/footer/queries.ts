import type { Kysely, Selectable } from 'kysely';
import type { Database, FooterTemplatesTable } from '../../db/schema.ts';

export type FooterRow = Selectable<FooterTemplatesTable>;

export function listFooterTemplates(db: Kysely<Database>, schoolId: string): Promise<FooterRow[]> {
  return db
    .selectFrom('footer_templates')
    .selectAll()
    .where('school_id', '=', schoolId)
    .orderBy('type')
    .execute();
}
