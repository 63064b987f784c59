/**
 * Publishing a new version of a school's convention agreement (issue 11 §1): inserts it and tells every member
 * of the school that a new version must be signed (the agreement dialog asks on their next page). No admin route
 * publishes agreements yet (the management console is a later capability); when it comes, it calls this.
 */
import { portalHomeLink } from '@portico/core';
import type { Kysely } from 'kysely';
import { newId } from '../../db/ids.ts';
import type { Database } from '../../db/schema.ts';
import { findSchoolById } from '../../repositories/schools.ts';
import { schoolMemberIds } from '../messages/audience.ts';
import { messageLink, notifyUsers } from '../messages/notify.ts';
import { latestAgreement } from './queries.ts';

export async function publishAgreement(
  db: Kysely<Database>,
  input: { schoolId: string; title: string; body: string },
): Promise<{ id: string; version: number }> {
  const school = await findSchoolById(db, input.schoolId);
  if (!school) throw new Error(`publishAgreement: unknown school ${input.schoolId}`);
  const version = ((await latestAgreement(db, school.id))?.version ?? 0) + 1;
  const id = newId();
  await db
    .insertInto('agreements')
    .values({
      id,
      school_id: school.id,
      version,
      title: input.title,
      body: input.body,
      created_at: new Date().toISOString(),
    })
    .execute();
  const link = messageLink(portalHomeLink({ schoolId: school.id, lang: 'zh_CN' }));
  const members = await schoolMemberIds(db, school);
  await notifyUsers(
    db,
    members.map((userId) => ({
      schoolId: school.id,
      userId,
      kind: 'agreement-updated',
      title: `New school convention: ${input.title}`,
      content: `${school.name_en ?? school.name} published version ${version} of its convention. Please read and sign it.`,
      link,
      params: { school: school.name, schoolEn: school.name_en ?? school.name, version: String(version) },
    })),
  );
  return { id, version };
}
