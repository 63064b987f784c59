import { describe, expect, it } from 'vitest';
import { apiPath } from '../src/api-path.ts';
import { API_PATHS } from '../src/api-paths.ts';

describe('API paths named once', () => {
  it('fills params, percent-encoded, and leaves paths without params as they are', () => {
    expect(
      apiPath(API_PATHS.consoleSchools.subSchool, { schoolId: '1000000000000000001', subId: 'a/b c' }),
    ).toBe('/api/console/1000000000000000001/sub-schools/a%2Fb%20c');
    expect(apiPath(API_PATHS.members.member, { userId: '42' })).toBe('/api/school/members/42/');
    expect(apiPath(API_PATHS.members.join)).toBe('/api/school/members/join');
  });

  it('refuses a template whose param was not given (the types refuse it first)', () => {
    // @ts-expect-error -- subId is missing
    expect(() => apiPath(API_PATHS.consoleSchools.subSchool, { schoolId: '1' })).toThrow(/needs :subId/);
    // @ts-expect-error -- a path without params takes none
    expect(apiPath(API_PATHS.o3Card.nicknameInfo, { schoolId: '1' })).toBe(API_PATHS.o3Card.nicknameInfo);
  });

  it('holds every path once: two names never share a template', () => {
    const all = Object.values(API_PATHS).flatMap((group) => Object.values(group) as string[]);
    expect(new Set(all).size).toBe(all.length);
    for (const path of all) expect(path).toMatch(/^\/api\//);
  });
});
