import type { AgreementStatus } from '@portico/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { presentAgreementStatus, type AgreementLang } from './presenter.ts';
import { latestAgreement, signedVersions } from './queries.ts';

/** The agreement status of one user in one school (two queries, run together). */
export async function loadAgreementStatus(
  db: Kysely<Database>,
  input: { schoolId: string; userId: string; validMember: boolean; lang: AgreementLang },
): Promise<AgreementStatus> {
  const [latest, versions] = await Promise.all([
    latestAgreement(db, input.schoolId),
    signedVersions(db, input.schoolId, input.userId),
  ]);
  return presentAgreementStatus({ ...input, latest, signedVersions: versions });
}
