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

  it('loads the covers near the top at once: the banner and the row under it, not the rows further down', async () => {
    const banner: PortalModuleView = {
      id: 'banner',
      kind: 'banner',
      title: '',
      audience: null,
      slides: [{ imageUrl: '/static/b.jpg', width: 1200, height: 400, alt: 'Open day', link: null }],
    };
    const row = (id: string): PortalModuleView => ({
      id,
      kind: 'courseRow',
      title: id,
      audience: null,
      courses: latestCourses.slice(0, 6),
    });
    const html = (
      await renderToString(page({ pageId: '1', pageType: 2, modules: [banner, row('a'), row('b')] }))
    ).html;
    const loading = (id: string) => {
      const module = [...parse(html).querySelectorAll('[data-module-kind] h2')]
        .find((h) => h.textContent === id)!
        .closest('[data-module-kind]')!;
      return [...module.querySelectorAll('img')].map((img) => img.getAttribute('loading'));
    };
    // On a phone the first course cover under the banner is the largest paint: a lazy one waited for layout.
    expect(loading('a')).toEqual(['eager', 'eager', 'eager', 'eager', 'lazy', 'lazy']);
    expect(loading('b').every((value) => value === 'lazy')).toBe(true);
    expect(parse(html).querySelector('[data-module-kind="banner"] img')?.getAttribute('loading')).toBe(
      'eager',
    );
  });

  it('keeps the fixed layout (its latest courses) without one', async () => {
    const doc = parse((await renderToString(page(null))).html);
    const main = doc.querySelector('main')!;
    expect(main.querySelector('[data-module-kind]')).toBeNull();
    expect(main.textContent).toContain(latestCourses[0]!.name);
  });
});
