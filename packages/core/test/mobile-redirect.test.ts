import { describe, expect, it } from 'vitest';
import {
  MOBILE_REDIRECT_SOURCES,
  isMobileUserAgent,
  mobileRedirectPath,
  mobileRedirectUrl,
  parseH5Hash,
} from '../src/index.ts';

const q = (s: string): URLSearchParams => new URLSearchParams(s);

describe('isMobileUserAgent', () => {
  it.each([
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148',
    'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Chrome/120.0 Mobile Safari/537.36',
    'Mozilla/5.0 (iPad; CPU OS 16_0 like Mac OS X)',
    'Mozilla/5.0 (Linux; Android 10; HarmonyOS; ALN-AL00)',
    'Opera/9.80 (J2ME/MIDP; Opera Mini/9.80)',
    'Mozilla/5.0 (compatible; MSIE 10.0; Windows Phone 8.0; IEMobile/10.0)',
  ])('mobile: %s', (ua) => {
    expect(isMobileUserAgent(ua)).toBe(true);
  });
  it.each([
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 Chrome/120.0 Safari/537.36',
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_0) AppleWebKit/605.1.15 Version/17.0 Safari/605.1.15',
    'Mozilla/5.0 (X11; Linux x86_64; rv:120.0) Gecko/20100101 Firefox/120.0',
    '',
  ])('desktop: %j', (ua) => {
    expect(isMobileUserAgent(ua)).toBe(false);
  });
});

describe('mobileRedirectPath: each source of spec §4', () => {
  it.each([
    ['source=postDetail&blogId=42', 'pages/common/blog/blog-detail?blogId=42'],
    ['source=circlePostDetail&blogId=42&circleId=7', 'pages/common/blog/blog-detail?blogId=42&circleId=7'],
    ['source=activityDetail&blogId=42', 'pages/common/blog/blog-detail?blogId=42'],
    ['source=postPortal', 'pages/index/index'],
    ['source=postList', 'pages/index/index?id=0'],
    ['source=postList&parentsId=3', 'pages/index/index?id=0&parentsId=3'],
    ['source=postList&tagId=9', 'pages/index/index?id=0&tagId=9'],
    ['source=postList&tagId=9&parentsId=3', 'pages/index/index?id=0&parentsId=3&tagId=9'],
    ['source=circlePortal', 'pages/index/index?id=11'],
    ['source=circleDetail&circleId=7', 'pages/common/circle/circle-detail?circleId=7'],
    ['source=themePortal', 'pages/index/index?id=9'],
    ['source=themeDetail&themeId=5', 'pages/topic/topic-home/index?cid=5'],
    ['source=fame', 'pages/index/index?id=7'],
  ])('%s → %s', (query, path) => {
    expect(mobileRedirectPath(q(query))).toBe(path);
  });

  it('covers every listed source', () => {
    expect(MOBILE_REDIRECT_SOURCES).toHaveLength(10);
    const withIds = 'blogId=1&circleId=2&themeId=3';
    for (const source of MOBILE_REDIRECT_SOURCES) {
      expect(mobileRedirectPath(q(`source=${source}&${withIds}`))).not.toBeNull();
    }
  });

  it('ignores parameters that a target does not use', () => {
    expect(mobileRedirectPath(q('source=postDetail&blogId=1&circleId=2'))).toBe(
      'pages/common/blog/blog-detail?blogId=1',
    );
    expect(mobileRedirectPath(q('source=fame&id=3'))).toBe('pages/index/index?id=7');
  });

  it('URL-encodes ids', () => {
    expect(mobileRedirectPath(q('source=postDetail&blogId=a%26b%3D1'))).toBe(
      'pages/common/blog/blog-detail?blogId=a%26b%3D1',
    );
  });

  it('unknown or missing source → null', () => {
    for (const s of ['', 'source=', 'source=open', 'source=PostDetail', 'source=postdetail', 'blogId=1']) {
      expect(mobileRedirectPath(q(s))).toBeNull();
    }
  });

  it('detail targets without their id → null', () => {
    expect(mobileRedirectPath(q('source=postDetail'))).toBeNull();
    expect(mobileRedirectPath(q('source=activityDetail&blogId='))).toBeNull();
    expect(mobileRedirectPath(q('source=circlePostDetail&blogId=1'))).toBeNull();
    expect(mobileRedirectPath(q('source=circleDetail'))).toBeNull();
    expect(mobileRedirectPath(q('source=themeDetail&cid=5'))).toBeNull();
  });

  it('empty optional postList params are left out', () => {
    expect(mobileRedirectPath(q('source=postList&parentsId=&tagId='))).toBe('pages/index/index?id=0');
  });
});

describe('mobileRedirectUrl', () => {
  it('{origin}/h5/#/{path}', () => {
    expect(mobileRedirectUrl('https://demo.portico.test', q('source=fame'))).toBe(
      'https://demo.portico.test/h5/#/pages/index/index?id=7',
    );
    expect(mobileRedirectUrl('https://demo.portico.test/', q('source=themeDetail&themeId=5'))).toBe(
      'https://demo.portico.test/h5/#/pages/topic/topic-home/index?cid=5',
    );
  });
  it('null for an unknown source', () => {
    expect(mobileRedirectUrl('https://demo.portico.test', q('source=nope'))).toBeNull();
  });

  it('carries the school and the language inside the hash route (spec form: nothing before the #)', () => {
    const school = '1000000000000000003';
    expect(mobileRedirectUrl('', q('source=fame'), { schoolId: school, lang: 'ar_SA' })).toBe(
      `/h5/#/pages/index/index?id=7&schoolId=${school}&sxz-lang=ar_SA`,
    );
    expect(mobileRedirectUrl('', q('source=fame'), { schoolId: school })).toBe(
      `/h5/#/pages/index/index?id=7&schoolId=${school}`,
    );
    expect(mobileRedirectUrl('', q('source=postPortal'), { schoolId: school, lang: 'en_US' })).toBe(
      `/h5/#/pages/index/index?schoolId=${school}&sxz-lang=en_US`,
    );
    // What the redirect writes is what the mobile client reads back.
    const url = mobileRedirectUrl('', q('source=postDetail&blogId=1000000000000000042'), {
      schoolId: school,
      lang: 'ar_SA',
    })!;
    expect(parseH5Hash(url.slice(url.indexOf('#')))).toEqual({
      route: { view: 'blog', blogId: '1000000000000000042', circleId: null },
      schoolId: school,
      lang: 'ar_SA',
    });
    expect(mobileRedirectUrl('', q('source=fame'), { schoolId: '12', lang: 'xx_XX' })).toBe(
      '/h5/#/pages/index/index?id=7',
    );
  });
});
