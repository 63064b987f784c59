/** Tenant resolution rules, checked on every school-scoped endpoint. */
import { describe, expect, it } from 'vitest';
import { DEMO_IDS } from '../src/seed/index.ts';
import { getJson, useTestApp } from './support/app.ts';

const ctx = useTestApp();
const UNKNOWN = '9999999999999999999';

/** Each endpoint as a function of the tenant query string (path-tenant endpoints take the id in the path). */
const ENDPOINTS: Array<[name: string, url: (tenantQuery: string) => string]> = [
  ['school details', (q) => `/api/school/schools/open/schoolDetails?${q}`],
  ['navigations', (q) => `/api/portal/api/v2/portal/open/navigations?${q}`],
  ['navigation settings', (q) => `/api/portal/api/v2/portal/open/navigation-settings?${q}`],
  ['top categories', (q) => `/api/category/v1/facets/first?source=0&${q}`],
  ['child categories', (q) => `/api/category/v1/facets/first/child?facetId=3100000000000010001&${q}`],
  ['latest courses', (q) => `/api/portal/api/v1/portal/open/latest-courses?limit=3&${q}`],
  ['footer', (q) => `/api/portal/api/v1/portal/open/footer?${q}`],
  ['bulletin', (q) => `/api/portal/api/v1/portal/open/bulletin?${q}`],
  ['hot search', (q) => `/api/search/v1/search/hotSearch?${q}`],
  ['course', (q) => `/api/course/v1/open/courses/3000000000000010001?${q}`],
];

describe.each(ENDPOINTS)('%s', (_name, url) => {
  it('rejects a malformed school id with 400 naming the field', async () => {
    for (const [query, field] of [
      ['schoolId=123', 'schoolId'],
      ['tenantId=abcdefghijklmnopqrs', 'tenantId'],
    ] as const) {
      const { status, body } = await getJson(ctx.app, url(query));
      expect(status).toBe(400);
      expect(body).toEqual({
        code: 400,
        errorCode: 'SCHOOL_ID_INVALID',
        message: `${field} must be a 19-digit id`,
      });
    }
  });

  it('rejects a malformed header tenant id with 400', async () => {
    const { status, body } = await getJson(ctx.app, url(''), { tenantId: '42' });
    expect(status).toBe(400);
    expect(body.errorCode).toBe('SCHOOL_ID_INVALID');
    expect(body.message).toBe('tenantid header must be a 19-digit id');
  });

  it('requires a tenant', async () => {
    const { status, body } = await getJson(ctx.app, url(''));
    expect(status).toBe(400);
    expect(body.message).toMatch(/school id is required/);
  });

  it('answers 404 School not found for an unknown school', async () => {
    const { status, body } = await getJson(ctx.app, url(`schoolId=${UNKNOWN}`));
    expect(status).toBe(404);
    expect(body).toEqual({ code: 404, errorCode: 'SCHOOL_NOT_FOUND', message: 'School not found' });
  });

  it('accepts the tenant from query aliases and headers', async () => {
    // Demo Academy is open; the category and course ids above are its own (stable seed ids).
    for (const [query, headers] of [
      [`tenantId=${DEMO_IDS.demoAcademy}`, {}],
      [`tenant_id=${DEMO_IDS.demoAcademy}`, {}],
      ['', { tenantId: DEMO_IDS.demoAcademy }],
      ['', { 'School-Id': DEMO_IDS.demoAcademy }],
    ] as const) {
      const { status } = await getJson(ctx.app, url(query), headers);
      expect(status).toBe(200);
    }
  });
});

describe('school by path id', () => {
  it('validates the path id', async () => {
    expect((await getJson(ctx.app, '/api/school/schools/12/')).body).toEqual({
      code: 400,
      errorCode: 'SCHOOL_ID_INVALID',
      message: 'id must be a 19-digit id',
    });
    expect((await getJson(ctx.app, `/api/school/schools/${UNKNOWN}/`)).status).toBe(404);
  });

  it('prefers the path id over query and header', async () => {
    const { body } = await getJson(
      ctx.app,
      `/api/school/schools/${DEMO_IDS.publicSchool}?schoolId=${DEMO_IDS.demoAcademy}`,
      {
        tenantId: DEMO_IDS.o3School,
      },
    );
    expect(body.data.id).toBe(DEMO_IDS.publicSchool);
  });
});
