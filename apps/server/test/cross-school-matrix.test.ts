/**
 * Issue 9 §1: the cross-school matrix, generated from the access gate's route table, so every school-scoped route
 * (today's and every future one) is walked: personas (visitor, learner, lecturer, admin, outsider) × targets (own
 * school, another school, a closed school, a closed sub-school of their own school, a closed sub-school of another
 * school, an unknown id) × every place the id can travel (path, query keys, headers). It asserts that no content of
 * a school the persona may not see comes back, that no row of such a school changes, and that role-restricted
 * routes refuse personas without the role.
 */
import { TENANT_HEADER_KEYS, TENANT_QUERY_KEYS } from '@portico/core';
import type { Kysely } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/schema.ts';
import type { DeclaredRoute } from '../src/plugins/app/access-gate.ts';
import { useTestApp } from './support/app.ts';
import {
  buildMatrixWorld,
  type MatrixSchool,
  type MatrixWorld,
  type Persona,
  type TargetName,
  restoreMembership,
} from './support/matrix-world.ts';
import { send } from './support/session.ts';

const ctx = useTestApp();
let world: MatrixWorld;
let tenantTables: string[];

beforeAll(async () => {
  world = await buildMatrixWorld(ctx.app, ctx.testDb.handle.db);
  const tables = await ctx.testDb.handle.db.introspection.getTables();
  tenantTables = tables
    .filter((table) => table.columns.some((column) => column.name === 'school_id'))
    .map((table) => table.name)
    .sort();
});

type JsonSchema = { type?: string; properties?: Record<string, JsonSchema>; required?: string[] } & Record<
  string,
  unknown
>;

const TARGETS: TargetName[] = ['own', 'other', 'closed', 'ownClosedSub', 'otherClosedSub', 'unknown'];
const ROLE_RANK = { member: 1, lecturer: 2, admin: 3 } as const;

/** A plausible value for a field, aimed at the target school where the field names one of its rows. */
function valueFor(name: string, schema: JsonSchema, target: MatrixSchool | null): unknown {
  const byName: Record<string, unknown> = {
    courseId: target?.courseIds[0],
    facetId: target?.topCategoryIds[0],
    categoryId: target?.topCategoryIds[0],
    agreementId: target?.agreementId,
    userId: target?.memberId,
    postId: target?.community.postId,
    targetId: target?.community.postId,
    circleId: target?.community.circleId,
    topicId: target?.community.topicId,
    authorId: target?.memberId,
    classId: target?.classId,
    assignmentId: target?.assignmentId,
    sessionId: target?.sessionId,
    keyword: 'Factory',
    lang: 'en-US',
    operation: '1',
    feedbackType: 0,
    feedbackContent: 'Matrix feedback',
    firstJoin: '1',
    picUrl: '',
    phoneNumber: '',
    grant_type: name === 'grant_type' ? 'authorization_code' : undefined,
    response_type: 'code',
    operationCode: 'TRAINING_CENTER',
    configTypes: 'schoolLanguage',
    record: '1',
    includeSubSchools: '1',
  };
  if (byName[name] !== undefined) return byName[name];
  if (schema.default !== undefined) return schema.default;
  const anyOf = (schema.anyOf ?? schema.oneOf) as JsonSchema[] | undefined;
  if (anyOf?.[0]) return anyOf[0].const ?? valueFor(name, anyOf[0], target);
  if (schema.const !== undefined) return schema.const;
  if (schema.type === 'integer' || schema.type === 'number') return (schema.minimum as number) ?? 1;
  if (schema.type === 'boolean') return true;
  if (schema.type === 'string' && typeof schema.pattern === 'string' && schema.pattern.includes('{19}')) {
    return target?.id ?? world.unknownId;
  }
  if (schema.type === 'string') return 'Matrix text 1';
  if (schema.type === 'array') return [];
  return undefined;
}

function fill(schema: JsonSchema | undefined, target: MatrixSchool | null, skip: ReadonlySet<string>) {
  const out: Record<string, unknown> = {};
  for (const [name, property] of Object.entries(schema?.properties ?? {})) {
    if (skip.has(name)) continue;
    const value = valueFor(name, property, target);
    if (value !== undefined) out[name] = value;
  }
  return out;
}

interface MatrixRequest {
  place: string;
  method: string;
  url: string;
  headers: Record<string, string>;
  payload?: unknown;
}

/** One request per place the route reads the school from. */
function requestsFor(route: DeclaredRoute, schoolId: string, target: MatrixSchool | null): MatrixRequest[] {
  const schema = (route.schema ?? {}) as Record<string, JsonSchema | undefined>;
  const from = route.access.from;
  const schoolKeys = new Set<string>(TENANT_QUERY_KEYS);
  if (from && 'query' in from) schoolKeys.add(from.query);
  // A route that also takes an invite code (the O3 card) is walked by the school ids; the code is its own test's.
  if (route.access.invite) schoolKeys.add(route.access.invite);
  const params = fill(schema.params, target, new Set());
  if (from && 'param' in from) params[from.param] = schoolId;
  const path = route.url.replace(/:(\w+)/g, (_, name: string) =>
    encodeURIComponent(String(params[name] ?? 'x')),
  );
  const query = fill(schema.querystring, target, schoolKeys);
  const payload = ['POST', 'PUT', 'PATCH'].includes(route.method)
    ? fill(schema.body, target, new Set())
    : undefined;
  const build = (place: string, extraQuery: Record<string, string>, headers: Record<string, string>) => {
    const search = new URLSearchParams({ ...(query as Record<string, string>), ...extraQuery }).toString();
    return {
      place,
      method: route.method,
      url: search ? `${path}?${search}` : path,
      headers,
      ...(payload === undefined ? {} : { payload }),
    };
  };
  if (from && 'param' in from) return [build(`path :${from.param}`, {}, {})];
  if (from && 'query' in from) return [build(`query ${from.query}`, { [from.query]: schoolId }, {})];
  return [
    ...TENANT_QUERY_KEYS.map((key) => build(`query ${key}`, { [key]: schoolId }, {})),
    ...TENANT_HEADER_KEYS.map((key) => build(`header ${key}`, {}, { [key]: schoolId })),
  ];
}

/** Every row of the schools' tenant tables, to prove a refused request wrote nothing. */
async function snapshot(db: Kysely<Database>, schoolIds: string[]): Promise<string> {
  const parts: unknown[] = [];
  for (const table of tenantTables) {
    const rows = await db
      .selectFrom(table as keyof Database)
      .selectAll()
      .where('school_id' as never, 'in', schoolIds as never)
      .execute();
    parts.push(table, rows.map((row) => JSON.stringify(row)).sort());
  }
  return JSON.stringify(parts);
}

const lacksRole = (persona: Persona, who: DeclaredRoute['access']['who']) =>
  (who === 'member' || who === 'lecturer' || who === 'admin') &&
  (persona.role === null || ROLE_RANK[persona.role] < ROLE_RANK[who]);

describe('cross-school matrix (every school-scoped route of the route table)', () => {
  // Issue 26 item 6: within the own school, a class is its lecturer's (and the admins'): another lecturer and a
  // learner who is not in it get nothing of it from any class route, and change nothing.
  it("never shows or changes another lecturer's class to a lecturer or a learner of the same school", async () => {
    const db = ctx.testDb.handle.db;
    const own = world.schools.own;
    const routes = ctx.app.accessTable.filter((route) => route.url.includes(':classId'));
    expect(routes.length).toBeGreaterThan(5);
    const problems: string[] = [];
    const before = await snapshot(db, [own.id]);
    for (const route of routes) {
      for (const persona of world.personas.filter((p) => p.name === 'lecturer' || p.name === 'learner')) {
        for (const request of requestsFor(route, own.id, own)) {
          const response = await send(ctx.app, persona.jar?.clone() ?? null, {
            method: request.method as 'GET',
            url: request.url,
            ...(request.payload === undefined ? {} : { payload: request.payload }),
          });
          const label = `${route.method} ${route.url} · ${persona.name}`;
          if (response.body.includes(own.secret)) problems.push(`${label}: leaked the class`);
          if (response.statusCode < 400 || response.statusCode >= 500) {
            problems.push(`${label}: answered ${response.statusCode}`);
          }
        }
      }
    }
    expect(await snapshot(db, [own.id])).toBe(before);
    expect(problems).toEqual([]);
  });

  it('leaks no content of a school the viewer may not see, writes nothing there, and enforces roles', async () => {
    const db = ctx.testDb.handle.db;
    const routes = ctx.app.accessTable.filter(
      (route) => route.access.school !== 'none' && route.method !== 'HEAD',
    );
    expect(routes.length).toBeGreaterThan(20);
    const problems: string[] = [];
    let requests = 0;
    for (const route of routes) {
      for (const persona of world.personas) {
        const hidden = TARGETS.filter((t) => t !== 'unknown' && !world.visible(persona, t)).map(
          (t) => world.schools[t as Exclude<TargetName, 'unknown'>],
        );
        const hiddenIds = hidden.map((school) => school.id);
        for (const targetName of TARGETS) {
          const target = targetName === 'unknown' ? null : world.schools[targetName];
          const schoolId = target?.id ?? world.unknownId;
          const mayTouch = target !== null && world.visible(persona, targetName);
          const guarded = [
            ...hiddenIds,
            ...(target && lacksRole(persona, route.access.who) ? [target.id] : []),
          ];
          const before = await snapshot(db, guarded);
          for (const request of requestsFor(route, schoolId, target)) {
            requests += 1;
            const response = await send(ctx.app, persona.jar?.clone() ?? null, {
              method: request.method as 'GET',
              url: request.url,
              headers: request.headers,
              ...(request.payload === undefined ? {} : { payload: request.payload }),
            });
            const label = `${route.method} ${route.url} · ${persona.name} → ${targetName} via ${request.place}`;
            const leaked = hidden.filter((school) => response.body.includes(school.secret));
            if (leaked.length > 0) problems.push(`${label}: leaked content (${response.statusCode})`);
            if (response.statusCode >= 500) problems.push(`${label}: ${response.statusCode}`);
            const refusedExpected =
              targetName === 'unknown' ||
              (!mayTouch && route.access.who !== 'anyone') ||
              lacksRole(persona, route.access.who);
            if (refusedExpected && response.statusCode < 400) {
              problems.push(`${label}: answered ${response.statusCode}, expected a refusal`);
            }
          }
          if ((await snapshot(db, guarded)) !== before) {
            problems.push(`${route.method} ${route.url} · ${persona.name} → ${targetName}: a write landed`);
          }
          await restoreMembership(db, world.schools.own.id, persona);
        }
      }
    }
    console.info(
      `cross-school matrix: ${routes.length} routes, ${requests} requests, ${problems.length} problems`,
    );
    expect(problems).toEqual([]);
  }, 600_000);
});
