/** Issue 11 §1: joining a school puts a welcome into the new member's message center of that school. */
import { portalHomeLink } from '@portico/core';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { SchoolRow } from '../../repositories/schools.ts';
import { messageLink, notifyUsers } from '../messages/notify.ts';

export async function notifySchoolJoined(db: Kysely<Database>, school: SchoolRow, userId: string) {
  const name = school.name_en ?? school.name;
  await notifyUsers(db, [
    {
      schoolId: school.id,
      userId,
      kind: 'school-joined',
      title: `Welcome to ${name}`,
      content: `You joined ${name}. Its courses, search and message center are now yours to use.`,
      link: messageLink(portalHomeLink({ schoolId: school.id, lang: 'zh_CN' })),
      params: { school: school.name, schoolEn: name },
    },
  ]);
}
