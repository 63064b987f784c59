/**
 * The one way the console writes (issue 13 §3–4): in one transaction, check and bump the area's version
 * (EDIT_CONFLICT when stale), run the change, record it in the audit log; after commit, announce the change
 * (shared/shell-events.ts) so caches drop it before the response goes out. The route has already validated the
 * body and the access gate has checked that the viewer is an admin of this school (or of its parent).
 */
import type { ConsoleArea } from '@portico/core';
import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { currentViewer } from '../../auth/viewer.ts';
import type { Database } from '../../db/schema.ts';
import { tenantSchool } from '../../shared/tenant-school.ts';
import type { SchoolRow } from '../../repositories/schools.ts';
import { recordAudit } from './audit.ts';
import { bumpVersion } from '../../shared/config-versions.ts';

export interface AdminChange<T> {
  /** What was done, for the audit log: 'update', 'create', 'delete', 'publish', 'reorder', … */
  action: string;
  /** The changed thing ('navigation', 'bulletin', 'membership', …) and its id when it has one. */
  entity: string;
  entityId?: string | null;
  before: unknown;
  after: unknown;
  /** What the route answers. */
  result: T;
  /**
   * Issue 27: the cache scopes the change touches when it is narrower than the school's shell (one published
   * page; none for a saved draft): only those drop from the page and shell caches, on every instance.
   */
  cacheScopes?: readonly string[];
}

export interface AdminWriteContext {
  trx: Kysely<Database>;
  school: SchoolRow;
  actorId: string;
}

export async function adminWrite<T>(
  request: FastifyRequest,
  area: ConsoleArea,
  expectedVersion: number,
  change: (ctx: AdminWriteContext) => Promise<AdminChange<T>>,
): Promise<{ version: number; data: T }> {
  const school = tenantSchool(request);
  const actorId = currentViewer(request).userId;
  const { db, shellEvents } = request.server;
  const outcome = await db.transaction().execute(async (trx) => {
    const version = await bumpVersion(trx, school.id, area, expectedVersion);
    const done = await change({ trx, school, actorId });
    await recordAudit(trx, {
      schoolId: school.id,
      actorId,
      area,
      action: done.action,
      entity: done.entity,
      entityId: done.entityId ?? null,
      before: done.before,
      after: done.after,
    });
    return { version, data: done.result, scopes: done.cacheScopes };
  });
  await shellEvents.emit({
    schoolId: school.id,
    parentSchoolId: school.parent_id,
    area,
    ...(outcome.scopes !== undefined ? { scopes: outcome.scopes } : {}),
  });
  return { version: outcome.version, data: outcome.data };
}
