/**
 * A publish changes which resources of a course count (issue 25 item 3: a removed resource stops counting, an
 * added one counts from now on), so the progress stored on every enrolment of the course is recounted in the
 * publish's own transaction — the course page, the learning center and classes read that stored number, and
 * without the recount they kept showing the share of the version the learner last studied. The rule is the
 * heartbeat's (core courseProgress / isCourseComplete): a completed course stays complete, and a learner whose
 * remaining required resources are all done completes it now, with the completion record a heartbeat would write.
 * One grouped count for the whole course; only enrolments whose number changes are written.
 */
import { courseProgress, isCourseComplete } from '@portico/core';
import type { Kysely } from 'kysely';
import { newId } from '../../db/ids.ts';
import type { Database } from '../../db/schema.ts';

export async function recountCourseProgress(
  trx: Kysely<Database>,
  input: { schoolId: string; courseId: string; now: string },
): Promise<void> {
  const { schoolId, courseId, now } = input;
  const enrolments = await trx
    .selectFrom('enrolments')
    .select(['id', 'user_id', 'progress', 'completed_at', 'study_seconds'])
    .where('school_id', '=', schoolId)
    .where('course_id', '=', courseId)
    .execute();
  if (enrolments.length === 0) return;
  const total = await trx
    .selectFrom('course_resources')
    .select((eb) => eb.fn.countAll<number | string>().as('total'))
    .where('school_id', '=', schoolId)
    .where('course_id', '=', courseId)
    .where('status', '=', 1)
    .where('required', '=', 1)
    .executeTakeFirst();
  const done = await trx
    .selectFrom('resource_progress')
    .innerJoin('course_resources', 'course_resources.id', 'resource_progress.resource_id')
    .select(['resource_progress.user_id', (eb) => eb.fn.countAll<number | string>().as('done')])
    .where('course_resources.school_id', '=', schoolId)
    .where('course_resources.course_id', '=', courseId)
    .where('course_resources.status', '=', 1)
    .where('course_resources.required', '=', 1)
    .where('resource_progress.completed_at', 'is not', null)
    .groupBy('resource_progress.user_id')
    .execute();
  const doneBy = new Map(done.map((row) => [row.user_id, Number(row.done)]));
  for (const enrolment of enrolments) {
    const rule = {
      requiredTotal: Number(total?.total ?? 0),
      requiredCompleted: doneBy.get(enrolment.user_id) ?? 0,
      completedBefore: enrolment.completed_at !== null,
    };
    const progress = courseProgress(rule);
    const completesNow = !enrolment.completed_at && isCourseComplete(rule);
    if (progress === Number(enrolment.progress) && !completesNow) continue;
    await trx
      .updateTable('enrolments')
      .set({ progress, completed_at: enrolment.completed_at ?? (completesNow ? now : null) })
      .where('id', '=', enrolment.id)
      .execute();
    if (!completesNow) continue;
    await trx
      .insertInto('course_completions')
      .values({
        id: newId(),
        school_id: schoolId,
        user_id: enrolment.user_id,
        course_id: courseId,
        completed_at: now,
        study_seconds: enrolment.study_seconds,
        certificate_no: `PC-${now.slice(0, 4)}-${newId().slice(0, 12)}`,
      })
      .onConflict((conflict) => conflict.columns(['user_id', 'course_id']).doNothing())
      .execute();
  }
}
