import { describe, expect, it } from 'vitest';
import { h5Hash, mobileRedirectPath, parseH5Hash, type H5View } from '../src/index.ts';

const BLOG = '1300000000000000001';
const CIRCLE = '1400000000000000002';
const TAG = '1500000000000000003';
const PARENT = '1500000000000000004';
const THEME = '1600000000000000005';

/** Spec §4's table: desktop query → the view the mobile page shows for the hash the redirect produced. */
const TABLE: Array<[string, H5View]> = [
  [`source=postDetail&blogId=${BLOG}`, { view: 'blog', blogId: BLOG, circleId: null }],
  [
    `source=circlePostDetail&blogId=${BLOG}&circleId=${CIRCLE}`,
    { view: 'blog', blogId: BLOG, circleId: CIRCLE },
  ],
  [`source=activityDetail&blogId=${BLOG}`, { view: 'blog', blogId: BLOG, circleId: null }],
  ['source=postPortal', { view: 'home' }],
  ['source=postList', { view: 'posts', parentsId: null, tagId: null }],
  [`source=postList&tagId=${TAG}`, { view: 'posts', parentsId: null, tagId: TAG }],
  [`source=postList&parentsId=${PARENT}&tagId=${TAG}`, { view: 'posts', parentsId: PARENT, tagId: TAG }],
  ['source=circlePortal', { view: 'circles' }],
  [`source=circleDetail&circleId=${CIRCLE}`, { view: 'circle', circleId: CIRCLE }],
  ['source=themePortal', { view: 'themes' }],
  [`source=themeDetail&themeId=${THEME}`, { view: 'topic', cid: THEME }],
  ['source=fame', { view: 'fame' }],
];

describe('parseH5Hash: every target of the spec §4 table', () => {
  it.each(TABLE)('%s', (desktopQuery, expected) => {
    const path = mobileRedirectPath(new URLSearchParams(desktopQuery));
    expect(path).not.toBeNull();
    const parsed = parseH5Hash(`#/${path}`);
    expect(parsed.route).toEqual(expected);
    // The app's own links use exactly the redirect's form.
    expect(h5Hash(expected as Exclude<H5View, { view: 'not-found' }>)).toBe(`#/${path}`);
  });

  it('covers every source of the table', () => {
    expect(new Set(TABLE.map(([query]) => new URLSearchParams(query).get('source')))).toEqual(
      new Set([
        'postDetail',
        'circlePostDetail',
        'activityDetail',
        'postPortal',
        'postList',
        'circlePortal',
        'circleDetail',
        'themePortal',
        'themeDetail',
        'fame',
      ]),
    );
  });
});

describe('parseH5Hash: forms of the hash', () => {
  it.each(['', '#', '#/', '/', '#/pages/index/index', 'pages/index/index', '#/pages/index/index?id='])(
    'portal home: %j',
    (hash) => {
      expect(parseH5Hash(hash).route).toEqual({ view: 'home' });
    },
  );

  it('tolerates a trailing slash and unrelated params', () => {
    expect(parseH5Hash(`#/pages/common/circle/circle-detail/?circleId=${CIRCLE}&from=share`).route).toEqual({
      view: 'circle',
      circleId: CIRCLE,
    });
  });

  it('reads the school and the language the hash names, ignoring malformed ones', () => {
    const good = parseH5Hash(`#/pages/index/index?id=11&tenantId=1000000000000000003&sxz-lang=ar_SA`);
    expect(good).toEqual({ route: { view: 'circles' }, schoolId: '1000000000000000003', lang: 'ar_SA' });
    const bad = parseH5Hash('#/pages/index/index?id=11&schoolId=12345&sxz-lang=xx_XX');
    expect(bad).toEqual({ route: { view: 'circles' }, schoolId: null, lang: null });
  });

  it('encodes ids in the links it builds', () => {
    expect(h5Hash({ view: 'topic', cid: THEME })).toBe(`#/pages/topic/topic-home/index?cid=${THEME}`);
    expect(h5Hash({ view: 'home' })).toBe('#/pages/index/index');
  });
});

describe('parseH5Hash: malformed input is a not-found view, never a throw', () => {
  it.each([
    ['#/pages/unknown/page', 'unknown-page'],
    ['#/pages/common/blog', 'unknown-page'],
    ['#/PAGES/INDEX/INDEX', 'unknown-page'],
    ['#/pages/%E0%A4%A/x', 'unknown-page'],
    ['#/pages/common/blog/blog-detail', 'malformed-id'],
    ['#/pages/common/blog/blog-detail?blogId=', 'malformed-id'],
    ['#/pages/common/blog/blog-detail?blogId=abc', 'malformed-id'],
    ['#/pages/common/blog/blog-detail?blogId=1e3', 'malformed-id'],
    ['#/pages/common/blog/blog-detail?blogId=-1', 'malformed-id'],
    ['#/pages/common/blog/blog-detail?blogId=12345678901234567890', 'malformed-id'],
    ['#/pages/common/blog/blog-detail?blogId=42', 'malformed-id'],
    [`#/pages/common/blog/blog-detail?blogId=${BLOG}&circleId=x`, 'malformed-id'],
    ['#/pages/common/blog/blog-detail?blogId=%E0%A4%A', 'malformed-id'],
    ['#/pages/common/circle/circle-detail?circleId=<script>', 'malformed-id'],
    ['#/pages/topic/topic-home/index', 'malformed-id'],
    ['#/pages/topic/topic-home/index?themeId=1', 'malformed-id'],
    ['#/pages/index/index?id=0&tagId=abc', 'malformed-id'],
    ['#/pages/index/index?id=3', 'unknown-tab'],
    ['#/pages/index/index?id=eleven', 'unknown-tab'],
  ])('%s → %s', (hash, reason) => {
    expect(parseH5Hash(hash).route).toEqual({ view: 'not-found', reason });
  });
});
