/** Flows and bound identities of the O3 single sign-on; every query names the school (tenant tables). */
import { THIRD_LOGIN } from '@portico/core';
import type { Kysely } from 'kysely';
import { sha256 } from '../../auth/tokens.ts';
import { newId } from '../../db/ids.ts';
import type { Database } from '../../db/schema.ts';
import type { VerifiedIdentity } from './oidc.ts';

const inSeconds = (now: Date, seconds: number) => new Date(now.getTime() + seconds * 1000).toISOString();

export async function createFlow(
  db: Kysely<Database>,
  input: {
    schoolId: string;
    state: string;
    nonce: string;
    codeVerifier: string;
    targetUrl: string;
    lang: string;
  },
  now = new Date(),
): Promise<void> {
  // Flows older than a day are of no use to anyone: swept whenever a new one starts.
  await db
    .deleteFrom('third_login_flows')
    .where('expires_at', '<', new Date(now.getTime() - 86_400_000).toISOString())
    .execute();
  await db
    .insertInto('third_login_flows')
    .values({
      id: newId(),
      school_id: input.schoolId,
      state_hash: sha256(input.state),
      nonce: input.nonce,
      code_verifier: input.codeVerifier,
      target_url: input.targetUrl,
      lang: input.lang,
      created_at: now.toISOString(),
      expires_at: inSeconds(now, THIRD_LOGIN.FLOW_TTL_S),
      used_at: null,
      ticket_hash: null,
      ticket_expires_at: null,
      issuer: null,
      subject: null,
      email: null,
      name: null,
      bound_at: null,
    })
    .execute();
}

export const findFlowByState = (db: Kysely<Database>, state: string) =>
  db.selectFrom('third_login_flows').selectAll().where('state_hash', '=', sha256(state)).executeTakeFirst();

export type FlowRow = NonNullable<Awaited<ReturnType<typeof findFlowByState>>>;

/** Single use: true for the one caller that consumed the flow (a concurrent replay gets false). */
export async function consumeFlow(db: Kysely<Database>, flow: FlowRow, now = new Date()): Promise<boolean> {
  const result = await db
    .updateTable('third_login_flows')
    .set({ used_at: now.toISOString() })
    .where('id', '=', flow.id)
    .where('school_id', '=', flow.school_id)
    .where('used_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function storeBindTicket(
  db: Kysely<Database>,
  flow: FlowRow,
  ticket: string,
  identity: VerifiedIdentity,
  now = new Date(),
): Promise<void> {
  await db
    .updateTable('third_login_flows')
    .set({
      ticket_hash: sha256(ticket),
      ticket_expires_at: inSeconds(now, THIRD_LOGIN.BIND_TICKET_TTL_S),
      issuer: identity.issuer,
      subject: identity.subject,
      email: identity.email,
      name: identity.name,
    })
    .where('id', '=', flow.id)
    .where('school_id', '=', flow.school_id)
    .execute();
}

/** The flow of a bind ticket that is still good: not expired, not used for a bind yet. */
export function findOpenTicket(db: Kysely<Database>, ticket: string, now = new Date()) {
  return db
    .selectFrom('third_login_flows')
    .selectAll()
    .where('ticket_hash', '=', sha256(ticket))
    .where('bound_at', 'is', null)
    .where('ticket_expires_at', '>', now.toISOString())
    .executeTakeFirst();
}

export async function closeTicket(db: Kysely<Database>, flow: FlowRow, now = new Date()): Promise<boolean> {
  const result = await db
    .updateTable('third_login_flows')
    .set({ bound_at: now.toISOString() })
    .where('id', '=', flow.id)
    .where('school_id', '=', flow.school_id)
    .where('bound_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export const findIdentity = (db: Kysely<Database>, schoolId: string, issuer: string, subject: string) =>
  db
    .selectFrom('third_party_identities')
    .selectAll()
    .where('school_id', '=', schoolId)
    .where('issuer', '=', issuer)
    .where('subject', '=', subject)
    .executeTakeFirst();

export const findIdentityOfUser = (db: Kysely<Database>, schoolId: string, issuer: string, userId: string) =>
  db
    .selectFrom('third_party_identities')
    .selectAll()
    .where('school_id', '=', schoolId)
    .where('issuer', '=', issuer)
    .where('user_id', '=', userId)
    .executeTakeFirst();

export async function touchIdentity(db: Kysely<Database>, id: string, schoolId: string, now = new Date()) {
  await db
    .updateTable('third_party_identities')
    .set({ last_login_at: now.toISOString() })
    .where('id', '=', id)
    .where('school_id', '=', schoolId)
    .execute();
}

export async function insertIdentity(
  db: Kysely<Database>,
  input: { schoolId: string; userId: string; identity: VerifiedIdentity },
  now = new Date(),
): Promise<void> {
  await db
    .insertInto('third_party_identities')
    .values({
      id: newId(),
      school_id: input.schoolId,
      issuer: input.identity.issuer,
      subject: input.identity.subject,
      user_id: input.userId,
      email: input.identity.email,
      name: input.identity.name,
      created_at: now.toISOString(),
      last_login_at: now.toISOString(),
    })
    .execute();
}

export const findUserById = (db: Kysely<Database>, userId: string) =>
  db.selectFrom('users').selectAll().where('id', '=', userId).executeTakeFirst();

export const emailTaken = async (db: Kysely<Database>, email: string) =>
  (await db
    .selectFrom('users')
    .select('id')
    .where((eb) => eb(eb.fn('lower', ['email']), '=', email.toLowerCase()))
    .executeTakeFirst()) !== undefined;

export async function createUser(
  db: Kysely<Database>,
  input: { email: string; nickName: string | null; passwordHash: string },
  now = new Date(),
) {
  const id = newId();
  await db
    .insertInto('users')
    .values({
      id,
      email: input.email,
      mobile: null,
      password_hash: input.passwordHash,
      nick_name: input.nickName,
      real_name: null,
      avatar_url: null,
      created_at: now.toISOString(),
    })
    .execute();
  return id;
}
