import { describe, expect, it } from 'vitest';
import {
  PORTAL_PAGE_LIMITS,
  duplicateModule,
  isPortalUrl,
  modulesFor,
  moduleVisibleTo,
  moveModule,
  portalPageScope,
  validatePortalPage,
  type AudienceViewer,
  type PortalModule,
} from '../src/index.ts';

const visitor: AudienceViewer = {
  signedIn: false,
  member: false,
  lecturer: false,
  admin: false,
  classIds: new Set(),
};
const outsider: AudienceViewer = { ...visitor, signedIn: true };
const member: AudienceViewer = { ...outsider, member: true, classIds: new Set(['c1']) };
const lecturer: AudienceViewer = { ...member, lecturer: true, classIds: new Set() };
const admin: AudienceViewer = { ...outsider, member: true, admin: true };

const text = (kind: PortalModule['kind'], id = 'm1'): PortalModule => ({
  id,
  kind,
  audience: null,
  title: {},
  ...(kind === 'richText' ? { html: { en_US: '<p>Hi</p>' } } : {}),
});

describe('moduleVisibleTo', () => {
  it('shows a module without an audience to everyone', () => {
    for (const viewer of [visitor, outsider, member, lecturer, admin]) {
      expect(moduleVisibleTo(null, viewer)).toBe(true);
    }
  });
  it('visitors: only people not signed in', () => {
    expect(moduleVisibleTo({ kind: 'visitors' }, visitor)).toBe(true);
    expect(moduleVisibleTo({ kind: 'visitors' }, outsider)).toBe(false);
    expect(moduleVisibleTo({ kind: 'visitors' }, member)).toBe(false);
  });
  it('members: members, lecturers and admins; never a visitor or a signed-in outsider', () => {
    expect(moduleVisibleTo({ kind: 'members' }, visitor)).toBe(false);
    expect(moduleVisibleTo({ kind: 'members' }, outsider)).toBe(false);
    expect(moduleVisibleTo({ kind: 'members' }, member)).toBe(true);
    expect(moduleVisibleTo({ kind: 'members' }, lecturer)).toBe(true);
    expect(moduleVisibleTo({ kind: 'members' }, admin)).toBe(true);
  });
  it('lecturers: lecturers and admins only', () => {
    expect(moduleVisibleTo({ kind: 'lecturers' }, member)).toBe(false);
    expect(moduleVisibleTo({ kind: 'lecturers' }, lecturer)).toBe(true);
    expect(moduleVisibleTo({ kind: 'lecturers' }, admin)).toBe(true);
  });
  it('class: members of that class (and admins)', () => {
    expect(moduleVisibleTo({ kind: 'class', classId: 'c1' }, member)).toBe(true);
    expect(moduleVisibleTo({ kind: 'class', classId: 'c2' }, member)).toBe(false);
    expect(moduleVisibleTo({ kind: 'class', classId: 'c1' }, lecturer)).toBe(false);
    expect(moduleVisibleTo({ kind: 'class' }, member)).toBe(false);
    expect(moduleVisibleTo({ kind: 'class', classId: 'c1' }, visitor)).toBe(false);
    expect(moduleVisibleTo({ kind: 'class', classId: 'c9' }, admin)).toBe(true);
  });
});

describe('modulesFor', () => {
  it('keeps page order and gives the learning summary to signed-in viewers only', () => {
    const modules = [
      text('richText', 'a'),
      { ...text('learningSummary', 'b') },
      { ...text('courseRow', 'c'), audience: { kind: 'members' as const } },
    ];
    expect(modulesFor(modules, visitor).map((m) => m.id)).toEqual(['a']);
    expect(modulesFor(modules, outsider).map((m) => m.id)).toEqual(['a', 'b']);
    expect(modulesFor(modules, member).map((m) => m.id)).toEqual(['a', 'b', 'c']);
  });
});

describe('moveModule and duplicateModule', () => {
  it('moves an item, and ignores moves out of range', () => {
    expect(moveModule(['a', 'b', 'c'], 0, 2)).toEqual(['b', 'c', 'a']);
    expect(moveModule(['a', 'b', 'c'], 2, 0)).toEqual(['c', 'a', 'b']);
    expect(moveModule(['a', 'b'], 0, 2)).toEqual(['a', 'b']);
    expect(moveModule(['a', 'b'], -1, 0)).toEqual(['a', 'b']);
  });
  it('duplicates after the source with a new id and a deep copy', () => {
    const list = [text('richText', 'a'), text('linkGrid', 'b')];
    const next = duplicateModule(list, 0, 'a2');
    expect(next.map((m) => m.id)).toEqual(['a', 'a2', 'b']);
    next[1]!.html!.en_US = 'changed';
    expect(list[0]!.html!.en_US).toBe('<p>Hi</p>');
  });
  it('does not duplicate past the module limit', () => {
    const full = Array.from({ length: PORTAL_PAGE_LIMITS.MODULES_MAX }, (_, i) => text('richText', `m${i}`));
    expect(duplicateModule(full, 0, 'x')).toHaveLength(PORTAL_PAGE_LIMITS.MODULES_MAX);
  });
});

describe('isPortalUrl', () => {
  it('accepts same-site paths and http(s) URLs only', () => {
    expect(isPortalUrl('/course/1/course-view?courseId=2')).toBe(true);
    expect(isPortalUrl('https://example.com/a')).toBe(true);
    expect(isPortalUrl('//evil.example/a')).toBe(false);
    expect(isPortalUrl('javascript:alert(1)')).toBe(false);
    expect(isPortalUrl('data:text/html,x')).toBe(false);
    expect(isPortalUrl('/' + 'a'.repeat(PORTAL_PAGE_LIMITS.URL_MAX))).toBe(false);
  });
});

describe('validatePortalPage', () => {
  const opts = { defaultLang: 'en_US' as const };
  const banner = (over: Partial<PortalModule['slides'] & object> = {}): PortalModule => ({
    id: 'b1',
    kind: 'banner',
    audience: null,
    title: {},
    slides: [{ imageUrl: '/assets/a.png', width: 1200, height: 400, alt: { en_US: 'Campus' }, ...over }],
  });
  it('accepts a valid page', () => {
    expect(validatePortalPage({ modules: [banner(), text('richText', 'r')] }, opts)).toEqual([]);
  });
  it('requires alt text in the default language and a known size for every slide', () => {
    const bad = {
      ...banner(),
      slides: [{ imageUrl: '/a.png', width: 0, height: 400, alt: { zh_CN: '校园' } }],
    };
    const problems = validatePortalPage({ modules: [bad] }, opts);
    expect(problems).toContainEqual({ path: 'modules.0.slides.0.alt.en_US', rule: 'required' });
    expect(problems).toContainEqual({ path: 'modules.0.slides.0.width', rule: 'range' });
  });
  it('refuses a banner without slides, unsafe URLs and duplicate ids', () => {
    const problems = validatePortalPage(
      {
        modules: [
          { ...banner(), slides: [] },
          { ...text('linkGrid', 'b1'), links: [{ label: { en_US: 'x' }, url: 'javascript:x' }] },
        ],
      },
      opts,
    );
    expect(problems).toContainEqual({ path: 'modules.0.slides', rule: 'count' });
    expect(problems).toContainEqual({ path: 'modules.1.id', rule: 'duplicate' });
    expect(problems).toContainEqual({ path: 'modules.1.links.0.url', rule: 'illegalUrl' });
  });
  it('checks row limits at both boundaries and the picked courses', () => {
    const row = (limit: number): PortalModule => ({
      ...text('courseRow', `r${limit}`),
      source: 'latest',
      limit,
    });
    expect(validatePortalPage({ modules: [row(1), row(12)] }, opts)).toEqual([]);
    expect(validatePortalPage({ modules: [row(0)] }, opts)).toEqual([
      { path: 'modules.0.limit', rule: 'range' },
    ]);
    expect(validatePortalPage({ modules: [row(13)] }, opts)).toEqual([
      { path: 'modules.0.limit', rule: 'range' },
    ]);
    const picked: PortalModule = { ...text('courseRow', 'p'), source: 'picked', courseIds: [] };
    expect(validatePortalPage({ modules: [picked] }, opts)).toEqual([
      { path: 'modules.0.courseIds', rule: 'count' },
    ]);
    const category: PortalModule = { ...text('courseRow', 'c'), source: 'category' };
    expect(validatePortalPage({ modules: [category] }, opts)).toEqual([
      { path: 'modules.0.categoryId', rule: 'required' },
    ]);
  });
  it('refuses a class audience without a class, too many modules and over-long titles', () => {
    const classless: PortalModule = { ...text('richText', 'c'), audience: { kind: 'class' } };
    expect(validatePortalPage({ modules: [classless] }, opts)).toContainEqual({
      path: 'modules.0.audience.classId',
      rule: 'required',
    });
    const many = Array.from({ length: PORTAL_PAGE_LIMITS.MODULES_MAX + 1 }, (_, i) =>
      text('richText', `m${i}`),
    );
    expect(validatePortalPage({ modules: many }, opts)).toContainEqual({ path: 'modules', rule: 'count' });
    const long = { ...text('richText'), title: { en_US: 'x'.repeat(PORTAL_PAGE_LIMITS.TITLE_MAX + 1) } };
    expect(validatePortalPage({ modules: [long] }, opts)).toContainEqual({
      path: 'modules.0.title.en_US',
      rule: 'tooLong',
    });
  });
});

describe('portalPageScope', () => {
  it('names one page of one school', () => {
    expect(portalPageScope('1', 'home')).toBe('portal-page:1:home');
    expect(portalPageScope('1', '42')).not.toBe(portalPageScope('2', '42'));
  });
});
