/** Row types of switching (migration 0004_switching; conventions in ../schema.ts). */

/** One cookie-tip choice (contracts §7 knownCookiesAgreement). */
export interface CookieConsentsTable {
  id: string;
  /** The logged-in viewer, or null for visitors. */
  user_id: string | null;
  /** The school the page belonged to, or null when the call named none. */
  school_id: string | null;
  /** '1' accept, '0' reject. */
  operation: string;
  created_at: string;
}
