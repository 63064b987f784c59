import type { UserInfo } from '@portico/contracts';
import type { FastifyRequest } from 'fastify';
import { fail } from '../shared/http-error.ts';

export type MemberRole = 'member' | 'lecturer' | 'admin';

/** Who is asking: resolved once per request from a valid access token (plugins/app/session.ts). */
export interface Viewer {
  userId: string;
  user: UserInfo;
  /** Refresh-token family of the session (logout revokes it). */
  familyId: string;
  /** Schools the viewer is a valid member of: direct memberships and the sub-schools of those schools. */
  memberSchoolIds: ReadonlySet<string>;
  /** Effective role per school in `memberSchoolIds` (the higher of the school's own and its parent's). */
  roles: ReadonlyMap<string, MemberRole>;
  /** Issue 25: schools whose membership carries the `creator` flag (see isCreatorOf). */
  creatorSchoolIds: ReadonlySet<string>;
}

export const NOT_LOGGED_IN = 'Not logged in';

/** null for visitors (no, expired or revoked access token). */
export function viewerOf(request: FastifyRequest): Viewer | null {
  return request.viewer;
}

/** The viewer of a route for logged-in users (the access gate already answered 401 otherwise). */
export function currentViewer(request: FastifyRequest): Viewer {
  if (!request.viewer) throw fail('NOT_LOGGED_IN', NOT_LOGGED_IN);
  return request.viewer;
}

export const roleIn = (viewer: Viewer | null, schoolId: string): MemberRole | null =>
  viewer?.roles.get(schoolId) ?? null;

export const isMemberOf = (viewer: Viewer | null, schoolId: string): boolean =>
  viewer?.memberSchoolIds.has(schoolId) ?? false;

/** Admin of the school, or of its parent (admin of a sub-school is not admin of the parent). */
export const isAdminOf = (viewer: Viewer | null, schoolId: string): boolean =>
  roleIn(viewer, schoolId) === 'admin';

/** Lecturing permission (spec §6): lecturers, and admins, of the school. */
export const isLecturerOf = (viewer: Viewer | null, schoolId: string): boolean => {
  const role = roleIn(viewer, schoolId);
  return role === 'lecturer' || role === 'admin';
};

/**
 * Issue 25 item 1 (core isCourseCreator): who creates courses in the school — its lecturers and admins, and
 * members an admin flagged `creator` in the console's member management.
 */
export const isCreatorOf = (viewer: Viewer | null, schoolId: string): boolean =>
  isLecturerOf(viewer, schoolId) ||
  (isMemberOf(viewer, schoolId) && (viewer?.creatorSchoolIds.has(schoolId) ?? false));
