/**
 * The live-session reminder (issue 26 item 3): every LIVE_REMINDER_INTERVAL_S a croner job writes a message to
 * each current member of a class whose session starts within core LIVE_RULES.REMIND_BEFORE_MIN minutes. One runner
 * across instances (shared/single-runner.ts, as the exam sweep), and idempotent besides: a session is claimed by a
 * conditional update of `reminded_at` in the same transaction as its messages, so two instances that overlapped,
 * a retry after a crash or a restart never remind twice — and a crash before the commit leaves it to the next run.
 */
import { Cron } from 'croner';
import { LIVE_RULES, privateCenterLink, reminderDue } from '@portico/core';
import fp from 'fastify-plugin';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { runOnce, type RunnerApp } from '../../shared/single-runner.ts';
import { notifyUsers } from '../messages/notify.ts';

/** An arbitrary constant naming this job's advisory lock. */
export const REMINDER_ADVISORY_KEY = 260_003;
export const REMINDER_LOCK_NAME = 'live-reminder-lock';

/** Reminds every session now due; answers how many sessions it reminded (each once, ever). */
export async function remindDue(db: Kysely<Database>, now: Date): Promise<number> {
  const horizon = new Date(now.getTime() + LIVE_RULES.REMIND_BEFORE_MIN * 60_000).toISOString();
  const candidates = await db
    .selectFrom('live_sessions')
    .innerJoin('classes', 'classes.id', 'live_sessions.class_id')
    .select([
      'live_sessions.id',
      'live_sessions.school_id',
      'live_sessions.class_id',
      'live_sessions.title',
      'live_sessions.start_at',
      'live_sessions.duration_minutes',
      'classes.name as class_name',
    ])
    .where('live_sessions.reminded_at', 'is', null)
    .where('live_sessions.cancelled_at', 'is', null)
    .where('live_sessions.start_at', '>', now.toISOString())
    .where('live_sessions.start_at', '<=', horizon)
    .execute();
  let reminded = 0;
  for (const session of candidates) {
    const due = reminderDue(
      { startAt: session.start_at, durationMinutes: session.duration_minutes, remindedAt: null },
      now,
    );
    if (!due) continue;
    const sent = await db.transaction().execute(async (trx) => {
      // The claim: only one transaction ever moves reminded_at from null (a moved start clears it again).
      const claim = await trx
        .updateTable('live_sessions')
        .set({ reminded_at: now.toISOString() })
        .where('id', '=', session.id)
        .where('school_id', '=', session.school_id)
        .where('start_at', '=', session.start_at)
        .where('reminded_at', 'is', null)
        .where('cancelled_at', 'is', null)
        .executeTakeFirst();
      if (Number(claim.numUpdatedRows) !== 1) return false;
      const members = await trx
        .selectFrom('class_members')
        .select('user_id')
        .where('school_id', '=', session.school_id)
        .where('class_id', '=', session.class_id)
        .where('removed_at', 'is', null)
        .execute();
      await notifyUsers(
        trx,
        members.map(({ user_id }) => ({
          schoolId: session.school_id,
          userId: user_id,
          kind: 'live-reminder',
          title: `Live session soon: ${session.title}`,
          content: `${session.title} (${session.class_name}) starts ${session.start_at.slice(0, 16).replace('T', ' ')} UTC`,
          // messageLink drops the language: the reader's is added when the message is shown.
          link: privateCenterLink({ schoolId: session.school_id, type: 'studyCenter_MyLive', lang: 'zh_CN' }),
          params: { class: session.class_name, title: session.title, startAt: session.start_at },
        })),
      );
      return true;
    });
    if (sent) reminded += 1;
  }
  return reminded;
}

/** One run under the cross-instance lock: sessions reminded, or null when another instance holds the lock. */
export async function reminderOnce(app: RunnerApp, now: Date, lockMs: number): Promise<number | null> {
  let reminded = 0;
  const ran = await runOnce(
    app,
    { advisoryKey: REMINDER_ADVISORY_KEY, redisName: REMINDER_LOCK_NAME, holdMs: lockMs },
    async () => {
      reminded = await remindDue(app.db, now);
    },
  );
  return ran ? reminded : null;
}

export default fp<{ intervalSeconds?: number | undefined }>(
  async (app, options) => {
    const interval = options.intervalSeconds ?? 30;
    const lockMs = Math.max(500, interval * 1000 - 1000);
    const job = new Cron(`*/${interval} * * * * *`, { protect: true }, async () => {
      try {
        await reminderOnce(app, new Date(), lockMs);
      } catch (error) {
        app.log.warn({ err: error }, 'live-session reminder');
      }
    });
    app.addHook('onClose', async () => {
      job.stop();
    });
  },
  { name: 'live-reminder', dependencies: ['redis'] },
);
