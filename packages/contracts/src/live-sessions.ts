/**
 * Live sessions of a class (issue 26 item 3). The title is limited by the spec ("lecturing field 100", core
 * LIVE_RULES.TITLE_MAX, counted in characters) and the duration by core LIVE_RULES; the schema lets more through
 * so the server answers its own clear codes (LIVE_TITLE_TOO_LONG, LIVE_DURATION_INVALID…) instead of a bare
 * validation error. State and the join window are core's (liveSessionState, joinOpen), decided by the server.
 */
import { LIVE_RULES, LIVE_SESSION_STATES } from '@portico/core';
import { Type, type Static } from 'typebox';
import { Id, Nullable } from './common.ts';
import { SmallInt } from './primitives.ts';

const Iso = (description = 'ISO 8601 UTC') => Type.String({ description });

export const LiveSessionStateSchema = Type.Enum(LIVE_SESSION_STATES, {
  description: 'core LIVE_SESSION_STATES',
});

export const LiveClassParams = Type.Object({ schoolId: Id('School id'), classId: Id('Class id') });
export const LiveSessionParams = Type.Object({
  schoolId: Id('School id'),
  classId: Id('Class id'),
  sessionId: Id('Live session id'),
});
export const LiveSessionIcsParams = Type.Object({
  schoolId: Id('School id'),
  sessionId: Id('Live session id'),
});
export const LiveSchoolParams = Type.Object({ schoolId: Id('School id') });

export const LiveSessionBody = Type.Object({
  title: Type.String({
    maxLength: LIVE_RULES.TITLE_MAX * 4,
    description: `At most ${LIVE_RULES.TITLE_MAX} characters`,
  }),
  startAt: Type.String({ maxLength: 40, description: 'ISO 8601 with its zone (Z or an offset), not past' }),
  durationMinutes: SmallInt({
    description: `${LIVE_RULES.DURATION_MIN}–${LIVE_RULES.DURATION_MAX} minutes`,
  }),
  joinUrl: Type.String({
    maxLength: LIVE_RULES.URL_MAX * 2,
    description: 'The conferencing tool’s absolute http(s) address; must pass the link legality check',
  }),
});
export type LiveSessionBody = Static<typeof LiveSessionBody>;

export const LiveSessionSchema = Type.Object({
  id: Type.String(),
  classId: Type.String(),
  className: Type.String(),
  title: Type.String(),
  startAt: Iso(),
  endAt: Iso(),
  durationMinutes: SmallInt(),
  state: LiveSessionStateSchema,
  /** When the join link opens (15 minutes before the start). */
  joinOpensAt: Iso(),
  /** The server's word: the join link may be followed now. */
  joinOpen: Type.Boolean(),
  /** A member's view: the URL only while the link is open (null otherwise); a manager's view: always. */
  joinUrl: Nullable(Type.String()),
  cancelledAt: Nullable(Iso()),
  /** When the reminder message went out (null until then). */
  remindedAt: Nullable(Iso()),
});
export type LiveSession = Static<typeof LiveSessionSchema>;

export const LiveSessionListSchema = Type.Object({
  /** Scheduled and running sessions, soonest first (a cancelled one whose start is ahead stays here). */
  upcoming: Type.Array(LiveSessionSchema),
  /** Ended sessions (and cancelled ones whose start passed), latest first. */
  past: Type.Array(LiveSessionSchema),
  /** The server's clock when it answered, so the page can say how long until a link opens. */
  now: Iso(),
});
export type LiveSessionList = Static<typeof LiveSessionListSchema>;
