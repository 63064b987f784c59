/**
 * Sub-schools of a first-level school (issue 13 §1), managed by the parent's admins only.
 *
 * "Close" means archive (migration 0012 `closed_at`): the sub-school disappears from every academy list, the
 * switcher and the parents' childrenPage, and its pages and APIs are open to nobody but administrators (its own or
 * the parent's) — members included, who get the privilege page. Its rows stay (courses, members, audit), and
 * reopening restores everything. The separate open/closed flag (`openSchool`) keeps the spec's meaning: closed to
 * non-members.
 */
import { CONSOLE_SCHOOL_LIMITS as L } from '@portico/core';
import type { SubSchoolInput, SubSchoolRow, SubSchoolUpdate } from '@portico/contracts';
import type { Kysely } from 'kysely';
import { newId } from '../../db/ids.ts';
import type { Database } from '../../db/schema.ts';
import { ACTIVE } from '../../repositories/roles.ts';
import type { SchoolRow } from '../../repositories/schools.ts';
import { fail } from '../../shared/http-error.ts';
import { nameProblem } from '../../shared/names.ts';
import { newSchoolRow } from '../schools/new-school.ts';
import { blankToNull } from './config-write.ts';

export async function listSubSchools(db: Kysely<Database>, parentId: string): Promise<SubSchoolRow[]> {
  const rows = await db
    .selectFrom('schools')
    .select(['id', 'name', 'name_en', 'description', 'open_school', 'closed_at'])
    .select((eb) =>
      eb
        .selectFrom('memberships')
        .select((m) => m.fn.countAll<number | string>().as('n'))
        .whereRef('memberships.school_id', '=', 'schools.id')
        .where('memberships.status', '=', ACTIVE)
        .as('members'),
    )
    .where('parent_id', '=', parentId)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    nameEn: row.name_en,
    description: row.description,
    openSchool: row.open_school === '0' ? '0' : '1',
    closed: row.closed_at !== null,
    members: Number(row.members ?? 0),
  }));
}

function validated(input: SubSchoolInput) {
  const nameError = nameProblem('school', 'Sub-school name', input.name, L.SCHOOL_NAME);
  if (nameError) throw nameError;
  const nameEn = blankToNull(input.nameEn);
  if (nameEn) {
    const enError = nameProblem('school', 'English name', nameEn, L.SCHOOL_NAME_EN);
    if (enError) throw enError;
  }
  return { name: input.name.trim(), name_en: nameEn, description: blankToNull(input.description) };
}

export async function createSubSchool(
  trx: Kysely<Database>,
  parent: SchoolRow,
  input: SubSchoolInput,
): Promise<SubSchoolRow> {
  const fields = validated(input);
  const existing = await listSubSchools(trx, parent.id);
  if (existing.length >= L.SUB_SCHOOLS_MAX) {
    throw fail('VALIDATION_FAILED', `At most ${L.SUB_SCHOOLS_MAX} sub-schools`, { max: L.SUB_SCHOOLS_MAX });
  }
  // A 19-digit id (spec §5 "Sub-school id must be 19 characters"); the parent's admins administer it.
  const id = newId();
  await trx
    .insertInto('schools')
    .values(
      newSchoolRow({
        id,
        created_at: new Date().toISOString(),
        parent_id: parent.id,
        ...fields,
        open_school: input.openSchool,
        template_name: parent.template_name,
        kind: parent.kind,
        default_lang: parent.default_lang,
      }),
    )
    .execute();
  return { id, ...input, ...fields, nameEn: fields.name_en, closed: false, members: 0 };
}

export async function updateSubSchool(
  trx: Kysely<Database>,
  parent: SchoolRow,
  subId: string,
  input: SubSchoolUpdate,
): Promise<{ before: SubSchoolRow; after: SubSchoolRow }> {
  const before = (await listSubSchools(trx, parent.id)).find((row) => row.id === subId);
  if (!before) throw fail('SCHOOL_NOT_FOUND', 'No such sub-school');
  const fields = validated(input);
  const closedAt = input.closed ? (before.closed ? undefined : new Date().toISOString()) : null;
  await trx
    .updateTable('schools')
    .set({
      ...fields,
      open_school: input.openSchool,
      ...(closedAt === undefined ? {} : { closed_at: closedAt }),
    })
    .where('id', '=', subId)
    .where('parent_id', '=', parent.id)
    .execute();
  return {
    before,
    after: {
      ...before,
      name: fields.name,
      nameEn: fields.name_en,
      description: fields.description,
      openSchool: input.openSchool,
      closed: input.closed,
    },
  };
}
