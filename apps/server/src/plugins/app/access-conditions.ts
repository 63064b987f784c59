/**
 * The access gate's checks beyond school and audience (shared/access.ts `requires`, `subject`, `invite`): what
 * handlers used to check inline (issue 23 item 1), now declared on the route and enforced here, with the codes and
 * texts the handlers answered before.
 */
import { ERROR_CODES as SPEC_ERROR_CODES } from '@portico/core';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { accessTokenOf } from '../../auth/cookies.ts';
import { isAdminOf, isMemberOf } from '../../auth/viewer.ts';
import { isBoundToSchool } from '../../repositories/identities.ts';
import { findInvite } from '../../repositories/invites.ts';
import type { SchoolRow } from '../../repositories/schools.ts';
import type { AccessCondition, AccessRule, SubjectRule } from '../../shared/access.ts';
import { fail } from '../../shared/http-error.ts';

const ACCESS_CONDITIONS: readonly AccessCondition[] = [
  'firstLevel',
  'o3School',
  'liveSession',
  'boundMember',
];

const NOT_YOURS_MESSAGE = 'You may only look up yourself, unless you administer this school';

/** Why the declaration's extras cannot be enforced, or null. */
export function extrasProblem(rule: AccessRule): string | null {
  for (const condition of rule.requires ?? []) {
    if (!ACCESS_CONDITIONS.includes(condition)) return `requires an unknown condition "${String(condition)}"`;
    if (condition !== 'liveSession' && rule.school !== 'required') {
      return `requires "${condition}" of a school it does not require`;
    }
  }
  if (rule.invite !== undefined && (rule.school === 'none' || rule.from)) {
    return 'takes its school from an invite code besides a named place or no school at all';
  }
  if (rule.subject) {
    if (rule.who === 'anyone' || rule.who === 'viewer') return 'is about one user but admits visitors';
    if (rule.subject.admins && rule.school === 'none') return 'lets admins name a user but takes no school';
  }
  return null;
}

/** The invite code the request names, or null when it names none. */
export function inviteCodeOf(request: FastifyRequest, rule: AccessRule): string | null {
  if (!rule.invite) return null;
  const value = (request.query as Record<string, unknown> | undefined)?.[rule.invite];
  return typeof value === 'string' && value !== '' ? value : null;
}

/** The school an invite code names (404 INVITE_NOT_FOUND for an unknown or expired code). */
export async function schoolIdOfInvite(app: FastifyInstance, code: string): Promise<string> {
  const invite = await findInvite(app.db, code);
  if (!invite) throw fail('INVITE_NOT_FOUND', 'Unknown invite code');
  return invite.school_id;
}

/** The declared conditions, in their order (the school is resolved when one needs it: see extrasProblem). */
export async function checkConditions(
  app: FastifyInstance,
  request: FastifyRequest,
  rule: AccessRule,
  school: SchoolRow | null,
): Promise<void> {
  for (const condition of rule.requires ?? []) {
    if (condition === 'liveSession') {
      if (!request.viewer && accessTokenOf(request)) throw fail('SESSION_EXPIRED', 'Session expired');
      continue;
    }
    if (!school) continue;
    if (condition === 'firstLevel' && school.parent_id !== null) {
      throw fail('FORBIDDEN', "This setting belongs to the parent school's console");
    }
    if (condition === 'o3School' && school.kind !== 'o3') {
      throw fail('COMMUNITY_NOT_AVAILABLE', 'This school is not an O3 community school');
    }
    const viewer = request.viewer;
    if (
      condition === 'boundMember' &&
      viewer &&
      !isMemberOf(viewer, school.id) &&
      (await isBoundToSchool(app.db, school.id, viewer.userId))
    ) {
      throw fail('O3_USER_DELETED', 'Your community account in this school was deleted', {
        o3Code: SPEC_ERROR_CODES.O3_USER_DELETED,
      });
    }
  }
}

function subjectOf(request: FastifyRequest, subject: SubjectRule): { name: string; value: string | null } {
  const from = subject.from;
  const [name, bag] =
    'param' in from
      ? [from.param, request.params]
      : 'query' in from
        ? [from.query, request.query]
        : [from.header, request.headers];
  const value = (bag as Record<string, unknown> | undefined)?.[name];
  return { name, value: typeof value === 'string' && value !== '' ? value : null };
}

/** The user the route is about must be the viewer (or, where declared, anyone for the school's admins). */
export function checkSubject(request: FastifyRequest, rule: AccessRule, school: SchoolRow | null): void {
  if (!rule.subject) return;
  const viewer = request.viewer;
  const { name, value } = subjectOf(request, rule.subject);
  if (value === null || value === viewer?.userId) return;
  if (!rule.subject.admins) throw fail('USER_ID_MISMATCH', `${name} does not match the session`);
  if (!school || !isAdminOf(viewer, school.id)) throw fail('NOT_YOURS', NOT_YOURS_MESSAGE);
}
