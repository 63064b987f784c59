import { describe, expect, it } from 'vitest';
import { newId } from '../src/db/ids.ts';
import { DEMO_IDS } from '../src/seed/index.ts';
import { getJson, useTestApp } from './support/app.ts';
import { createSchool } from './support/factories.ts';

const ctx = useTestApp();
const footer = (id: string) => `/api/portal/api/v1/portal/open/footer?schoolId=${id}`;
const bulletin = (id: string) => `/api/portal/api/v1/portal/open/bulletin?schoolId=${id}`;
const hot = (id: string) => `/api/search/v1/search/hotSearch?schoolId=${id}`;

describe('footer', () => {
  it('returns both templates with template 2 in use', async () => {
    const { status, body } = await getJson(ctx.app, footer(DEMO_IDS.demoAcademy));
    expect(status).toBe(200);
    expect(body.data.map((t: { type: number; isUsed: boolean }) => [t.type, t.isUsed])).toEqual([
      [1, false],
      [2, true],
    ]);
    const used = body.data[1];
    const relateTypes = JSON.stringify(used.footerNavigations);
    for (const type of ['centerGuide', 'stuGuide', 'manGuide', 'feedback', 'privacy', 'custom'])
      expect(relateTypes).toContain(type);
    expect(used.footerQrCodes.length).toBe(2);
    expect(used.versionInformationSwitch).toBe('1');
    expect(used.copyright.beian).toBeTruthy();
  });

  it('is empty for a school without templates, and never shows another school', async () => {
    expect((await getJson(ctx.app, footer(DEMO_IDS.o3School))).body.data).toEqual([]);
    const a = await createSchool(ctx.testDb.handle.db, { name: 'Footer A' });
    await ctx.testDb.handle.db
      .updateTable('footer_templates')
      .set({
        copyright: JSON.stringify({
          company: 'Company of A',
          beian: null,
          registerSystemInfo: null,
          support: null,
        }),
      })
      .where('school_id', '=', a.id)
      .execute();
    const b = await createSchool(ctx.testDb.handle.db);
    expect((await getJson(ctx.app, footer(b.id))).raw).not.toContain('Company of A');
    expect((await getJson(ctx.app, footer(a.id))).raw).toContain('Company of A');
  });
});

describe('bulletin', () => {
  it('returns the active bulletin', async () => {
    const { status, body } = await getJson(ctx.app, bulletin(DEMO_IDS.demoAcademy));
    expect(status).toBe(200);
    expect(body.data).toMatchObject({
      status: 1,
      startTime: '2025-01-01T00:00:00.000Z',
      endTime: '2099-12-31T23:59:59.000Z',
    });
    expect(body.data.content).toContain('Demo Academy');
  });

  it('returns null when none is active (inactive, expired or not started)', async () => {
    const school = await createSchool(ctx.testDb.handle.db);
    const db = ctx.testDb.handle.db;
    await db.updateTable('bulletins').set({ status: 0 }).where('id', '=', school.bulletinId).execute();
    await db
      .insertInto('bulletins')
      .values([
        {
          id: newId(),
          school_id: school.id,
          content: 'old',
          start_time: '2020-01-01T00:00:00.000Z',
          end_time: '2021-01-01T00:00:00.000Z',
          status: 1,
        },
        {
          id: newId(),
          school_id: school.id,
          content: 'future',
          start_time: '2090-01-01T00:00:00.000Z',
          end_time: '2091-01-01T00:00:00.000Z',
          status: 1,
        },
      ])
      .execute();
    expect((await getJson(ctx.app, bulletin(school.id))).body).toEqual({ code: 200, data: null });
  });

  it("keeps schools apart and closes a closed school's bulletin", async () => {
    const a = await createSchool(ctx.testDb.handle.db);
    const b = await createSchool(ctx.testDb.handle.db);
    expect((await getJson(ctx.app, bulletin(b.id))).body.data.id).toBe(b.bulletinId);
    expect((await getJson(ctx.app, bulletin(b.id))).raw).not.toContain(a.bulletinId);
    expect((await getJson(ctx.app, bulletin(DEMO_IDS.closedSchool))).status).toBe(401);
  });
});

describe('hot search', () => {
  it('puts pins first, then the most searched keywords, at most 8, with an empty history', async () => {
    const { status, body } = await getJson(ctx.app, hot(DEMO_IDS.demoAcademy));
    expect(status).toBe(200);
    expect(body.data.hotSearch).toEqual([
      '人工智能',
      'Python',
      '数据分析',
      'Leadership',
      'Excel',
      '机器学习',
      'English',
      '云原生',
    ]);
    expect(body.data.history).toEqual([]);
  });

  it("keeps schools apart and closes a closed school's searches", async () => {
    const a = await createSchool(ctx.testDb.handle.db);
    const b = await createSchool(ctx.testDb.handle.db);
    expect((await getJson(ctx.app, hot(a.id))).body.data.hotSearch).toEqual(a.hotKeywords);
    expect((await getJson(ctx.app, hot(b.id))).body.data.hotSearch).toEqual(b.hotKeywords);
    expect((await getJson(ctx.app, hot(DEMO_IDS.closedSchool))).status).toBe(401);
  });
});
