/**
 * What every authoring handler starts from (issue 25): the request's school and viewer as an `AuthoringContext`,
 * and the draft as that viewer sees it (the actions offered follow their role and the school's review switch).
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { currentViewer, isAdminOf } from '../../auth/viewer.ts';
import { tenantSchool } from '../../shared/tenant-school.ts';
import type { AuthoringContext } from './commands.ts';
import { loadDraftRow } from './draft-store.ts';
import { reviewOnFor } from './policy.ts';
import { presentDraftView } from './presenter.ts';

export function authoringContext(app: FastifyInstance, request: FastifyRequest): AuthoringContext {
  return { app, school: tenantSchool(request), viewer: currentViewer(request) };
}

export async function draftViewFor(ctx: AuthoringContext, courseId: string) {
  const row = await loadDraftRow(ctx.app.db, ctx.school.id, courseId);
  const actor = {
    admin: isAdminOf(ctx.viewer, ctx.school.id),
    reviewOn: await reviewOnFor(ctx.app.db, ctx.school),
  };
  return presentDraftView(ctx.app.db, row, actor);
}
