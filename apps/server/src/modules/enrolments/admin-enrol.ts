/**
 * An admin enrols users (issue 23 item 3), one or a CSV's worth: each row is checked on its own — unknown user,
 * unknown course, another school's course, a closed school's or members' course for a non-member — and the good
 * rows go in, recorded as granted by the admin (a paid course needs no purchase then). A pair already enrolled, in
 * the database or earlier in the same file, is a no-op, so running the same file again adds nothing. Lookups go in
 * batches, not one query per row.
 */
import { isMembersCourse, isSchoolId, isValidMobile, type SelfEnrolmentBlock } from '@portico/core';
import type { BulkEnrolRow, ErrorCode } from '@portico/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { activeMembersOf, inChunks } from '../../repositories/active-members.ts';
import type { SchoolRow } from '../../repositories/schools.ts';
import type { EnrolmentCsvRow } from './csv.ts';
import { enrol, type NewEnrolment } from './queries.ts';

/** Rows per query: well under SQLite's and PostgreSQL's bound-parameter limits. */
const ROW_MESSAGES: Partial<Record<ErrorCode, string>> = {
  ENROLMENT_ROW_INVALID: 'The row needs a user (account, email or userId) and a course id',
  USER_NOT_FOUND: 'No user with this account',
  COURSE_NOT_FOUND: 'No published course with this id',
  COURSE_OTHER_SCHOOL: 'This course belongs to another school',
  SCHOOL_CLOSED: 'The user is not a member of this closed school',
  MEMBERS_ONLY: "The user is not a member, and this is a members' course",
};

type UserKey = { kind: 'id' | 'mobile' | 'email'; value: string };

function userKey(account: string): UserKey | null {
  if (isValidMobile(account)) return { kind: 'mobile', value: account };
  if (account.includes('@')) return { kind: 'email', value: account.toLowerCase() };
  // Ids are 19 digits like school ids (isSchoolId checks only the form).
  if (isSchoolId(account)) return { kind: 'id', value: account };
  return null;
}

const keyOf = (key: UserKey) => `${key.kind}:${key.value}`;

async function findUsers(db: Kysely<Database>, keys: UserKey[]): Promise<Map<string, string>> {
  const found = new Map<string, string>();
  const of = (kind: UserKey['kind']) => [...new Set(keys.filter((k) => k.kind === kind).map((k) => k.value))];
  for (const part of inChunks(of('id'))) {
    const rows = await db.selectFrom('users').select('id').where('id', 'in', part).execute();
    for (const row of rows) found.set(`id:${row.id}`, row.id);
  }
  for (const part of inChunks(of('mobile'))) {
    const rows = await db.selectFrom('users').select(['id', 'mobile']).where('mobile', 'in', part).execute();
    for (const row of rows) if (row.mobile) found.set(`mobile:${row.mobile}`, row.id);
  }
  for (const part of inChunks(of('email'))) {
    const rows = await db
      .selectFrom('users')
      .select(['id', 'email'])
      .where((eb) => eb(eb.fn('lower', ['email']), 'in', part))
      .execute();
    for (const row of rows) found.set(`email:${row.email.toLowerCase()}`, row.id);
  }
  return found;
}

async function findCourses(db: Kysely<Database>, ids: string[]) {
  const found = new Map<string, { school_id: string; exist_member: number }>();
  for (const part of inChunks([...new Set(ids)])) {
    const rows = await db
      .selectFrom('courses')
      .select(['id', 'school_id', 'exist_member'])
      .where('id', 'in', part)
      .where('status', '=', 1)
      .execute();
    for (const row of rows) found.set(row.id, row);
  }
  return found;
}

async function findEnrolled(db: Kysely<Database>, schoolId: string, userIds: string[]) {
  const pairs = new Set<string>();
  for (const part of inChunks([...new Set(userIds)])) {
    const rows = await db
      .selectFrom('enrolments')
      .select(['user_id', 'course_id'])
      .where('school_id', '=', schoolId)
      .where('user_id', 'in', part)
      .execute();
    for (const row of rows) pairs.add(`${row.user_id}:${row.course_id}`);
  }
  return pairs;
}

const failed = (
  input: EnrolmentCsvRow,
  errorCode: ErrorCode,
  userId: string | null = null,
): BulkEnrolRow => ({
  ...input,
  userId,
  status: 'failed',
  errorCode,
  message: ROW_MESSAGES[errorCode] ?? null,
});

/**
 * Checks every row, enrols the good ones (in the caller's transaction) and answers one result per row, in order.
 * The checks read before the insert; a pair enrolled concurrently in between still lands once (the unique
 * constraint), reported as `already`.
 */
export async function runAdminEnrolments(
  trx: Kysely<Database>,
  input: { school: SchoolRow; actorId: string; rows: EnrolmentCsvRow[] },
): Promise<BulkEnrolRow[]> {
  const { school, actorId, rows } = input;
  const keys = rows.map((row) => userKey(row.account));
  const [users, courses] = await Promise.all([
    findUsers(
      trx,
      keys.filter((key): key is UserKey => key !== null),
    ),
    findCourses(trx, rows.map((row) => row.courseId).filter(isSchoolId)),
  ]);
  const userIds = [...users.values()];
  const [members, enrolled] = await Promise.all([
    activeMembersOf(trx, school, userIds),
    findEnrolled(trx, school.id, userIds),
  ]);
  const results: BulkEnrolRow[] = [];
  const wanted: Array<{ index: number; entry: NewEnrolment }> = [];
  rows.forEach((row, index) => {
    const key = keys[index];
    if (!row.account || !row.courseId) return results.push(failed(row, 'ENROLMENT_ROW_INVALID'));
    const userId = key ? users.get(keyOf(key)) : undefined;
    if (!userId) return results.push(failed(row, 'USER_NOT_FOUND'));
    const course = courses.get(row.courseId);
    if (!course) return results.push(failed(row, 'COURSE_NOT_FOUND', userId));
    if (course.school_id !== school.id) return results.push(failed(row, 'COURSE_OTHER_SCHOOL', userId));
    const isMember = members.has(userId);
    const block: SelfEnrolmentBlock | 'SCHOOL_CLOSED' | null =
      school.open_school === '0' && !isMember
        ? 'SCHOOL_CLOSED'
        : isMembersCourse({ existMember: course.exist_member === 1, memberLicense: school.member_license }) &&
            !isMember
          ? 'MEMBERS_ONLY'
          : null;
    if (block) return results.push(failed(row, block, userId));
    const pair = `${userId}:${row.courseId}`;
    results.push({ ...row, userId, status: 'already', errorCode: null, message: null });
    if (enrolled.has(pair)) return;
    enrolled.add(pair);
    wanted.push({
      index,
      entry: { schoolId: school.id, userId, courseId: row.courseId, grantedBy: actorId },
    });
  });
  const inserted = new Set<string>();
  for (const part of inChunks(wanted)) {
    const done = await enrol(
      trx,
      part.map((item) => item.entry),
    );
    for (const row of done) inserted.add(`${row.user_id}:${row.course_id}`);
  }
  for (const { index, entry } of wanted) {
    if (inserted.has(`${entry.userId}:${entry.courseId}`)) results[index]!.status = 'enrolled';
  }
  return results;
}
