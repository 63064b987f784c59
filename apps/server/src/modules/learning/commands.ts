/**
 * The learning heartbeat (issue 23 items 4, 5, 9): one transaction that counts a beat of a viewing at most once
 * (its sequence must grow: a retry or a late beat changes nothing), merges the played ranges within what wall
 * time allows (core acceptPlayedReport), keeps a saved position from being zeroed by a failed load, adds study
 * seconds to the day and the enrolment, completes the resource by its kind's rule, and stores the course's
 * progress — which stays 100 once the course was completed. The answer is sent after the commit, so an
 * acknowledged beat survives a kill -9.
 */
import {
  acceptPlayedReport,
  applicationTimeOnTask,
  isApplicationComplete,
  courseProgress,
  distinctSeconds,
  isCourseComplete,
  isDocumentComplete,
  isVideoComplete,
  normalizeRanges,
  positionToStore,
  studySecondsToAdd,
  type PlayedRange,
} from '@portico/core';
import type { LearningBeat } from '@portico/contracts';
import type { Kysely, Transaction } from 'kysely';
import { sql } from 'kysely';
import { newId } from '../../db/ids.ts';
import type { Database } from '../../db/schema.ts';
import { viewingTimes, type ResourceRow } from './queries.ts';

export interface BeatOutcome {
  applied: boolean;
  resourceCompleted: boolean;
  courseProgress: number;
  courseCompleted: boolean;
  playedSeconds: number;
}

export function parsePlayed(text: string | null): PlayedRange[] {
  if (!text) return [];
  try {
    const value: unknown = JSON.parse(text);
    return Array.isArray(value) ? normalizeRanges(value.filter(Array.isArray), Number.MAX_SAFE_INTEGER) : [];
  } catch {
    return [];
  }
}

const seconds = (from: string, to: Date) => Math.max(0, (to.getTime() - Date.parse(from)) / 1000);

function completesNow(
  resource: ResourceRow,
  state: { played: PlayedRange[]; highestPage: number; timeOnTaskSeconds: number },
  beat: LearningBeat,
): boolean {
  switch (resource.kind) {
    case 'video':
      return isVideoComplete(state.played, resource.duration_s ?? 0);
    case 'document':
      return isDocumentComplete(state.highestPage, resource.page_count ?? 0);
    case 'article':
      return beat.reachedEnd === true;
    case 'external':
      // Opening it is what the learner can do here; the link leaves the portal.
      return true;
    case 'application':
      return isApplicationComplete({
        appType: resource.app_type,
        requiredSeconds: resource.duration_s,
        timeOnTaskSeconds: state.timeOnTaskSeconds,
        launched: beat.launched === true,
        markedDone: beat.markedDone === true,
      });
    default:
      // Exams complete through their own results (completeExamResources), SCORM packages through their runtime's
      // commits (modules/media-uploads), never through a heartbeat.
      return false;
  }
}

/** Counts the beat; `undefined` when the viewing key belongs to another resource (a confused client). */
export async function recordBeat(
  db: Kysely<Database>,
  input: { schoolId: string; userId: string; resource: ResourceRow; beat: LearningBeat; now: Date },
): Promise<BeatOutcome | undefined> {
  return db.transaction().execute(async (trx) => {
    const { schoolId, userId, resource, beat, now } = input;
    const nowIso = now.toISOString();
    const viewing = await startedViewing(trx, input);
    if (viewing.resource_id !== resource.id) return undefined;
    const current = await trx
      .selectFrom('resource_progress')
      .selectAll()
      .where('user_id', '=', userId)
      .where('resource_id', '=', resource.id)
      .executeTakeFirst();
    const storedPlayed = parsePlayed(current?.played ?? null);
    // Only a beat whose sequence grows counts; the conditional update makes two racing copies count once.
    const claimed =
      viewing.fresh ||
      Number(
        (
          await trx
            .updateTable('learning_viewings')
            .set({ last_seq: beat.seq, last_beat_at: nowIso })
            .where('id', '=', viewing.id)
            .where('last_seq', '<', beat.seq)
            .executeTakeFirst()
        ).numUpdatedRows,
      ) === 1;
    if (!claimed) {
      return outcomeOf(trx, { schoolId, userId, resource, applied: false, played: storedPlayed, current });
    }
    const wall = seconds(viewing.last_beat_at, now);
    const merged = acceptPlayedReport({
      stored: storedPlayed,
      reported: beat.played ?? [],
      duration: resource.duration_s ?? 0,
      wallSeconds: wall,
    });
    const studyAdd = studySecondsToAdd({
      storedActiveSeconds: viewing.active_seconds,
      reportedActiveSeconds: beat.activeSeconds,
      wallSeconds: wall,
    });
    if (beat.activeSeconds > viewing.active_seconds) {
      await trx
        .updateTable('learning_viewings')
        .set({ active_seconds: Math.floor(beat.activeSeconds) })
        .where('id', '=', viewing.id)
        .execute();
    }
    const pageCount = resource.page_count ?? 0;
    const page = beat.page !== undefined && beat.page <= Math.max(pageCount, 1) ? beat.page : undefined;
    const highestPage = Math.max(current?.highest_page ?? 0, page ?? 0);
    const savedPositionS = (current?.position_ms ?? 0) / 1000;
    const position =
      beat.position === undefined
        ? savedPositionS
        : positionToStore({
            saved: savedPositionS,
            reported: beat.position,
            duration: resource.duration_s ?? 0,
            playedThisViewing: merged.creditedSeconds > 0 || (beat.played?.length ?? 0) > 0,
          });
    const wasComplete = Boolean(current?.completed_at);
    // An application's time on task is its viewings' active seconds, each within its wall time (this beat's too).
    const timeOnTaskSeconds =
      resource.kind === 'application' && !wasComplete
        ? applicationTimeOnTask(await viewingTimes(trx, { schoolId, userId, resourceId: resource.id }))
        : 0;
    const nowComplete =
      wasComplete || completesNow(resource, { played: merged.ranges, highestPage, timeOnTaskSeconds }, beat);
    const values = {
      position_ms: Math.round(position * 1000),
      played: JSON.stringify(merged.ranges),
      last_page: page ?? current?.last_page ?? 0,
      highest_page: highestPage,
      completed_at: current?.completed_at ?? (nowComplete ? nowIso : null),
      updated_at: nowIso,
    };
    if (current) {
      await trx.updateTable('resource_progress').set(values).where('id', '=', current.id).execute();
    } else {
      await trx
        .insertInto('resource_progress')
        .values({
          id: newId(),
          school_id: schoolId,
          user_id: userId,
          course_id: resource.course_id,
          resource_id: resource.id,
          ...values,
        })
        .execute();
    }
    if (studyAdd > 0)
      await addStudySeconds(trx, { schoolId, userId, seconds: studyAdd, day: nowIso.slice(0, 10) });
    await trx
      .updateTable('enrolments')
      .set((eb) => ({
        last_resource_id: resource.id,
        last_studied_at: nowIso,
        study_seconds: eb('study_seconds', '+', studyAdd),
      }))
      .where('user_id', '=', userId)
      .where('school_id', '=', schoolId)
      .where('course_id', '=', resource.course_id)
      .execute();
    const course =
      nowComplete && !wasComplete
        ? await storeCourseProgress(trx, { schoolId, userId, courseId: resource.course_id, now: nowIso })
        : undefined;
    return outcomeOf(trx, {
      schoolId,
      userId,
      resource,
      applied: true,
      played: merged.ranges,
      current: { completed_at: values.completed_at },
      course,
    });
  });
}

/**
 * Issue 24: a passed exam completes every course resource of kind `exam` that stands for it, in the courses the
 * learner is enrolled in, and stores those courses' progress by the same rule as the other kinds.
 */
export async function completeExamResources(
  trx: Transaction<Database> | Kysely<Database>,
  input: { schoolId: string; userId: string; examId: string; now: string },
) {
  const resources = await trx
    .selectFrom('course_resources')
    .innerJoin('enrolments', (join) =>
      join
        .onRef('enrolments.course_id', '=', 'course_resources.course_id')
        .on('enrolments.user_id', '=', input.userId),
    )
    .select(['course_resources.id', 'course_resources.course_id', 'course_resources.school_id'])
    .where('course_resources.exam_id', '=', input.examId)
    .where('course_resources.kind', '=', 'exam')
    .where('course_resources.status', '=', 1)
    .execute();
  for (const resource of resources) {
    await completeResource(trx, { resource, userId: input.userId, now: input.now });
  }
}

/**
 * Completes one resource for the learner (a passed exam, a SCORM package reporting completion: issue 25) and
 * stores the course's progress by the same rule as a heartbeat; a resource already completed changes nothing.
 */
export async function completeResource(
  trx: Transaction<Database> | Kysely<Database>,
  input: { resource: { id: string; course_id: string; school_id: string }; userId: string; now: string },
) {
  const { resource } = input;
  const current = await trx
    .selectFrom('resource_progress')
    .select(['id', 'completed_at'])
    .where('user_id', '=', input.userId)
    .where('resource_id', '=', resource.id)
    .executeTakeFirst();
  if (current?.completed_at) return;
  if (current) {
    await trx
      .updateTable('resource_progress')
      .set({ completed_at: input.now, updated_at: input.now })
      .where('id', '=', current.id)
      .execute();
  } else {
    await trx
      .insertInto('resource_progress')
      .values({
        id: newId(),
        school_id: resource.school_id,
        user_id: input.userId,
        course_id: resource.course_id,
        resource_id: resource.id,
        position_ms: 0,
        played: '[]',
        last_page: 0,
        highest_page: 0,
        completed_at: input.now,
        updated_at: input.now,
      })
      .execute();
  }
  await storeCourseProgress(trx, {
    schoolId: resource.school_id,
    userId: input.userId,
    courseId: resource.course_id,
    now: input.now,
  });
}

/** The viewing of this beat: found by its key, or started now (its first beat credits only the slack). */
async function startedViewing(
  trx: Transaction<Database>,
  input: { schoolId: string; userId: string; resource: ResourceRow; beat: LearningBeat; now: Date },
) {
  const find = () =>
    trx
      .selectFrom('learning_viewings')
      .select(['id', 'resource_id', 'last_seq', 'active_seconds', 'last_beat_at'])
      .where('user_id', '=', input.userId)
      .where('viewing_key', '=', input.beat.viewingKey)
      .executeTakeFirst();
  const found = await find();
  if (found) return { ...found, fresh: false };
  const nowIso = input.now.toISOString();
  const inserted = await trx
    .insertInto('learning_viewings')
    .values({
      id: newId(),
      school_id: input.schoolId,
      user_id: input.userId,
      resource_id: input.resource.id,
      viewing_key: input.beat.viewingKey,
      last_seq: input.beat.seq,
      active_seconds: 0,
      started_at: nowIso,
      last_beat_at: nowIso,
    })
    .onConflict((conflict) => conflict.columns(['user_id', 'viewing_key']).doNothing())
    .executeTakeFirst();
  const row = await find();
  if (!row) throw new Error('viewing vanished inside its transaction');
  // Another copy of the first beat may have inserted it a moment ago: then this copy is the retry.
  const fresh = Number(inserted.numInsertedOrUpdatedRows ?? 0n) === 1;
  return { ...row, last_beat_at: fresh ? nowIso : row.last_beat_at, fresh };
}

async function addStudySeconds(
  trx: Transaction<Database>,
  input: { schoolId: string; userId: string; seconds: number; day: string },
) {
  await trx
    .insertInto('study_days')
    .values({ school_id: input.schoolId, user_id: input.userId, day: input.day, seconds: input.seconds })
    .onConflict((conflict) =>
      conflict
        .columns(['school_id', 'user_id', 'day'])
        .doUpdateSet({ seconds: sql<number>`study_days.seconds + ${input.seconds}` }),
    )
    .execute();
}

/**
 * Recounts required published resources and the viewer's completed ones, stores the percentage on the
 * enrolment and, the first time every required resource is complete, the completion record. A course that was
 * complete stays complete (core courseProgress).
 */
async function storeCourseProgress(
  trx: Transaction<Database> | Kysely<Database>,
  input: { schoolId: string; userId: string; courseId: string; now: string },
): Promise<{ progress: number; completed: boolean } | undefined> {
  const enrolment = await trx
    .selectFrom('enrolments')
    .select(['id', 'completed_at', 'study_seconds'])
    .where('user_id', '=', input.userId)
    .where('school_id', '=', input.schoolId)
    .where('course_id', '=', input.courseId)
    .executeTakeFirst();
  if (!enrolment) return undefined;
  const counts = await trx
    .selectFrom('course_resources')
    .leftJoin('resource_progress', (join) =>
      join
        .onRef('resource_progress.resource_id', '=', 'course_resources.id')
        .on('resource_progress.user_id', '=', input.userId),
    )
    .select([
      (eb) => eb.fn.countAll<number | string>().as('total'),
      (eb) => eb.fn.count<number | string>('resource_progress.completed_at').as('done'),
    ])
    .where('course_resources.school_id', '=', input.schoolId)
    .where('course_resources.course_id', '=', input.courseId)
    .where('course_resources.status', '=', 1)
    .where('course_resources.required', '=', 1)
    .executeTakeFirst();
  const rule = {
    requiredTotal: Number(counts?.total ?? 0),
    requiredCompleted: Number(counts?.done ?? 0),
    completedBefore: enrolment.completed_at !== null,
  };
  const progress = courseProgress(rule);
  const completed = isCourseComplete(rule);
  const completedAt = enrolment.completed_at ?? (completed ? input.now : null);
  await trx
    .updateTable('enrolments')
    .set({ progress, completed_at: completedAt })
    .where('id', '=', enrolment.id)
    .execute();
  if (completed && !enrolment.completed_at) {
    await trx
      .insertInto('course_completions')
      .values({
        id: newId(),
        school_id: input.schoolId,
        user_id: input.userId,
        course_id: input.courseId,
        completed_at: input.now,
        study_seconds: enrolment.study_seconds,
        certificate_no: `PC-${input.now.slice(0, 4)}-${newId().slice(0, 12)}`,
      })
      .onConflict((conflict) => conflict.columns(['user_id', 'course_id']).doNothing())
      .execute();
  }
  return { progress, completed };
}

async function outcomeOf(
  trx: Transaction<Database>,
  input: {
    schoolId: string;
    userId: string;
    resource: ResourceRow;
    applied: boolean;
    played: PlayedRange[];
    current: { completed_at: string | null } | undefined;
    course?: { progress: number; completed: boolean } | undefined;
  },
): Promise<BeatOutcome> {
  const course = input.course ??
    (await trx
      .selectFrom('enrolments')
      .select(['progress', 'completed_at'])
      .where('user_id', '=', input.userId)
      .where('school_id', '=', input.schoolId)
      .where('course_id', '=', input.resource.course_id)
      .executeTakeFirst()
      .then((row) => ({ progress: row?.progress ?? 0, completed: Boolean(row?.completed_at) }))) ?? {
      progress: 0,
      completed: false,
    };
  return {
    applied: input.applied,
    resourceCompleted: Boolean(input.current?.completed_at),
    courseProgress: course.progress,
    courseCompleted: course.completed,
    playedSeconds: distinctSeconds(input.played),
  };
}
