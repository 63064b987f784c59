/**
 * The SCORM runtime's data (issue 25): a commit stores the learner's whole CMI object for the resource (so the
 * next launch hands back `suspend_data` and the lesson location) and, when the package reports completion
 * (core scormOutcome), completes the resource by the course's progress rule — in one transaction, answered after
 * the commit. Completion never goes back: a later "incomplete" keeps the resource completed.
 */
import { MEDIA_LIMITS, scormOutcome, type ScormVersion } from '@portico/core';
import type { Kysely } from 'kysely';
import { newId } from '../../db/ids.ts';
import type { Database } from '../../db/schema.ts';
import { fail } from '../../shared/http-error.ts';
import { completeResource } from '../learning/commands.ts';

/** scorm-again's JSON may come wrapped as `{ cmi: {…} }`; the stored object is the inner one. */
export function innerCmi(cmi: Record<string, unknown>): Record<string, unknown> {
  const inner = cmi.cmi;
  return inner && typeof inner === 'object' && !Array.isArray(inner)
    ? (inner as Record<string, unknown>)
    : cmi;
}

export async function commitCmi(
  db: Kysely<Database>,
  input: {
    resource: { id: string; course_id: string; school_id: string };
    userId: string;
    version: ScormVersion;
    cmi: Record<string, unknown>;
    now: Date;
  },
) {
  const cmi = innerCmi(input.cmi);
  const text = JSON.stringify(cmi);
  if (text.length > MEDIA_LIMITS.CMI_MAX_CHARS) {
    throw fail('SCORM_CMI_INVALID', 'The runtime data is too large', { max: MEDIA_LIMITS.CMI_MAX_CHARS });
  }
  const outcome = scormOutcome(input.version, cmi);
  const now = input.now.toISOString();
  return db.transaction().execute(async (trx) => {
    const current = await trx
      .selectFrom('scorm_runtime')
      .select(['id', 'completed'])
      .where('user_id', '=', input.userId)
      .where('resource_id', '=', input.resource.id)
      .executeTakeFirst();
    const completed = current?.completed === 1 || outcome.completed;
    const values = {
      cmi: text,
      completed: completed ? 1 : 0,
      score_x100: outcome.scorePercent === null ? null : Math.round(outcome.scorePercent * 100),
      updated_at: now,
    };
    if (current) {
      await trx.updateTable('scorm_runtime').set(values).where('id', '=', current.id).execute();
    } else {
      await trx
        .insertInto('scorm_runtime')
        .values({
          id: newId(),
          school_id: input.resource.school_id,
          user_id: input.userId,
          resource_id: input.resource.id,
          ...values,
        })
        .onConflict((conflict) => conflict.columns(['user_id', 'resource_id']).doUpdateSet(values))
        .execute();
    }
    if (completed) await completeResource(trx, { resource: input.resource, userId: input.userId, now });
    const enrolment = await trx
      .selectFrom('enrolments')
      .select('progress')
      .where('user_id', '=', input.userId)
      .where('course_id', '=', input.resource.course_id)
      .executeTakeFirst();
    return { completed, courseProgress: Number(enrolment?.progress ?? 0) };
  });
}
