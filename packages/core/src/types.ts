/**
 * The small structural types core's pure rules take. The wire shapes themselves (SchoolInfo, NavigationGroup,
 * Bulletin…) are derived from their schemas in @portico/contracts with `Static<>`; core stays importable without
 * it, and every wire shape satisfies the matching type here.
 */
import type { NAV_TEMPLATES } from './constants.ts';

/** Navigation template chosen by a school: index1 | index2 | index3 (spec §3 "Templates 1 to 3"). */
export type NavigationTemplate = keyof typeof NAV_TEMPLATES;

/** What the bulletin visibility rule reads of a bulletin (spec §4). */
export interface BulletinWindow {
  id: string;
  /** ISO 8601 instants (or epoch-millisecond strings). */
  startTime: string;
  endTime: string;
  /** 1 = active. */
  status: number;
}

/** The name fields of a user the display-name fallback reads (spec §3). */
export interface UserNameFields {
  nickName?: string | null;
  realName?: string | null;
  mobile?: string | null;
  email?: string | null;
}
