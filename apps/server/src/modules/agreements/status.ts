import type { AgreementStatus } from '@portico/contracts';
import type { LanguageCode } from '@portico/core';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { presentAgreementStatus, type AgreementLang } from './presenter.ts';
import { localizedAgreementField } from './localize.ts';
import { latestAgreement, signedVersions } from './queries.ts';

/** The agreement status of one user in one school (two queries, run together). */
export async function loadAgreementStatus(
  db: Kysely<Database>,
  input: {
    schoolId: string;
    userId: string;
    validMember: boolean;
    lang: AgreementLang;
    /** Issue 13: the page language of the title and of the body behind the URL. */
    contentLang?: LanguageCode | null;
  },
): Promise<AgreementStatus> {
  const [latest, versions] = await Promise.all([
    latestAgreement(db, input.schoolId),
    signedVersions(db, input.schoolId, input.userId),
  ]);
  const title = latest
    ? await localizedAgreementField(db, latest, 'title', latest.title, input.contentLang ?? null)
    : '';
  return presentAgreementStatus({
    ...input,
    latest: latest ? { ...latest, title } : latest,
    signedVersions: versions,
  });
}
