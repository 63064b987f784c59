import type { AgreementStatus } from '@portico/contracts';
import type { LanguageCode } from '@portico/core';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { presentAgreementStatus, type AgreementLang } from './presenter.ts';
import { localizedAgreementField } from './localize.ts';
import { latestAgreement, signedVersions, type AgreementRow } from './queries.ts';

/** The school's newest published agreement with its title in `contentLang` (shell data: the same for everyone). */
export async function latestTitledAgreement(
  db: Kysely<Database>,
  schoolId: string,
  contentLang: LanguageCode | null,
): Promise<AgreementRow | null> {
  const latest = await latestAgreement(db, schoolId);
  if (!latest) return null;
  return { ...latest, title: await localizedAgreementField(db, latest, 'title', latest.title, contentLang) };
}

/**
 * The agreement status of one user in one school: the school's newest agreement (`latest`, when the caller has it
 * from the shell cache) and the versions the user signed, read together.
 */
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
  latest: Promise<AgreementRow | null> = latestTitledAgreement(db, input.schoolId, input.contentLang ?? null),
): Promise<AgreementStatus> {
  const [newest, versions] = await Promise.all([latest, signedVersions(db, input.schoolId, input.userId)]);
  return presentAgreementStatus({ ...input, latest: newest ?? undefined, signedVersions: versions });
}
