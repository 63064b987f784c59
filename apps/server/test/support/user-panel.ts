/** Factories of the user panel's rows (issue 11): messages, enrolments, follows, VIP, position tasks. */
import type { Kysely } from 'kysely';
import { newId } from '../../src/db/ids.ts';
import type { Database } from '../../src/db/schema.ts';
import type { App } from '../../src/app.ts';
import { createSchool, type CreatedSchool } from './factories.ts';
import { addMember, createUser, login, send, type CookieJar, type TestUser } from './session.ts';

/** `count` messages for the user in the school, one minute apart (the last one newest), all unread. */
export async function addMessages(
  db: Kysely<Database>,
  input: { schoolId: string; userId: string; count: number; title?: string },
): Promise<string[]> {
  const ids: string[] = [];
  const start = Date.now() - input.count * 60_000;
  const rows = Array.from({ length: input.count }, (_, i) => {
    const id = newId();
    ids.push(id);
    return {
      id,
      school_id: input.schoolId,
      user_id: input.userId,
      kind: 'system',
      title: `${input.title ?? 'Message'} ${i + 1}`,
      content: `Content ${i + 1}`,
      link: null,
      params: '{}',
      read_at: null,
      created_at: new Date(start + i * 60_000).toISOString(),
    };
  });
  for (let i = 0; i < rows.length; i += 100)
    await db
      .insertInto('messages')
      .values(rows.slice(i, i + 100))
      .execute();
  return ids;
}

export interface PanelWorld {
  school: CreatedSchool;
  other: CreatedSchool;
  member: TestUser;
  memberJar: CookieJar;
  peer: TestUser;
  peerJar: CookieJar;
  outsider: TestUser;
  outsiderJar: CookieJar;
}

/** A new school with two members (and a second school with none of them), all logged in. */
export async function panelWorld(app: App, db: Kysely<Database>): Promise<PanelWorld> {
  const school = await createSchool(db);
  const other = await createSchool(db);
  const member = await createUser(db, { nickName: 'Member' });
  const peer = await createUser(db, { nickName: 'Peer' });
  const outsider = await createUser(db, { nickName: 'Outsider' });
  await addMember(db, school.id, member.id);
  await addMember(db, school.id, peer.id);
  const [memberJar, peerJar, outsiderJar] = await Promise.all(
    [member, peer, outsider].map((user) => login(app, user.email, user.password)),
  );
  return {
    school,
    other,
    member,
    memberJar: memberJar!,
    peer,
    peerJar: peerJar!,
    outsider,
    outsiderJar: outsiderJar!,
  };
}

/** A JSON call with the jar's cookies; returns status and body. */
export async function call(
  app: App,
  jar: CookieJar | null,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: unknown,
  headers?: Record<string, string>,
) {
  const response = await send(app, jar, {
    method,
    url,
    ...(payload === undefined ? {} : { payload }),
    headers,
  });
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests read arbitrary JSON answers by path
  type Body = { code: number; data: any; errorCode?: string; details?: unknown };
  return { status: response.statusCode, body: response.json() as Body };
}
