/**
 * Members of a school in its console (issue 13 §1): list with search and paging, role change, removal, invite
 * codes. A school never loses its last admin (core `wouldLoseLastAdmin` → 409 LAST_ADMIN). The admins are counted
 * inside the write's transaction AFTER adminWrite bumped the 'members' version of this school: that UPDATE holds
 * the version row's lock until commit (PostgreSQL; SQLite has one writer), so two member writes of one school never
 * run side by side — two admins demoting each other at once cannot both pass the check.
 */
import { randomInt } from 'node:crypto';
import {
  CONSOLE_SCHOOL_LIMITS as L,
  INVITE_ALPHABET,
  wouldLoseLastAdmin,
  type ConsoleRole,
} from '@portico/core';
import type { Invite, MemberRow, MembersFilter } from '@portico/contracts';
import { sql, type Kysely } from 'kysely';
import { newId } from '../../db/ids.ts';
import type { Database } from '../../db/schema.ts';
import { ACTIVE } from '../../repositories/roles.ts';
import { fail } from '../../shared/http-error.ts';
import { escapeLike } from '../../shared/sql-like.ts';

function displayName(row: {
  nick_name: string | null;
  real_name: string | null;
  mobile: string | null;
  email: string;
}) {
  return row.nick_name?.trim() || row.real_name?.trim() || row.mobile?.trim() || row.email?.trim() || '--';
}

function membersOf(db: Kysely<Database>, schoolId: string, q: string | undefined) {
  let query = db
    .selectFrom('memberships')
    .innerJoin('users', 'users.id', 'memberships.user_id')
    .where('memberships.school_id', '=', schoolId)
    .where('memberships.status', '=', ACTIVE);
  const text = q?.trim();
  if (text) {
    const pattern = `%${escapeLike(text.toLowerCase())}%`;
    const like = (column: string) =>
      sql<boolean>`lower(coalesce(${sql.ref(column)}, '')) LIKE ${pattern} ESCAPE '\\'`;
    query = query.where((eb) =>
      eb.or([like('users.nick_name'), like('users.real_name'), like('users.email'), like('users.mobile')]),
    );
  }
  return query;
}

const MEMBER_COLUMNS = [
  'users.id',
  'users.nick_name',
  'users.real_name',
  'users.email',
  'users.mobile',
  'memberships.role',
  'memberships.joined_at',
  'memberships.creator',
] as const;

function presentMember(row: {
  id: string;
  nick_name: string | null;
  real_name: string | null;
  email: string;
  mobile: string | null;
  role: ConsoleRole;
  joined_at: string;
  creator: number;
}): MemberRow {
  return {
    userId: row.id,
    name: displayName(row),
    email: row.email,
    mobile: row.mobile,
    role: row.role,
    joinedAt: row.joined_at,
    creator: row.creator === 1,
  };
}

export async function listMembers(
  db: Kysely<Database>,
  schoolId: string,
  filter: MembersFilter,
): Promise<{ records: MemberRow[]; total: number }> {
  const page = filter.page ?? 1;
  const [rows, count] = await Promise.all([
    membersOf(db, schoolId, filter.q)
      .select(MEMBER_COLUMNS)
      .orderBy('memberships.joined_at', 'desc')
      .orderBy('users.id')
      .limit(L.MEMBER_PAGE_SIZE)
      .offset((page - 1) * L.MEMBER_PAGE_SIZE)
      .execute(),
    membersOf(db, schoolId, filter.q)
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .executeTakeFirst(),
  ]);
  return { total: Number(count?.n ?? 0), records: rows.map(presentMember) };
}

async function findMember(trx: Kysely<Database>, schoolId: string, userId: string): Promise<MemberRow> {
  const row = await membersOf(trx, schoolId, undefined)
    .where('users.id', '=', userId)
    .select(MEMBER_COLUMNS)
    .executeTakeFirst();
  if (!row) throw fail('MEMBERSHIP_NOT_FOUND', 'Not a member of this school');
  return presentMember(row);
}

/** Refuses (409 LAST_ADMIN) a change that would leave the school without an admin of its own. */
async function guardLastAdmin(
  trx: Kysely<Database>,
  schoolId: string,
  userId: string,
  nextRole: ConsoleRole | null,
) {
  const admins = await trx
    .selectFrom('memberships')
    .select('user_id')
    .where('school_id', '=', schoolId)
    .where('status', '=', ACTIVE)
    .where('role', '=', 'admin')
    .execute();
  if (
    wouldLoseLastAdmin(
      admins.map((row) => row.user_id),
      userId,
      nextRole,
    )
  ) {
    throw fail('LAST_ADMIN', 'The school must keep at least one administrator');
  }
}

export async function changeRole(trx: Kysely<Database>, schoolId: string, userId: string, role: ConsoleRole) {
  const before = await findMember(trx, schoolId, userId);
  await guardLastAdmin(trx, schoolId, userId, role);
  await trx
    .updateTable('memberships')
    .set({ role })
    .where('school_id', '=', schoolId)
    .where('user_id', '=', userId)
    .execute();
  return { before, after: { ...before, role } };
}

/** Issue 25: the member's `creator` flag (the viewer's next request carries it: roles are resolved per request). */
export async function changeCreator(
  trx: Kysely<Database>,
  schoolId: string,
  userId: string,
  creator: boolean,
) {
  const before = await findMember(trx, schoolId, userId);
  await trx
    .updateTable('memberships')
    .set({ creator: creator ? 1 : 0 })
    .where('school_id', '=', schoolId)
    .where('user_id', '=', userId)
    .execute();
  return { before, after: { ...before, creator } };
}

/** Removes the membership: the member's next request no longer carries it (roles are resolved per request). */
export async function removeMember(trx: Kysely<Database>, schoolId: string, userId: string) {
  const before = await findMember(trx, schoolId, userId);
  await guardLastAdmin(trx, schoolId, userId, null);
  await trx
    .deleteFrom('memberships')
    .where('school_id', '=', schoolId)
    .where('user_id', '=', userId)
    .execute();
  return before;
}

const presentInvite = (row: {
  id: string;
  code: string;
  expires_at: string | null;
  created_at: string;
}): Invite => ({
  id: row.id,
  code: row.code,
  expiresAt: row.expires_at,
  createdAt: row.created_at,
});

/** Open (not expired) invite codes, newest first. */
export async function listInvites(
  db: Kysely<Database>,
  schoolId: string,
  now = new Date(),
): Promise<Invite[]> {
  const rows = await db
    .selectFrom('school_invites')
    .select(['id', 'code', 'expires_at', 'created_at'])
    .where('school_id', '=', schoolId)
    .where((eb) => eb.or([eb('expires_at', 'is', null), eb('expires_at', '>', now.toISOString())]))
    .orderBy('created_at', 'desc')
    .orderBy('id')
    .execute();
  return rows.map(presentInvite);
}

const newCode = () =>
  Array.from({ length: L.INVITE_CODE_LENGTH }, () => INVITE_ALPHABET[randomInt(INVITE_ALPHABET.length)]).join(
    '',
  );

export async function createInvite(
  trx: Kysely<Database>,
  schoolId: string,
  days: number,
  now = new Date(),
): Promise<Invite> {
  if ((await listInvites(trx, schoolId, now)).length >= L.INVITES_MAX) {
    throw fail('INVITES_LIMIT_REACHED', `At most ${L.INVITES_MAX} open invite codes`, { max: L.INVITES_MAX });
  }
  const row = {
    id: newId(),
    school_id: schoolId,
    // 31^8 codes: a clash with an existing code is negligible; the unique column would refuse it anyway.
    code: newCode(),
    expires_at: days === 0 ? null : new Date(now.getTime() + days * 86_400_000).toISOString(),
    created_at: now.toISOString(),
  };
  await trx.insertInto('school_invites').values(row).execute();
  return presentInvite(row);
}

/** Revoking deletes the code: /register/invite no longer finds it. */
export async function revokeInvite(
  trx: Kysely<Database>,
  schoolId: string,
  inviteId: string,
): Promise<Invite> {
  const row = await trx
    .selectFrom('school_invites')
    .select(['id', 'code', 'expires_at', 'created_at'])
    .where('school_id', '=', schoolId)
    .where('id', '=', inviteId)
    .executeTakeFirst();
  if (!row) throw fail('INVITE_NOT_FOUND', 'No such invite code');
  await trx
    .deleteFrom('school_invites')
    .where('school_id', '=', schoolId)
    .where('id', '=', inviteId)
    .execute();
  return presentInvite(row);
}
