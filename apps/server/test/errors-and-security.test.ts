import { Type } from 'typebox';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { testConfig, useTestApp } from './support/app.ts';
import { access } from '../src/shared/access.ts';

const ctx = useTestApp();

describe('errors', () => {
  it('unknown /api routes answer 404 JSON', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/no/such/route' });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toMatch(/application\/json/);
    expect(response.json()).toMatchObject({ code: 404 });
  });

  it('a malformed JSON body is a 400, not a 500, and carries no stack trace', async () => {
    const app = await buildApp({ config: testConfig(), db: ctx.testDb.handle, logger: false });
    app.post(
      '/api/test/echo',
      { config: { access: access.public }, schema: { body: Type.Object({ name: Type.String() }) } },
      async (request) => request.body,
    );
    app.get('/api/test/boom', { config: { access: access.public } }, async () => {
      throw new Error('secret internal detail at /srv/db.ts:42');
    });
    try {
      const bad = await app.inject({
        method: 'POST',
        url: '/api/test/echo',
        headers: { 'content-type': 'application/json' },
        payload: '{"name":',
      });
      expect(bad.statusCode).toBe(400);
      expect(bad.json()).toEqual({
        code: 400,
        errorCode: 'BODY_NOT_JSON',
        message: 'Request body is not valid JSON',
      });

      const invalid = await app.inject({
        method: 'POST',
        url: '/api/test/echo',
        payload: { name: { first: 'x' } },
      });
      expect(invalid.statusCode).toBe(400);
      expect(invalid.json().message).toContain('name');

      const missing = await app.inject({ method: 'POST', url: '/api/test/echo', payload: {} });
      expect(missing.json()).toEqual({
        code: 400,
        errorCode: 'VALIDATION_FAILED',
        message: 'name is required',
      });

      const boom = await app.inject({ method: 'GET', url: '/api/test/boom' });
      expect(boom.statusCode).toBe(500);
      expect(boom.json()).toEqual({ code: 500, errorCode: 'SYSTEM_ERROR', message: 'System error' });
      expect(boom.body).not.toContain('secret');
      for (const response of [bad, invalid, boom]) expect(response.body).not.toMatch(/stack|\.ts:\d+/);
    } finally {
      await app.close();
    }
  });

  it('validation errors name the field', async () => {
    const response = await ctx.app.inject({
      url: '/api/portal/api/v1/portal/open/latest-courses?schoolId=1000000000000000001&limit=abc',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/^limit /);
  });
});

describe('security headers', () => {
  it('sets helmet headers and, on pages, a CSP with a fresh script nonce per request', async () => {
    const first = await ctx.app.inject({ url: '/no-such-page' });
    const second = await ctx.app.inject({ url: '/no-such-page' });
    expect(first.headers['x-content-type-options']).toBe('nosniff');
    expect(first.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(first.headers['referrer-policy']).toBe('no-referrer');
    const csp = String(first.headers['content-security-policy']);
    expect(csp).toMatch(/script-src 'self' 'nonce-[A-Za-z0-9+/=]{24}'/);
    expect(csp).toContain("img-src 'self' data: https:");
    expect(csp).toContain("object-src 'none'");
    expect(second.headers['content-security-policy']).not.toBe(csp);
  });

  it('answers the API with a policy under which nothing runs (no script source, no nonce to draw)', async () => {
    const response = await ctx.app.inject({ url: '/api/health' });
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toMatch(/^default-src 'none'/);
    expect(csp).not.toMatch(/script-src|nonce-/);
    expect(csp).toContain("form-action 'none'");
  });
});

describe('OpenAPI', () => {
  it('lists every API route with its schemas', async () => {
    const response = await ctx.app.inject({ url: '/api/openapi.json' });
    expect(response.statusCode).toBe(200);
    const doc = response.json();
    expect(doc.openapi).toMatch(/^3\./);
    const paths = Object.keys(doc.paths);
    for (const path of [
      '/api/health',
      '/api/school/schools/open/schoolDetails',
      '/api/school/schools/{id}/',
      '/api/portal/api/v2/portal/open/navigations',
      '/api/portal/api/v2/portal/open/navigation-settings',
      '/api/category/v1/facets/first',
      '/api/category/v1/facets/first/child',
      '/api/portal/api/v1/portal/open/latest-courses',
      '/api/portal/api/v1/portal/open/footer',
      '/api/portal/api/v1/portal/open/bulletin',
      '/api/search/v1/search/hotSearch',
      '/api/course/v1/open/courses/{courseId}',
    ]) {
      expect(paths).toContain(path);
    }
    // Pages are not in the document; outside /api/ only the load balancer's probes are (issue 17 §4).
    expect(paths.filter((path) => !path.startsWith('/api/')).sort()).toEqual(['/healthz', '/readyz']);
    expect(
      doc.paths['/api/portal/api/v1/portal/open/latest-courses'].get.parameters.map(
        (p: { name: string }) => p.name,
      ),
    ).toContain('limit');
  });
});
