import type { NavigationGroup, NavigationPage } from '@portico/contracts';
import { describe, expect, it } from 'vitest';
import { DEMO_IDS } from '../src/seed/index.ts';
import { getJson, useTestApp } from './support/app.ts';
import { createSchool } from './support/factories.ts';

const ctx = useTestApp();
const navigations = (id: string) => `/api/portal/api/v2/portal/open/navigations?schoolId=${id}`;
const settings = (id: string) => `/api/portal/api/v2/portal/open/navigation-settings?schoolId=${id}`;

const flatten = (pages: NavigationPage[]): NavigationPage[] =>
  pages.flatMap((page) => [page, ...flatten(page.children)]);

describe('navigations', () => {
  it('returns Demo Academy navigation groups in the details/success envelope', async () => {
    const { status, body } = await getJson(ctx.app, navigations(DEMO_IDS.demoAcademy));
    expect(status).toBe(200);
    expect(body.details).toBe('success');
    const groups = body.data as NavigationGroup[];
    expect(groups).toHaveLength(2);
    const [main, campus] = groups as [NavigationGroup, NavigationGroup];
    expect(main.templateName).toBe('index1');
    expect(main.navigationPages.length).toBeGreaterThan(6);
    expect(main.navigationPages.map((page) => page.index)).toEqual(main.navigationPages.map((_, i) => i));
    expect(
      flatten(main.navigationPages).length + flatten(campus.navigationPages).length,
    ).toBeGreaterThanOrEqual(12);

    const pages = flatten(main.navigationPages);
    const menu = pages.find((page) => page.pageId === '1');
    expect(menu?.pageType).toBe('menu');
    expect(menu?.diyMenus[0]?.children.length).toBeGreaterThan(0);
    const link = pages.find((page) => page.pageId === '0');
    expect(link?.diyUrl).toBe('https://example.com/partner');
    expect(pages.find((page) => page.pageType === 'learningGroup')?.isView).toBe(false);
    expect(pages.some((page) => page.pageType === 'knowledge')).toBe(true);
    expect(pages.some((page) => page.pageType === 'exercise')).toBe(true);
    // Three levels: a page with a child that has children.
    expect(
      main.navigationPages.some((page) => page.children.some((child) => child.children.length > 0)),
    ).toBe(true);
  });

  it('answers 401 to visitors of a closed school (members: closed-school.test.ts)', async () => {
    const { status, body } = await getJson(ctx.app, navigations(DEMO_IDS.closedSchool));
    expect(status).toBe(401);
    expect(body).toEqual({ code: 401, errorCode: 'LOGIN_REQUIRED', message: 'Please log in' });
  });

  it("never mixes another school's navigation in", async () => {
    const a = await createSchool(ctx.testDb.handle.db);
    const b = await createSchool(ctx.testDb.handle.db);
    const { body } = await getJson(ctx.app, navigations(b.id));
    expect(body.data.map((group: NavigationGroup) => group.id)).toEqual(b.navigationGroupIds);
    expect(JSON.stringify(body)).not.toContain(a.navigationGroupIds[0]);
  });
});

describe('navigation settings', () => {
  it('returns the header layout with the 200000 result code', async () => {
    const { status, body } = await getJson(ctx.app, settings(DEMO_IDS.demoAcademy));
    expect(status).toBe(200);
    expect(body.resultCode).toBe(200000);
    const header = body.data.settings;
    expect(header.top.left.map((c: { navComId: string }) => c.navComId)).toEqual(['001', '002']);
    expect(header.bottom.left[0]).toEqual({ navComId: '003', width: 1200 });
    expect(header.components).toHaveLength(11);
    expect(header.components.find((c: { code: string }) => c.code === '001').logoStyle).toBe(1);
    expect(
      header.components.find((c: { code: string }) => c.code === '010').configures.length,
    ).toBeGreaterThan(0);
  });

  it('stays readable for a closed school (public face) and is null without a layout', async () => {
    expect((await getJson(ctx.app, settings(DEMO_IDS.closedSchool))).status).toBe(200);
    const bare = await createSchool(ctx.testDb.handle.db);
    await ctx.testDb.handle.db.deleteFrom('header_settings').where('school_id', '=', bare.id).execute();
    expect((await getJson(ctx.app, settings(bare.id))).body.data.settings).toBeNull();
    // Deleting one school's layout left the others alone.
    expect((await getJson(ctx.app, settings(DEMO_IDS.demoAcademy))).body.data.settings).not.toBeNull();
  });
});
