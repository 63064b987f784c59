/**
 * The one gate for tenant and access (issue 9 §1). Every route declares `config.access` (shared/access.ts); the
 * app refuses to start when one does not. Before validation and before the handler, the gate:
 * 1. refuses visitors on routes for logged-in users (401);
 * 2. resolves the school once from where the route takes it (a path param, one named query key, or core's tenant
 *    query keys then headers), refusing a malformed, unknown or contradictory id;
 * 3. applies the audience: the closed-school rule of core for content, the viewer's effective role otherwise;
 * 4. applies what the route requires beyond that (first-level school, O3 school, a live session, a still-member
 *    single sign-on user) and the user it is about (access-conditions.ts).
 * Handlers read the result with `tenantSchool(request)` / `optionalTenantSchool(request)`.
 */
import { TENANT_HEADER_KEYS, TENANT_QUERY_KEYS, isSchoolId } from '@portico/core';
import type { FastifyInstance, FastifyRequest, FastifySchema, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import { schoolContentAccess } from '../../auth/school-access.ts';
import { isAdminOf, isCreatorOf, isLecturerOf, isMemberOf, NOT_LOGGED_IN, type Viewer } from '../../auth/viewer.ts';
import { findSchoolById, type SchoolRow } from '../../repositories/schools.ts';
import type {} from '../../shared/tenant-school.ts';
import type { AccessRule, Audience, SchoolUse } from '../../shared/access.ts';
import { fail } from '../../shared/http-error.ts';
import {
  checkConditions,
  checkSubject,
  extrasProblem,
  inviteCodeOf,
  schoolIdOfInvite,
} from './access-conditions.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Every route with its declaration, as registered (the cross-school matrix walks it). */
    accessTable: DeclaredRoute[];
  }
}

export interface DeclaredRoute {
  method: string;
  url: string;
  access: AccessRule;
  /** The route's request schemas (tests generate requests from them). */
  schema: FastifySchema | undefined;
}

const CLOSED_SCHOOL_MESSAGE = 'This school is only open to its members';
const LOGIN_REQUIRED_MESSAGE = 'Please log in';

const SCHOOL_USES: readonly SchoolUse[] = ['required', 'optional', 'none'];
const AUDIENCES: readonly Audience[] = ['anyone', 'user', 'viewer', 'member', 'lecturer', 'admin', 'creator'];
const ROLE_AUDIENCES: ReadonlySet<Audience> = new Set(['member', 'lecturer', 'admin', 'creator']);

/** Why a declaration cannot be enforced, or null when it is sound. */
export function declarationProblem(rule: AccessRule | undefined): string | null {
  if (!rule) return 'declares no access rule (config.access: { school, who })';
  if (!SCHOOL_USES.includes(rule.school)) return `has an unknown school use "${String(rule.school)}"`;
  if (!AUDIENCES.includes(rule.who)) return `has an unknown audience "${String(rule.who)}"`;
  if (rule.school === 'none' && (rule.who === 'viewer' || ROLE_AUDIENCES.has(rule.who))) {
    return `asks for "${rule.who}" but takes no school`;
  }
  if (rule.school === 'none' && rule.from) return 'names where the school comes from but takes no school';
  return extrasProblem(rule);
}

interface Candidate {
  source: string;
  value: string;
}

/** Every place of the request that names a school, for this route's declaration. */
function schoolCandidates(request: FastifyRequest, rule: AccessRule): Candidate[] {
  const params = (request.params ?? {}) as Record<string, unknown>;
  const query = (request.query ?? {}) as Record<string, unknown>;
  const present = (source: string, value: unknown): Candidate[] =>
    typeof value === 'string' && value !== '' ? [{ source, value }] : [];
  if (rule.from && 'param' in rule.from) return present(rule.from.param, params[rule.from.param]);
  if (rule.from && 'query' in rule.from) return present(rule.from.query, query[rule.from.query]);
  return [
    ...TENANT_QUERY_KEYS.flatMap((key) => present(key, query[key])),
    ...TENANT_HEADER_KEYS.flatMap((key) => present(`${key} header`, request.headers[key])),
  ];
}

async function resolveSchool(app: FastifyInstance, request: FastifyRequest, rule: AccessRule) {
  const candidates = schoolCandidates(request, rule);
  const first = candidates[0];
  const invite = inviteCodeOf(request, rule);
  if (!first) {
    if (invite) return loadSchool(app, await schoolIdOfInvite(app, invite));
    if (rule.school === 'optional') return null;
    throw fail(
      'SCHOOL_ID_REQUIRED',
      rule.invite
        ? `Name the school (${rule.invite} or tenantId)`
        : rule.from
          ? `${'param' in rule.from ? rule.from.param : rule.from.query} is required`
          : 'A school id is required: pass schoolId (or tenantId) in the query, or a tenantId header',
    );
  }
  for (const candidate of candidates) {
    if (!isSchoolId(candidate.value)) {
      throw fail('SCHOOL_ID_INVALID', `${candidate.source} must be a 19-digit id`);
    }
  }
  // Two places naming two schools is a confused (or forged) request: neither is trusted.
  const other = candidates.find((candidate) => candidate.value !== first.value);
  if (other) {
    throw fail('SCHOOL_ID_CONFLICT', `${first.source} and ${other.source} name different schools`);
  }
  const school = await loadSchool(app, first.value);
  if (invite && (await schoolIdOfInvite(app, invite)) !== school.id) {
    throw fail('SCHOOL_ID_CONFLICT', 'The invite code names another school');
  }
  return school;
}

async function loadSchool(app: FastifyInstance, id: string): Promise<SchoolRow> {
  // Through the shell cache (issue 17): school rows are shell data, dropped by every change of the school.
  const school = await app.shellCache.get(
    { area: 'school', schools: [id] },
    () => findSchoolById(app.db, id),
    { dependsOn: (row) => [row?.parent_id] },
  );
  if (!school) throw fail('SCHOOL_NOT_FOUND', 'School not found');
  return school;
}

/** The audience check against a resolved school (the viewer is known to be logged in where required). */
function authorize(who: Audience, school: SchoolRow, viewer: Viewer | null): void {
  if (who === 'anyone') return;
  // Whoever acts on a school must at least be allowed to see it: the closed-school rule comes first.
  const content = schoolContentAccess(school, viewer);
  if (content === 'login') throw fail('LOGIN_REQUIRED', LOGIN_REQUIRED_MESSAGE);
  if (content === 'privilege') throw fail('SCHOOL_CLOSED', CLOSED_SCHOOL_MESSAGE);
  if (who === 'member' && !isMemberOf(viewer, school.id)) {
    throw fail('NOT_A_MEMBER', 'Only members of this school may do this');
  }
  if (who === 'lecturer' && !isLecturerOf(viewer, school.id)) {
    throw fail('NOT_A_LECTURER', 'Only lecturers of this school may do this');
  }
  if (who === 'creator' && !isCreatorOf(viewer, school.id)) {
    throw fail('NOT_A_CREATOR', 'Only lecturers, administrators and creators of this school may do this');
  }
  if (who === 'admin' && !isAdminOf(viewer, school.id)) {
    throw fail('NOT_AN_ADMIN', 'Only administrators of this school may do this');
  }
}

export default fp(
  async (app) => {
    const table: DeclaredRoute[] = [];
    const registered: RouteOptions[] = [];
    app.decorate('accessTable', table);
    app.decorateRequest('school', null);
    app.decorateRequest('schoolContentVisible', false);

    // Checked when the app is ready, after every plugin (static files included) had its say about config.
    app.addHook('onRoute', (route) => void registered.push(route));
    app.addHook('onReady', async () => {
      for (const route of registered) {
        const methods = ([] as string[]).concat(route.method);
        const problem = declarationProblem(route.config?.access);
        if (problem) throw new Error(`Route ${methods.join(',')} ${route.url} ${problem}`);
        const access = route.config!.access!;
        for (const method of methods) table.push({ method, url: route.url, access, schema: route.schema });
      }
    });

    app.addHook('preValidation', async (request) => {
      if (request.is404) return;
      const rule = request.routeOptions.config.access;
      // Unreachable after a successful start; deny rather than assume.
      if (!rule) throw fail('FORBIDDEN', 'This route declares no access rule');
      const viewer = request.viewer;
      if (!viewer && rule.who !== 'anyone' && rule.who !== 'viewer')
        throw fail('NOT_LOGGED_IN', NOT_LOGGED_IN);
      const school = rule.school === 'none' ? null : await resolveSchool(app, request, rule);
      if (school) {
        authorize(rule.who, school, viewer);
        request.school = school;
        request.schoolContentVisible = schoolContentAccess(school, viewer) === 'allow';
      }
      await checkConditions(app, request, rule, school);
      checkSubject(request, rule, school);
    });
  },
  { name: 'access-gate', dependencies: ['db', 'session'] },
);
