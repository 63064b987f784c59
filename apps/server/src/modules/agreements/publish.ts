/**
 * Publishing a new version of a school's convention agreement (issue 11 §1, issue 13): the version becomes the
 * latest published one, and every member of the school is told that a new version must be signed (the agreement
 * dialog asks on their next page, with the "updated" title and what changed since the version they signed).
 * `publishAgreement` inserts a new version directly; the console publishes its draft with `publishDraft`.
 */
import { portalHomeLink } from '@portico/core';
import type { Kysely } from 'kysely';
import { newId } from '../../db/ids.ts';
import type { Database } from '../../db/schema.ts';
import { findSchoolById, type SchoolRow } from '../../repositories/schools.ts';
import { schoolMemberIds } from '../messages/audience.ts';
import { messageLink, notifyUsers } from '../messages/notify.ts';
import { latestAgreement } from './queries.ts';

/** The version number the next published agreement gets. */
async function nextVersion(db: Kysely<Database>, schoolId: string): Promise<number> {
  return ((await latestAgreement(db, schoolId))?.version ?? 0) + 1;
}

/** Tells every member of the school (a message in their center) that `version` must be signed. */
async function notifyMembers(db: Kysely<Database>, school: SchoolRow, title: string, version: number) {
  const link = messageLink(portalHomeLink({ schoolId: school.id, lang: 'zh_CN' }));
  const members = await schoolMemberIds(db, school);
  await notifyUsers(
    db,
    members.map((userId) => ({
      schoolId: school.id,
      userId,
      kind: 'agreement-updated',
      title: `New school convention: ${title}`,
      content: `${school.name_en ?? school.name} published version ${version} of its convention. Please read and sign it.`,
      link,
      params: { school: school.name, schoolEn: school.name_en ?? school.name, version: String(version) },
    })),
  );
}

export async function publishAgreement(
  db: Kysely<Database>,
  input: { schoolId: string; title: string; body: string },
): Promise<{ id: string; version: number }> {
  const school = await findSchoolById(db, input.schoolId);
  if (!school) throw new Error(`publishAgreement: unknown school ${input.schoolId}`);
  const version = await nextVersion(db, school.id);
  const id = newId();
  const now = new Date().toISOString();
  await db
    .insertInto('agreements')
    .values({
      id,
      school_id: school.id,
      version,
      title: input.title,
      body: input.body,
      created_at: now,
      status: 'published',
      published_at: now,
    })
    .execute();
  await notifyMembers(db, school, input.title, version);
  return { id, version };
}

/** The console's publish (inside its transaction): the draft becomes the next version, members are told. */
export async function publishDraft(
  trx: Kysely<Database>,
  school: SchoolRow,
  draft: { id: string; title: string },
  actorId: string,
): Promise<{ id: string; version: number }> {
  const version = await nextVersion(trx, school.id);
  await trx
    .updateTable('agreements')
    .set({ status: 'published', version, published_at: new Date().toISOString(), published_by: actorId })
    .where('school_id', '=', school.id)
    .where('id', '=', draft.id)
    .where('status', '=', 'draft')
    .execute();
  await notifyMembers(trx, school, draft.title, version);
  return { id: draft.id, version };
}
