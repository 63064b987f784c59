import type { ShellBootstrap } from '@portico/contracts';
import { describe, expect, it } from 'vitest';
import { DEMO_IDS } from '../src/seed/index.ts';
import { buildBootstrap } from '../src/web/bootstrap.ts';
import { useTestApp } from './support/app.ts';
import { createSchool } from './support/factories.ts';

const ctx = useTestApp();
const boot = (url: string, host = 'localhost:3000'): Promise<ShellBootstrap> =>
  buildBootstrap(ctx.testDb.handle.db, ctx.config, { url, host });

describe('buildBootstrap', () => {
  it("holds Demo Academy's real data on its portal home", async () => {
    const b = await boot(`/portal/${DEMO_IDS.demoAcademy}`);
    expect(b.route).toEqual({
      id: 'portal-home',
      params: expect.objectContaining({ schoolId: DEMO_IDS.demoAcademy }),
    });
    expect(b).toMatchObject({
      lang: 'zh_CN',
      dir: 'ltr',
      region: 'cn',
      overseas: false,
      headerHidden: false,
      designMode: false,
      viewer: null,
    });
    expect(b.school?.name).toBe('演示学院');
    expect(b.navigation.groups).toHaveLength(2);
    expect(b.navigation.activeGroupId).toBe(b.navigation.groups[0]?.id);
    expect(b.headerSettings?.components).toHaveLength(11);
    expect(b.categories.length).toBeGreaterThanOrEqual(3);
    expect(b.footer).toMatchObject({ type: 2, isUsed: true });
    expect(b.bulletin?.status).toBe(1);
    expect(b.page.kind).toBe('portal-home');
    // Demo Academy's home is a composed page (seed 22): it carries no fixed-layout course list; `pageId=1` names no
    // page, so the fixed layout shows with the school's 12 latest courses.
    if (b.page.kind === 'portal-home') {
      expect(b.page.composed?.modules.length).toBeGreaterThan(0);
      expect(b.page.latestCourses).toEqual([]);
    }
    const fixed = await boot(`/portal/${DEMO_IDS.demoAcademy}?pageId=1`);
    if (fixed.page.kind !== 'portal-home') throw new Error(fixed.page.kind);
    expect(fixed.page.composed).toBeNull();
    expect(fixed.page.latestCourses).toHaveLength(12);
  });

  it('applies language, direction, region, overseas and header rules', async () => {
    const ar = await boot(
      `/portal/${DEMO_IDS.demoAcademy}?sxz-lang=ar_SA&hideSxzHeader=true`,
      'de.localhost:3000',
    );
    expect(ar).toMatchObject({ lang: 'ar_SA', dir: 'rtl', region: 'de', headerHidden: true });
    expect(await boot(`/portal/${DEMO_IDS.demoAcademy}`, 'overseas.localhost')).toMatchObject({
      overseas: true,
      lang: 'en_US',
    });
    expect((await boot(`/portal/${DEMO_IDS.demoAcademy}?sxz-lang=xx_XX`)).lang).toBe('zh_CN');
    expect((await boot('/design/page-1')).designMode).toBe(true);
  });

  it('selects the navigation group named by navGroupId', async () => {
    const groups = (await boot(`/portal/${DEMO_IDS.demoAcademy}`)).navigation.groups;
    const second = groups[1]!.id;
    expect(
      (await boot(`/portal/${DEMO_IDS.demoAcademy}?navGroupId=${second}`)).navigation.activeGroupId,
    ).toBe(second);
    expect((await boot(`/portal/${DEMO_IDS.demoAcademy}?navGroupId=nope`)).navigation.activeGroupId).toBe(
      groups[0]!.id,
    );
  });

  it('loads the search keyword and hot searches', async () => {
    const b = await boot(
      `/portal/${DEMO_IDS.demoAcademy}/search?keyword=${encodeURIComponent('  Python  ')}`,
    );
    expect(b.page).toMatchObject({ kind: 'search', keyword: 'Python' });
    if (b.page.kind === 'search') expect(b.page.hotSearches[0]).toEqual({ keyword: '人工智能', count: 0 });
  });

  it('loads a sub-school and its courses', async () => {
    const b = await boot(`/portal/${DEMO_IDS.demoAcademy}/sub-school/${DEMO_IDS.subSchoolA}`);
    expect(b.page.kind).toBe('sub-school');
    if (b.page.kind === 'sub-school') {
      expect(b.page.subSchool?.id).toBe(DEMO_IDS.subSchoolA);
      // Sub-school A's home is composed (seed 22); its fixed layout (a pageId naming no page) lists 4 courses.
      expect(b.page.composed).not.toBeNull();
      expect(b.page.latestCourses).toEqual([]);
    }
    const fixed = await boot(`/portal/${DEMO_IDS.demoAcademy}/sub-school/${DEMO_IDS.subSchoolA}?pageId=1`);
    expect(fixed.page.kind).toBe('sub-school');
    if (fixed.page.kind === 'sub-school') {
      expect(fixed.page.composed).toBeNull();
      expect(fixed.page.latestCourses).toHaveLength(4);
    }
    // A school that is not its sub-school is not loaded.
    const other = await boot(`/portal/${DEMO_IDS.demoAcademy}/sub-school/${DEMO_IDS.publicSchool}`);
    expect(other.page).toEqual({ kind: 'sub-school', subSchool: null, latestCourses: [], composed: null });
  });

  it("loads the course of the page's school only", async () => {
    const a = await createSchool(ctx.testDb.handle.db);
    const b = await createSchool(ctx.testDb.handle.db);
    const own = await boot(`/course/${a.id}/course-view?courseId=${a.courseIds[0]}`);
    expect(own.page).toMatchObject({ kind: 'course', course: { id: a.courseIds[0], schoolId: a.id } });
    // A visitor has no enrolment; another school's course, none or a malformed id find nothing.
    const none = { kind: 'course', course: null, enrolment: null, enrolBlock: null, outline: null };
    expect((await boot(`/course/${b.id}/course-view?courseId=${a.courseIds[0]}`)).page).toEqual(none);
    expect((await boot(`/course/${a.id}/course-view`)).page).toEqual(none);
    expect((await boot(`/course/${a.id}/course-view?courseId=bad`)).page).toEqual(none);
    const resourceId = own.page.kind === 'course' ? own.page.course?.courseResourceId : undefined;
    const app = await boot(`/course/${a.id}/application-view?courseId=${resourceId}`);
    expect(app.page).toMatchObject({ kind: 'course', course: { id: a.courseIds[0] } });
    // Issue 23: the outline comes with the page (a factory course has none yet: no chapters).
    expect(own.page).toMatchObject({ outline: { courseId: a.courseIds[0], chapters: [], enrolment: null } });
  });

  it("never carries another school's data", async () => {
    const a = await createSchool(ctx.testDb.handle.db);
    const b = await createSchool(ctx.testDb.handle.db);
    const json = JSON.stringify(await boot(`/portal/${b.id}`));
    for (const id of [a.id, ...a.courseIds, ...a.categoryIds, ...a.navigationGroupIds, a.bulletinId])
      expect(json).not.toContain(id);
  });

  it('shows only the public face of a closed school', async () => {
    const b = await boot(`/portal/${DEMO_IDS.closedSchool}`);
    expect(b.route.id).toBe('portal-home');
    expect(b.school?.openSchool).toBe('0');
    expect(b).toMatchObject({
      navigation: { groups: [], activeGroupId: null },
      categories: [],
      bulletin: null,
      page: { kind: 'none' },
    });
    expect(b.headerSettings).not.toBeNull();
  });

  it('answers not-found for unknown paths and unknown schools, and no school for school-less routes', async () => {
    expect((await boot('/no/such/page')).route.id).toBe('not-found');
    const unknown = await boot('/portal/9999999999999999999');
    expect(unknown.route.id).toBe('not-found');
    expect(unknown.school).toBeNull();
    const login = await boot('/login/index');
    expect(login.route.id).toBe('login');
    expect(login.school).toBeNull();
    const knowledge = await boot(`/knowledge/knowledgePortal.htm?schoolId=${DEMO_IDS.demoAcademy}`);
    expect(knowledge.school?.id).toBe(DEMO_IDS.demoAcademy);
  });
});
