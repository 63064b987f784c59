/**
 * Who may upload what into a school, decided before a byte of the file is read (issue 12):
 * - spec §4: an uncertified school (authType not '3') refuses uploads from its own intranet (the internal
 *   segments of modules/certification);
 * - quotas: files and bytes per user and school per day, bytes per school in all.
 * And the content review (spec §6 per-tenant switch): whether this school's uploads are checked.
 */
import { UPLOAD_LIMITS, isInternalAddress, isSchoolCertified } from '@portico/core';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { SchoolRow } from '../../repositories/schools.ts';
import { fail } from '../../shared/http-error.ts';
import { configOwners, readConfig } from '../academies/config.ts';
import { internalSegments } from '../certification/segments.ts';
import { quotaUsed, schoolStoredBytes } from './queries.ts';

/** Config types of this capability (config_entries, per school; a sub-school inherits its parent's). */
export const UPLOAD_CONFIG = {
  /** Spec §6 content-review switch: '1' on. */
  contentReviewSwitch: 'contentReviewSwitch',
} as const;

/** The UTC day an upload is counted in (the quota's fixed window). */
export const quotaWindow = (now: Date) => now.toISOString().slice(0, 10);

export async function contentReviewOn(db: Kysely<Database>, school: SchoolRow): Promise<boolean> {
  const config = await readConfig(db, configOwners(school), [UPLOAD_CONFIG.contentReviewSwitch]);
  return config.get(UPLOAD_CONFIG.contentReviewSwitch) === '1';
}

/** Spec §4: refuses an upload to an uncertified school from inside its intranet. */
export async function checkCertification(
  db: Kysely<Database>,
  school: SchoolRow,
  clientAddress: string,
): Promise<void> {
  if (isSchoolCertified({ authType: school.auth_type })) return;
  // The school's intranet: its internalSegments config (the certification bar's check, spec §7).
  if (isInternalAddress(clientAddress, await internalSegments(db, school))) {
    throw fail(
      'UPLOAD_SCHOOL_UNCERTIFIED',
      "Files cannot be uploaded to this school's intranet until an administrator completes certification",
    );
  }
}

/** Refuses when the user's daily quota in this school, or the school's storage, is used up. */
export async function checkQuota(
  db: Kysely<Database>,
  input: { schoolId: string; userId: string; now: Date },
): Promise<void> {
  const used = await quotaUsed(db, input.schoolId, input.userId, quotaWindow(input.now));
  if (used.files >= UPLOAD_LIMITS.USER_DAILY_FILES || used.bytes >= UPLOAD_LIMITS.USER_DAILY_BYTES) {
    throw fail('UPLOAD_QUOTA_EXCEEDED', 'You have uploaded too many files today; try again tomorrow', {
      maxFiles: UPLOAD_LIMITS.USER_DAILY_FILES,
    });
  }
  if ((await schoolStoredBytes(db, input.schoolId)) >= UPLOAD_LIMITS.SCHOOL_TOTAL_BYTES) {
    throw fail('UPLOAD_SCHOOL_STORAGE_FULL', "This school's storage for uploads is full");
  }
}
