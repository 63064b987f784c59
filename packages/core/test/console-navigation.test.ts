import { describe, expect, it } from 'vitest';
import {
  moveListItem,
  presentNavigationDocument,
  validateHeaderSettings,
  validateNavigationDocument,
  type NavDocPage,
  type NavigationDocument,
} from '../src/index.ts';

const page = (extra: Partial<NavDocPage> = {}): NavDocPage => ({
  id: null,
  kind: 'page',
  pageId: '2000000000000000001',
  name: { zh_CN: '课程', en_US: 'Courses' },
  showName: {},
  isView: true,
  diyUrl: null,
  width: null,
  minWidth: null,
  children: [],
  menus: [],
  ...extra,
});
const doc = (pages: NavDocPage[]): NavigationDocument => ({
  groups: [{ id: null, name: { zh_CN: '主导航', ar_SA: 'الرئيسي' }, templateName: 'index1', pages }],
});
const opts = { defaultLang: 'zh_CN' as const, pageIds: new Set(['2000000000000000001']) };

describe('validateNavigationDocument', () => {
  it('accepts a valid document', () => {
    expect(validateNavigationDocument(doc([page()]), opts)).toEqual([]);
  });

  it('names the path and rule of each problem', () => {
    const problems = validateNavigationDocument(
      doc([
        page({ name: { en_US: 'Only English' } }),
        page({ kind: 'link', pageId: '0', diyUrl: 'javascript:alert(1)' }),
        page({ pageId: '2999999999999999999' }),
        page({ width: 721 }),
        page({ children: [page({ children: [page({ children: [page()] })] })] }),
        page({ kind: 'menu', pageId: '0' }),
      ]),
      opts,
    );
    expect(problems).toEqual([
      { path: 'groups.0.pages.0.name.zh_CN', rule: 'required' },
      { path: 'groups.0.pages.1.diyUrl', rule: 'illegalLink' },
      { path: 'groups.0.pages.2.pageId', rule: 'unknownPage' },
      { path: 'groups.0.pages.3.width', rule: 'width' },
      { path: 'groups.0.pages.4.children.0.children.0.children', rule: 'tooDeep' },
      { path: 'groups.0.pages.5.pageId', rule: 'pageId' },
    ]);
  });

  it('refuses emoji and over-long titles', () => {
    const problems = validateNavigationDocument(
      doc([page({ name: { zh_CN: '课程😀' } }), page({ name: { zh_CN: 'x'.repeat(51) } })]),
      opts,
    );
    expect(problems.map((p) => p.rule)).toEqual(['emoji', 'tooLong']);
  });
});

describe('presentNavigationDocument', () => {
  it('shows the language, then the school default; a translated name beats an untranslated display name', () => {
    const d = doc([page({ showName: { zh_CN: '全部课程' } })]);
    const en = presentNavigationDocument(d, 'en_US', 'zh_CN')[0]!;
    expect(en.name).toBe('主导航');
    expect(en.navigationPages[0]).toMatchObject({ name: 'Courses', showName: 'Courses', nameEn: 'Courses' });
    const zh = presentNavigationDocument(d, 'zh_CN', 'zh_CN')[0]!;
    expect(zh.navigationPages[0]?.showName).toBe('全部课程');
    const de = presentNavigationDocument(d, 'de_DE', 'zh_CN')[0]!;
    expect(de.navigationPages[0]?.showName).toBe('全部课程');
    expect(presentNavigationDocument(d, 'ar_SA', 'zh_CN')[0]?.name).toBe('الرئيسي');
  });
});

describe('moveListItem', () => {
  it('moves within bounds', () => {
    expect(moveListItem(['a', 'b', 'c'], 2, 0)).toEqual(['c', 'a', 'b']);
    expect(moveListItem(['a', 'b', 'c'], 0, 9)).toEqual(['b', 'c', 'a']);
    expect(moveListItem(['a', 'b'], 5, 0)).toEqual(['a', 'b']);
  });
});

describe('validateHeaderSettings', () => {
  const row = (codes: string[]) => codes.map((navComId) => ({ navComId, width: null }));
  it('refuses unknown and repeated codes and widths beyond 1440', () => {
    expect(
      validateHeaderSettings({
        top: { left: row(['001', '011', '011']), right: row(['001', '099']) },
        bottom: { left: [{ navComId: '003', width: 1441 }], right: row(['011']) },
        components: [],
      }),
    ).toEqual([
      { path: 'top.left.2', rule: 'duplicate' },
      { path: 'top.right.0', rule: 'duplicate' },
      { path: 'top.right.1', rule: 'unknownCode' },
      { path: 'bottom.left.0.width', rule: 'width' },
    ]);
  });
});
