/**
 * Issue 13 §2: a school's description, written per language in the console, reads in the visitor's language —
 * on the portal page (the bootstrap's school) and in the school lists (switcher, login selection), whose calls send
 * the page language as `sxz-lang` — falling back to the school's default language.
 */
import { describe, expect, it } from 'vitest';
import { saveTranslations } from '../src/repositories/translations.ts';
import { useTestApp } from './support/app.ts';
import { createSchool } from './support/factories.ts';
import { addMember, createUser, login, send } from './support/session.ts';
import { stubWebBuild } from './support/stub-web-build.ts';

const ctx = useTestApp({ webDistDir: stubWebBuild('bootstrap.school') });

describe('school descriptions in the visitor language', () => {
  it('portal page and school lists', async () => {
    const db = ctx.testDb.handle.db;
    const school = await createSchool(db, { name: 'Described school' });
    await db.updateTable('schools').set({ description: '中文简介' }).where('id', '=', school.id).execute();
    await saveTranslations(db, school.id, 'school', school.id, {
      description: { zh_CN: '中文简介', en_US: 'English summary', ar_SA: 'ملخص عربي' },
    });
    await ctx.app.shellEvents.emit({ schoolId: school.id, parentSchoolId: null, area: 'profile' });

    const page = async (lang: string) =>
      (await send(ctx.app, null, { url: `/portal/${school.id}?sxz-lang=${lang}` })).json<{
        description: string | null;
      }>().description;
    expect(await page('ar_SA')).toBe('ملخص عربي');
    expect(await page('en_US')).toBe('English summary');
    // No German text: the school's default language (zh_CN).
    expect(await page('de_DE')).toBe('中文简介');

    const user = await createUser(db);
    await addMember(db, school.id, user.id);
    const jar = await login(ctx.app, user.email, user.password);
    const listed = async (headers: Record<string, string>) => {
      const res = await send(ctx.app, jar, {
        url: '/api/ischool/v1/schools/first-schools-all-page?page=1&pageSize=10',
        headers,
      });
      expect(res.statusCode).toBe(200);
      const records = res.json<{ data: { records: Array<{ id: string; description: string | null }> } }>()
        .data.records;
      return records.find((record) => record.id === school.id)?.description;
    };
    expect(await listed({ 'sxz-lang': 'ar_SA' })).toBe('ملخص عربي');
    expect(await listed({ 'sxz-lang': 'xx_XX' })).toBe('中文简介');
    expect(await listed({})).toBe('中文简介');
  });
});
