/**
 * Issue 13 §2 on the demo data: every demo school's navigation, the O3 community's included, reads in the
 * visitor's language (English and Arabic seeded), falling back to the school's Chinese for other languages.
 */
import { describe, expect, it } from 'vitest';
import { DEMO_IDS } from '../src/seed/index.ts';
import { useTestApp } from './support/app.ts';
import { send } from './support/session.ts';

const ctx = useTestApp();

interface NavPage {
  name: string;
  children?: NavPage[];
}

async function pageNames(schoolId: string, lang: string): Promise<string[]> {
  const res = await send(ctx.app, null, {
    url: `/api/portal/api/v2/portal/open/navigations?schoolId=${schoolId}&sxz-lang=${lang}`,
  });
  expect(res.statusCode).toBe(200);
  const groups = res.json<{ data: Array<{ navigationPages: NavPage[] }> }>().data;
  const names: string[] = [];
  const walk = (pages: NavPage[]) => {
    for (const page of pages) {
      names.push(page.name);
      walk(page.children ?? []);
    }
  };
  for (const group of groups) walk(group.navigationPages);
  return names;
}

describe('seeded navigation texts', () => {
  it('the O3 community reads in Arabic and English, and in Chinese where nothing is written', async () => {
    const ar = await pageNames(DEMO_IDS.o3School, 'ar_SA');
    expect(ar).toEqual(expect.arrayContaining(['المجتمع', 'سؤال وجواب', 'فعاليات عبر الإنترنت', 'حول']));
    expect(ar).not.toContain('社区');
    const en = await pageNames(DEMO_IDS.o3School, 'en_US');
    expect(en).toEqual(expect.arrayContaining(['Community', 'Q&A', 'Online events', 'About']));
    const de = await pageNames(DEMO_IDS.o3School, 'de_DE');
    expect(de).toContain('社区');
  });

  it('the other small schools too (the exclusive school)', async () => {
    expect(await pageNames(DEMO_IDS.exclusiveSchool, 'ar_SA')).toContain('الدورات');
  });
});
