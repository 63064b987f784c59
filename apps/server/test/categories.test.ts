import type { Category } from '@portico/contracts';
import { describe, expect, it } from 'vitest';
import { DEMO_IDS } from '../src/seed/index.ts';
import { getJson, useTestApp } from './support/app.ts';
import { createSchool } from './support/factories.ts';

const ctx = useTestApp();
const first = (id: string) => `/api/category/v1/facets/first?schoolId=${id}&source=0`;
const child = (id: string, facetId: string) =>
  `/api/category/v1/facets/first/child?facetId=${facetId}&schoolId=${id}&source=0`;

describe('categories', () => {
  it('lists top categories with sub-categories and no terms', async () => {
    const { status, body } = await getJson(ctx.app, first(DEMO_IDS.demoAcademy));
    expect(status).toBe(200);
    const tops = body.data as Category[];
    expect(tops.length).toBeGreaterThanOrEqual(3);
    expect(tops[0]).toMatchObject({ title: '信息技术', source: 0, terms: [] });
    expect(
      tops.every((top) => top.children.length > 0 && top.children.every((c) => c.terms.length === 0)),
    ).toBe(true);
  });

  it('lists the children of a category with their terms', async () => {
    const tops = (await getJson(ctx.app, first(DEMO_IDS.demoAcademy))).body.data as Category[];
    const { status, body } = await getJson(ctx.app, child(DEMO_IDS.demoAcademy, tops[0]!.id));
    expect(status).toBe(200);
    const children = body.data as Category[];
    expect(children.map((c) => c.title)).toEqual(['编程开发', '数据科学', 'Cloud Computing']);
    expect(children[0]!.terms.map((t) => t.title)).toEqual(['Python', 'JavaScript', 'Go']);
  });

  it('defaults source to 0 and filters by it', async () => {
    expect(
      (await getJson(ctx.app, `/api/category/v1/facets/first?schoolId=${DEMO_IDS.demoAcademy}`)).body.data
        .length,
    ).toBeGreaterThan(0);
    expect(
      (await getJson(ctx.app, `/api/category/v1/facets/first?schoolId=${DEMO_IDS.demoAcademy}&source=7`)).body
        .data,
    ).toEqual([]);
    expect(
      (await getJson(ctx.app, `/api/category/v1/facets/first?schoolId=${DEMO_IDS.demoAcademy}&source=-1`))
        .status,
    ).toBe(400);
  });

  it('validates facetId', async () => {
    const missing = await getJson(
      ctx.app,
      `/api/category/v1/facets/first/child?schoolId=${DEMO_IDS.demoAcademy}`,
    );
    expect(missing.body).toEqual({
      code: 400,
      errorCode: 'VALIDATION_FAILED',
      message: 'facetId is required',
    });
    expect((await getJson(ctx.app, child(DEMO_IDS.demoAcademy, 'x'))).body.message).toBe(
      'facetId must be a 19-digit id',
    );
  });

  it("keeps schools apart: B's categories only, and A's facet is unknown to B", async () => {
    const a = await createSchool(ctx.testDb.handle.db);
    const b = await createSchool(ctx.testDb.handle.db);
    const { body } = await getJson(ctx.app, first(b.id));
    expect(body.data.map((c: Category) => c.id)).toEqual(b.topCategoryIds);
    for (const id of a.categoryIds) expect(JSON.stringify(body)).not.toContain(id);
    const crossed = await getJson(ctx.app, child(b.id, a.topCategoryIds[0]!));
    expect(crossed.status).toBe(404);
    expect(crossed.body.message).toBe('Category not found');
  });

  it('answers 401 to visitors of a closed school', async () => {
    expect((await getJson(ctx.app, first(DEMO_IDS.closedSchool))).status).toBe(401);
    const closed = await createSchool(ctx.testDb.handle.db, { open_school: '0' });
    expect((await getJson(ctx.app, child(closed.id, closed.topCategoryIds[0]!))).status).toBe(401);
  });
});
