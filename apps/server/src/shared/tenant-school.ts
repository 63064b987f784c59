/**
 * The school the access gate resolved for a request, as route handlers read it. It lives in shared/ so that
 * modules never import from plugins/ (the gate in plugins/app/access-gate.ts fills these fields).
 */
import type { FastifyRequest } from 'fastify';
import type { SchoolRow } from '../repositories/schools.ts';

declare module 'fastify' {
  interface FastifyRequest {
    school: SchoolRow | null;
    /** Whether the viewer may see the resolved school's content (core's closed-school rule). */
    schoolContentVisible: boolean;
  }
}

/** The school the gate resolved for a route that requires one. */
export function tenantSchool(request: FastifyRequest): SchoolRow {
  if (!request.school) throw new Error('the access gate resolved no school for this route');
  return request.school;
}

/** The school of a route whose school is optional (null when the request names none). */
export const optionalTenantSchool = (request: FastifyRequest): SchoolRow | null => request.school;

/**
 * The named school only when the viewer may see its content: what an `anyone` route may attach a record to
 * (a record about the caller must not land in a closed school they do not belong to).
 */
export const visibleTenantSchool = (request: FastifyRequest): SchoolRow | null =>
  request.schoolContentVisible ? request.school : null;
