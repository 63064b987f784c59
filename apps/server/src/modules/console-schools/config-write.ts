/** Writes of `config_entries` for the console (inside the write's transaction): set, or remove with null. */
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

export async function setConfig(
  trx: Kysely<Database>,
  schoolId: string,
  type: string,
  value: string | null,
): Promise<void> {
  if (value === null) {
    await trx
      .deleteFrom('config_entries')
      .where('school_id', '=', schoolId)
      .where('config_type', '=', type)
      .execute();
    return;
  }
  await trx
    .insertInto('config_entries')
    .values({ school_id: schoolId, config_type: type, config_value: value })
    .onConflict((oc) => oc.columns(['school_id', 'config_type']).doUpdateSet({ config_value: value }))
    .execute();
}

/** Trimmed text, or null when blank. */
export const blankToNull = (value: string | null | undefined): string | null => {
  const text = value?.trim() ?? '';
  return text === '' ? null : text;
};
