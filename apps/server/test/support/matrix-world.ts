/**
 * The world of the cross-school matrix: five new schools around one "own" school, four personas of the own school
 * plus an outsider, and a secret marker in every content row of each school, so a leak is a string search.
 */
import { sql, type Kysely } from 'kysely';
import { newId } from '../../src/db/ids.ts';
import type { Database } from '../../src/db/schema.ts';
import { reindexSchools } from '../../src/db/search-index.ts';
import { createSchool, type CreatedSchool } from './factories.ts';
import { addMember, createUser, login, type CookieJar, type TestUser } from './session.ts';
import type { App } from '../../src/app.ts';

export type Place = 'path' | 'query' | 'header';
export type PersonaName = 'visitor' | 'learner' | 'lecturer' | 'admin' | 'outsider';
export type TargetName = 'own' | 'other' | 'closed' | 'ownClosedSub' | 'otherClosedSub' | 'unknown';

export interface MatrixSchool extends CreatedSchool {
  secret: string;
  agreementId: string;
  memberId: string;
  /** Issue 14: the school's community rows (every matrix school is an O3 school, so the community answers). */
  community: { postId: string; replyId: string; circleId: string; topicId: string };
  /** Issue 26: a class of the school's own lecturer (no persona teaches it), its member and an assignment. */
  classId: string;
  assignmentId: string;
  /** Issue 26 item 3: a live session of the class, its title carrying the secret. */
  sessionId: string;
}

export interface Persona {
  name: PersonaName;
  jar: CookieJar | null;
  userId: string | null;
  /** Role in the own school (and so in its sub-schools). */
  role: 'member' | 'lecturer' | 'admin' | null;
}

export interface MatrixWorld {
  schools: Record<Exclude<TargetName, 'unknown'>, MatrixSchool>;
  unknownId: string;
  personas: Persona[];
  /** Which schools' content a persona may see (the closed-school rule written out by hand, not from core). */
  visible(persona: Persona, target: TargetName): boolean;
}

const marker = () => `zq${newId().slice(0, 12)}zq`;

/** Writes the school's secret into every content text the API could answer with. */
async function plantSecret(db: Kysely<Database>, schoolId: string, secret: string): Promise<string> {
  await db
    .updateTable('courses')
    .set({ name: sql<string>`name || ${` ${secret}`}` })
    .where('school_id', '=', schoolId)
    .execute();
  await db
    .updateTable('categories')
    .set({ title: `Category ${secret}` })
    .where('school_id', '=', schoolId)
    .execute();
  await db
    .updateTable('bulletins')
    .set({ content: `Bulletin ${secret}` })
    .where('school_id', '=', schoolId)
    .execute();
  await db
    .updateTable('navigation_groups')
    .set({ name: `Navigation ${secret}` })
    .where('school_id', '=', schoolId)
    .execute();
  await db
    .updateTable('navigation_pages')
    .set({ name: `Page ${secret}` })
    .where('school_id', '=', schoolId)
    .execute();
  await db
    .updateTable('hot_search_pins')
    .set({ keyword: `pin-${secret}` })
    .where('school_id', '=', schoolId)
    .execute();
  await db
    .updateTable('search_queries')
    .set({ keyword: `query-${secret}` })
    .where('school_id', '=', schoolId)
    .execute();
  const agreementId = newId();
  await db
    .insertInto('agreements')
    .values({
      id: agreementId,
      school_id: schoolId,
      version: 1,
      title: `Convention ${secret}`,
      body: `<p>Convention text ${secret}</p>`,
      created_at: new Date().toISOString(),
    })
    .execute();
  await reindexSchools(db, [schoolId]);
  return agreementId;
}

/** Issue 14: a circle, a topic, a post and a reply carrying the secret, written by the school's member. */
async function plantCommunity(db: Kysely<Database>, schoolId: string, authorId: string, secret: string) {
  const ids = { postId: newId(), replyId: newId(), circleId: newId(), topicId: newId() };
  const now = new Date().toISOString();
  await db
    .insertInto('community_circles')
    .values({
      id: ids.circleId,
      school_id: schoolId,
      name: `Circle ${secret}`,
      name_en: `Circle ${secret}`,
      description: secret,
      description_en: secret,
      icon_url: null,
      sort: 0,
      created_at: now,
    })
    .execute();
  await db
    .insertInto('community_topics')
    .values({
      id: ids.topicId,
      school_id: schoolId,
      circle_id: ids.circleId,
      name: `Topic ${secret}`,
      name_en: `Topic ${secret}`,
      sort: 0,
      created_at: now,
    })
    .execute();
  await db
    .insertInto('community_posts')
    .values({
      id: ids.postId,
      school_id: schoolId,
      kind: 1,
      title: `Post ${secret}`,
      body: `<p>Post ${secret}</p>`,
      excerpt: `Post ${secret}`,
      author_id: authorId,
      circle_id: ids.circleId,
      status: 'visible',
      hidden_by: null,
      hidden_at: null,
      reply_count: 1,
      like_count: 0,
      created_at: now,
      updated_at: now,
      last_activity_at: now,
    })
    .execute();
  await db
    .insertInto('community_post_topics')
    .values({ school_id: schoolId, post_id: ids.postId, topic_id: ids.topicId })
    .execute();
  await db
    .insertInto('community_replies')
    .values({
      id: ids.replyId,
      school_id: schoolId,
      post_id: ids.postId,
      author_id: authorId,
      body: `<p>Reply ${secret}</p>`,
      like_count: 0,
      created_at: now,
    })
    .execute();
  return ids;
}

/** Issue 26: a class carrying the secret, taught by a lecturer of the school who is no persona. */
async function plantClass(db: Kysely<Database>, school: CreatedSchool, memberId: string, secret: string) {
  const lecturer = await createUser(db);
  await addMember(db, school.id, lecturer.id, 'lecturer');
  const ids = { classId: newId(), assignmentId: newId(), sessionId: newId() };
  const now = new Date().toISOString();
  await db
    .insertInto('classes')
    .values({
      id: ids.classId,
      school_id: school.id,
      name: `Class ${secret}`,
      description: secret,
      lecturer_id: lecturer.id,
      created_at: now,
      updated_at: now,
    })
    .execute();
  await db
    .insertInto('class_members')
    .values({
      id: newId(),
      school_id: school.id,
      class_id: ids.classId,
      user_id: memberId,
      added_by: lecturer.id,
      joined_at: now,
      removed_at: null,
    })
    .execute();
  await db
    .insertInto('class_assignments')
    .values({
      id: ids.assignmentId,
      school_id: school.id,
      class_id: ids.classId,
      kind: 'course',
      item_id: school.courseIds[0]!,
      due_at: '2099-01-01T00:00:00.000Z',
      created_by: lecturer.id,
      created_at: now,
    })
    .execute();
  await db
    .insertInto('live_sessions')
    .values({
      id: ids.sessionId,
      school_id: school.id,
      class_id: ids.classId,
      title: `Live ${secret}`,
      start_at: '2099-01-01T10:00:00.000Z',
      duration_minutes: 60,
      join_url: `https://meet.example.com/${secret}`,
      created_by: lecturer.id,
      created_at: now,
      updated_at: now,
      cancelled_at: null,
      reminded_at: null,
    })
    .execute();
  return ids;
}

async function matrixSchool(
  db: Kysely<Database>,
  spec: { openSchool: '0' | '1'; parentId?: string },
): Promise<MatrixSchool> {
  const created = await createSchool(db, {
    open_school: spec.openSchool,
    kind: 'o3',
    ...(spec.parentId ? { parentId: spec.parentId } : {}),
  });
  const secret = marker();
  const agreementId = await plantSecret(db, created.id, secret);
  const member = await createUser(db);
  await addMember(db, created.id, member.id);
  const community = await plantCommunity(db, created.id, member.id, secret);
  const classIds = await plantClass(db, created, member.id, secret);
  return { ...created, secret, agreementId, memberId: member.id, community, ...classIds };
}

async function persona(
  app: App,
  db: Kysely<Database>,
  name: PersonaName,
  ownId: string,
  role: Persona['role'],
): Promise<Persona> {
  if (name === 'visitor') return { name, jar: null, userId: null, role: null };
  const user: TestUser = await createUser(db);
  if (role) await addMember(db, ownId, user.id, role);
  return { name, jar: await login(app, user.email, user.password), userId: user.id, role };
}

/** Puts the persona's own-school membership back (a route such as refusing the agreement withdraws it). */
export async function restoreMembership(db: Kysely<Database>, ownId: string, who: Persona): Promise<void> {
  if (!who.userId || !who.role) return;
  await db
    .deleteFrom('memberships')
    .where('school_id', '=', ownId)
    .where('user_id', '=', who.userId)
    .execute();
  await addMember(db, ownId, who.userId, who.role);
}

export async function buildMatrixWorld(app: App, db: Kysely<Database>): Promise<MatrixWorld> {
  const own = await matrixSchool(db, { openSchool: '1' });
  const other = await matrixSchool(db, { openSchool: '1' });
  const schools = {
    own,
    other,
    closed: await matrixSchool(db, { openSchool: '0' }),
    ownClosedSub: await matrixSchool(db, { openSchool: '0', parentId: own.id }),
    otherClosedSub: await matrixSchool(db, { openSchool: '0', parentId: other.id }),
  };
  const personas = [
    await persona(app, db, 'visitor', own.id, null),
    await persona(app, db, 'learner', own.id, 'member'),
    await persona(app, db, 'lecturer', own.id, 'lecturer'),
    await persona(app, db, 'admin', own.id, 'admin'),
    await persona(app, db, 'outsider', own.id, null),
  ];
  return {
    schools,
    unknownId: '1999999999999999999',
    personas,
    visible: (who, target) => {
      if (target === 'own' || target === 'other') return true;
      // A member of the parent is a member of its sub-schools; nobody here belongs to the others.
      if (target === 'ownClosedSub') return who.role !== null;
      return false;
    },
  };
}
