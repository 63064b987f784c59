/**
 * Identity demo rows (issue 3): invitation codes, and agreement signatures chosen so every state can be shown —
 * the learner has NOT signed Demo Academy's convention (version 1) and gets the dialog; the teacher and the admin
 * have signed it. The outsider has no real name (name-compliance reminder) and no membership.
 */
import { stableId } from '../db/ids.ts';
import { DEMO_IDS } from './demo-ids.ts';
import type { SeedRows } from './rows.ts';
import { PREFIX, SEED_EPOCH, iso } from './school-kit.ts';

/** Demo Academy's first agreement: the first id of its agreement sequence (school number 1, see demo-academy). */
export const DEMO_AGREEMENT_V1 = stableId(PREFIX.agreement, 1 * 10000 + 1);

export const DEMO_INVITES = { demoAcademy: 'DEMO-ACADEMY', o3: 'DEMO-O3' } as const;

export function identityRows(): SeedRows {
  return {
    school_invites: [
      [DEMO_IDS.demoAcademy, DEMO_INVITES.demoAcademy],
      [DEMO_IDS.o3School, DEMO_INVITES.o3],
    ].map(([school_id, code], index) => ({
      id: stableId(PREFIX.invite, index + 1),
      school_id: school_id!,
      code: code!,
      expires_at: null,
      created_at: iso(SEED_EPOCH),
    })),
    agreement_signatures: [DEMO_IDS.teacher, DEMO_IDS.admin].map((user_id) => ({
      school_id: DEMO_IDS.demoAcademy,
      agreement_id: DEMO_AGREEMENT_V1,
      user_id,
      signed_at: iso(SEED_EPOCH),
    })),
  };
}
