/**
 * The internal-segment check (spec §4 certification, §7 "internal-segment check"): a school's intranet is the
 * comma list of CIDR segments in its `internalSegments` config (a parent's applies to its sub-schools).
 */
import { isInternalAddress, showCertificationTip } from '@portico/core';
import type { CertificationState } from '@portico/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { SchoolRow } from '../../repositories/schools.ts';
import { configOwners, readConfig } from '../academies/config.ts';

const INTERNAL_SEGMENTS = 'internalSegments';

export async function internalSegments(db: Kysely<Database>, school: SchoolRow): Promise<string[]> {
  const values = await readConfig(db, configOwners(school), [INTERNAL_SEGMENTS]);
  return (values.get(INTERNAL_SEGMENTS) ?? '')
    .split(',')
    .map((segment) => segment.trim())
    .filter(Boolean);
}

/** The certification bar's state for a client address (spec §4: shown when authType is not '3' on an inner IP). */
export async function certificationState(
  db: Kysely<Database>,
  school: SchoolRow,
  clientAddress: string | null,
  /** The school's segments when the caller has them already (the shell cache). */
  known?: readonly string[],
): Promise<CertificationState> {
  const segments = known ?? (await internalSegments(db, school));
  const isInnerIp = isInternalAddress(clientAddress, segments);
  return {
    show: showCertificationTip({ authType: school.auth_type, isInnerIp }),
    authType: school.auth_type,
    certificationLevel: school.certification_level,
    isInnerIp,
    hasInternal: segments.length > 0,
  };
}
