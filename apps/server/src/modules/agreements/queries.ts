import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { preparedQuery } from '../../db/prepared.ts';

/** The newest published version of a school's convention agreement (undefined when it has none). Drafts never count. */
export function latestAgreement(db: Kysely<Database>, schoolId: string) {
  return db
    .selectFrom('agreements')
    .select(['id', 'school_id', 'version', 'title'])
    .where('school_id', '=', schoolId)
    .where('status', '=', 'published')
    .orderBy('version', 'desc')
    .limit(1)
    .executeTakeFirst();
}

export type AgreementRow = NonNullable<Awaited<ReturnType<typeof latestAgreement>>>;

/** A published version of the school's agreement by id (drafts are only the console's). */
export function findAgreement(db: Kysely<Database>, schoolId: string, id: string) {
  return db
    .selectFrom('agreements')
    .selectAll()
    .where('school_id', '=', schoolId)
    .where('id', '=', id)
    .where('status', '=', 'published')
    .executeTakeFirst();
}

/** A published version of the school's agreement by number (the one a member signed, for "what changed"). */
export function findPublishedVersion(db: Kysely<Database>, schoolId: string, version: number) {
  return db
    .selectFrom('agreements')
    .selectAll()
    .where('school_id', '=', schoolId)
    .where('version', '=', version)
    .where('status', '=', 'published')
    .orderBy('created_at', 'desc')
    .executeTakeFirst();
}

/** Versions of the school's agreement the user has signed. */
/** Read on every signed-in page of a member (the agreement dialog): compiled once (db/prepared.ts). */
const signedVersionRows = preparedQuery(2, (db, schoolId: string, userId: string) =>
  db
    .selectFrom('agreement_signatures')
    .innerJoin('agreements', 'agreements.id', 'agreement_signatures.agreement_id')
    .select('agreements.version')
    .where('agreement_signatures.school_id', '=', schoolId)
    .where('agreement_signatures.user_id', '=', userId),
);

export async function signedVersions(db: Kysely<Database>, schoolId: string, userId: string) {
  const rows = await signedVersionRows.execute(db, schoolId, userId);
  return rows.map((row) => row.version);
}

export async function recordSignature(
  db: Kysely<Database>,
  agreement: AgreementRow,
  userId: string,
): Promise<void> {
  await db
    .insertInto('agreement_signatures')
    .values({
      school_id: agreement.school_id,
      agreement_id: agreement.id,
      user_id: userId,
      signed_at: new Date().toISOString(),
    })
    .onConflict((conflict) => conflict.doNothing())
    .execute();
}

/** Refusal (spec §4): the user's signatures and membership in that one school go, atomically. */
export async function withdrawFromSchool(db: Kysely<Database>, schoolId: string, userId: string) {
  await db.transaction().execute(async (trx) => {
    await trx
      .deleteFrom('agreement_signatures')
      .where('school_id', '=', schoolId)
      .where('user_id', '=', userId)
      .execute();
    await trx
      .deleteFrom('memberships')
      .where('school_id', '=', schoolId)
      .where('user_id', '=', userId)
      .execute();
  });
}
