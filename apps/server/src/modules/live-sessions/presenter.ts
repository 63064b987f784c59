/** A stored live session as the wire shows it (issue 26 item 3); state and join window from core's rules. */
import type { LiveSession, LiveSessionList } from '@portico/contracts';
import { joinOpen, joinWindow, liveSessionState, sessionEnd } from '@portico/core';
import type { SessionRow } from './queries.ts';

const times = (row: SessionRow) => ({
  startAt: row.start_at,
  durationMinutes: row.duration_minutes,
  cancelledAt: row.cancelled_at,
});

/**
 * A member gets the join URL only while the link is open (the server decides, so a page left open or a crafted
 * request never gets it early); the class's managers always see what they scheduled.
 */
export function presentSession(row: SessionRow, view: { manager: boolean; now: Date }): LiveSession {
  const open = joinOpen(times(row), view.now);
  return {
    id: row.id,
    classId: row.class_id,
    className: row.class_name,
    title: row.title,
    startAt: row.start_at,
    endAt: sessionEnd(times(row)).toISOString(),
    durationMinutes: row.duration_minutes,
    state: liveSessionState(times(row), view.now),
    joinOpensAt: joinWindow(times(row)).opensAt.toISOString(),
    joinOpen: open,
    joinUrl: view.manager || open ? row.join_url : null,
    cancelledAt: row.cancelled_at,
    remindedAt: row.reminded_at,
  };
}

/** Upcoming (soonest first: scheduled, running, or cancelled with the start ahead) and past (latest first). */
export function presentList(rows: SessionRow[], view: { manager: boolean; now: Date }): LiveSessionList {
  const sessions = rows.map((row) => presentSession(row, view));
  const isPast = (one: LiveSession) =>
    one.state === 'ended' || (one.state === 'cancelled' && Date.parse(one.startAt) <= view.now.getTime());
  return {
    upcoming: sessions.filter((one) => !isPast(one)),
    past: sessions.filter(isPast).reverse(),
    now: view.now.toISOString(),
  };
}
