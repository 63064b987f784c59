/**
 * Issue 27: the sub-school portal renders the sub-school's composed page (server-rendered, as the server cut it for
 * the viewer) under the sub-school's name; without one, its latest courses.
 */
import type { PortalModuleView } from '@portico/contracts';
import { describe, expect, it } from 'vitest';
import { demoSchool, latestCourses, makeBootstrap, SCHOOL_ID, SUB_SCHOOL_ID } from './fixtures/bootstrap.ts';
import { parse, renderToString } from './render-helpers.ts';

const URL = `/portal/${SCHOOL_ID}/sub-school/${SUB_SCHOOL_ID}?sxz-lang=en_US`;
const sub = {
  ...demoSchool,
  id: SUB_SCHOOL_ID,
  name: '演示学院·北京分院',
  nameEn: 'Demo Academy Beijing',
  parentSchoolId: SCHOOL_ID,
};
const modules: PortalModuleView[] = [
  { id: 'news', kind: 'richText', title: 'Branch news', audience: null, html: '<p>Open day on Saturday</p>' },
];

function page(composed: { pageId: string; pageType: number; modules: PortalModuleView[] } | null) {
  return makeBootstrap(URL, {
    page: { kind: 'sub-school', subSchool: sub, latestCourses, composed },
  });
}

describe('sub-school portal', () => {
  it('renders the sub-school’s composed page when it has one', async () => {
    const doc = parse((await renderToString(page({ pageId: '1', pageType: 2, modules }))).html);
    const main = doc.querySelector('main')!;
    expect(main.querySelector('h2')?.textContent).toBe('Branch news');
    expect(main.textContent).toContain('Open day on Saturday');
    expect(main.querySelector('[data-module-kind="richText"]')).not.toBeNull();
  });

  it('keeps the fixed layout (its latest courses) without one', async () => {
    const doc = parse((await renderToString(page(null))).html);
    const main = doc.querySelector('main')!;
    expect(main.querySelector('[data-module-kind]')).toBeNull();
    expect(main.textContent).toContain(latestCourses[0]!.name);
  });
});
