/**
 * Writes of learning paths (issue 26 item 5): a path is created or replaced whole. Every item must name a
 * published course or exam of this school (another school's id is 404 LEARNING_PATH_ITEM_UNKNOWN, never stored);
 * one path per position (409 LEARNING_PATH_POSITION_TAKEN); a replace carries the version it read (409
 * EDIT_CONFLICT with details.currentVersion when someone saved since). Each write and its audit entry land in one
 * transaction (the console's audit log, area `learning-paths`).
 */
import { LEARNING_PATH_LIMITS } from '@portico/core';
import type { LearningPathBody } from '@portico/contracts';
import type { Kysely } from 'kysely';
import { newId } from '../../db/ids.ts';
import type { Database } from '../../db/schema.ts';
import { fail } from '../../shared/http-error.ts';
import { recordAudit } from '../console/audit.ts';
import { findPath, schoolItems, type StoredStage } from './queries.ts';

async function checkedStages(db: Kysely<Database>, schoolId: string, body: LearningPathBody) {
  const ids = [...new Set(body.stages.flatMap((stage) => stage.items.map((item) => item.id)))];
  const known = await schoolItems(db, schoolId, ids);
  const courses = new Set(known.courses.map((row) => row.id));
  const exams = new Set(known.exams.map((row) => row.id));
  const stages: StoredStage[] = body.stages.map((stage) => {
    const seen = new Set<string>();
    const items = stage.items.filter((item) => {
      const key = `${item.kind}:${item.id}`;
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    });
    for (const item of items) {
      if (!(item.kind === 'course' ? courses : exams).has(item.id)) {
        throw fail('LEARNING_PATH_ITEM_UNKNOWN', 'No such published course or exam in this school', {
          kind: item.kind,
          id: item.id,
        });
      }
    }
    return {
      title: stage.title.trim(),
      items: items.map(({ kind, id, required }) => ({ kind, id, required })),
    };
  });
  return JSON.stringify(stages);
}

async function positionTaken(db: Kysely<Database>, schoolId: string, position: string, exceptId?: string) {
  let query = db
    .selectFrom('learning_paths')
    .select('id')
    .where('school_id', '=', schoolId)
    .where('position', '=', position);
  if (exceptId) query = query.where('id', '!=', exceptId);
  return (await query.executeTakeFirst()) !== undefined;
}

export async function createPath(
  db: Kysely<Database>,
  input: { schoolId: string; userId: string; body: LearningPathBody; now: Date },
): Promise<string> {
  const { schoolId, body } = input;
  const position = body.position.trim();
  const stages = await checkedStages(db, schoolId, body);
  const count = await db
    .selectFrom('learning_paths')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('school_id', '=', schoolId)
    .executeTakeFirst();
  if (Number(count?.n ?? 0) >= LEARNING_PATH_LIMITS.PATHS_PER_SCHOOL_MAX) {
    throw fail('VALIDATION_FAILED', 'This school has as many learning paths as it may');
  }
  if (await positionTaken(db, schoolId, position)) {
    throw fail('LEARNING_PATH_POSITION_TAKEN', 'This position already has a learning path', { position });
  }
  const id = newId();
  const at = input.now.toISOString();
  const row = { id, school_id: schoolId, position, title: body.title.trim(), stages };
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('learning_paths')
      .values({ ...row, created_at: at, updated_at: at, updated_by: input.userId })
      .execute();
    await audit(trx, { schoolId, actorId: input.userId }, 'create', id, null, row);
  });
  return id;
}

export async function replacePath(
  db: Kysely<Database>,
  input: { schoolId: string; pathId: string; userId: string; body: LearningPathBody; now: Date },
): Promise<void> {
  const { schoolId, pathId, body } = input;
  const current = await findPath(db, schoolId, pathId);
  if (!current) throw fail('LEARNING_PATH_NOT_FOUND', 'No such learning path in this school');
  const position = body.position.trim();
  const stages = await checkedStages(db, schoolId, body);
  if (await positionTaken(db, schoolId, position, pathId)) {
    throw fail('LEARNING_PATH_POSITION_TAKEN', 'This position already has a learning path', { position });
  }
  const expected = body.version ?? current.version;
  const after = { position, title: body.title.trim(), stages };
  await db.transaction().execute(async (trx) => {
    // Conditional on the version read, so two admins saving at once cannot both win.
    const done = await trx
      .updateTable('learning_paths')
      .set({ ...after, version: expected + 1, updated_at: input.now.toISOString(), updated_by: input.userId })
      .where('school_id', '=', schoolId)
      .where('id', '=', pathId)
      .where('version', '=', expected)
      .executeTakeFirst();
    if (Number(done.numUpdatedRows) === 0) {
      throw fail('EDIT_CONFLICT', 'Someone saved this learning path since you loaded it', {
        currentVersion: current.version,
      });
    }
    const before = { position: current.position, title: current.title, stages: current.stages };
    await audit(trx, { schoolId, actorId: input.userId }, 'update', pathId, before, after);
  });
}

export async function deletePath(
  db: Kysely<Database>,
  input: { schoolId: string; pathId: string; userId: string },
): Promise<void> {
  const current = await findPath(db, input.schoolId, input.pathId);
  if (!current) throw fail('LEARNING_PATH_NOT_FOUND', 'No such learning path in this school');
  await db.transaction().execute(async (trx) => {
    const done = await trx
      .deleteFrom('learning_paths')
      .where('school_id', '=', input.schoolId)
      .where('id', '=', input.pathId)
      .executeTakeFirst();
    if (Number(done.numDeletedRows) === 0) {
      throw fail('LEARNING_PATH_NOT_FOUND', 'No such learning path in this school');
    }
    const before = { position: current.position, title: current.title, stages: current.stages };
    await audit(
      trx,
      { schoolId: input.schoolId, actorId: input.userId },
      'delete',
      input.pathId,
      before,
      null,
    );
  });
}

function audit(
  trx: Kysely<Database>,
  who: { schoolId: string; actorId: string },
  action: 'create' | 'update' | 'delete',
  pathId: string,
  before: unknown,
  after: unknown,
) {
  return recordAudit(trx, {
    ...who,
    area: 'learning-paths',
    action,
    entity: 'learning-path',
    entityId: pathId,
    before,
    after,
  });
}
