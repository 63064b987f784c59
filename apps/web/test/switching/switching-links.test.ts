import type { SiteItem } from '@portico/contracts';
import { describe, expect, it } from 'vitest';
import { languageOptions } from '@/features/language-switch/utils/language-links.ts';
import { currentSiteIndex, siteHref } from '@/features/site-switch/utils/site-links.ts';

describe('language menu links', () => {
  it('keeps the path and query of the page and sets sxz-lang, labels in their own language', () => {
    const options = languageOptions({
      languages: ['zh_CN', 'en_US', 'ar_SA', 'de_DE'],
      current: 'en_US',
      pathAndQuery: '/portal/1000000000000000001/search?keyword=cloud%20data&sxz-lang=en_US&activeIndex=-1',
    });
    expect(options.map((o) => o.label)).toEqual(['简体中文', 'English', 'العربية', 'Deutsch']);
    expect(options.map((o) => o.current)).toEqual([false, true, false, false]);
    const arabic = new URL(options[2]!.href, 'http://localhost');
    expect(arabic.pathname).toBe('/portal/1000000000000000001/search');
    expect(Object.fromEntries(arabic.searchParams)).toEqual({
      keyword: 'cloud data',
      activeIndex: '-1',
      'sxz-lang': 'ar_SA',
    });
  });

  it('adds sxz-lang to a page without a query', () => {
    const [only] = languageOptions({ languages: ['de_DE'], current: 'zh_CN', pathAndQuery: '/portal/1' });
    expect(only?.href).toBe('/portal/1?sxz-lang=de_DE');
  });
});

const sites: SiteItem[] = [
  { label: 'China', url: '//localhost:3000', tenantId: null, iconClass: 'site-cn' },
  { label: 'Europe', url: 'https://de.localhost:3000/', tenantId: null, iconClass: 'site-eu' },
  { label: 'Bad', url: 'javascript:alert(1)', tenantId: null, iconClass: '' },
];

describe('site links', () => {
  it("goes to the site's address with the current path, query and language", () => {
    expect(siteHref(sites[0]!, '/portal/1?activeIndex=2&sxz-lang=zh_CN', 'en_US')).toBe(
      '//localhost:3000/portal/1?activeIndex=2&sxz-lang=en_US',
    );
    expect(siteHref(sites[1]!, '/portal/1', 'de_DE')).toBe(
      'https://de.localhost:3000/portal/1?sxz-lang=de_DE',
    );
  });

  it('leaves a site whose address is not legal inert', () => {
    expect(siteHref(sites[2]!, '/portal/1', 'en_US')).toBeNull();
    expect(siteHref({ ...sites[0]!, url: '' }, '/portal/1', 'en_US')).toBeNull();
  });

  it('marks the site of the page host (ports ignored), else the default site on the China region', () => {
    const cn = { region: 'cn' as const, overseas: false };
    expect(currentSiteIndex(sites, 'de.localhost:4000', { region: 'de', overseas: false })).toBe(1);
    expect(currentSiteIndex(sites, 'LOCALHOST', cn)).toBe(0);
    expect(currentSiteIndex(sites, '127.0.0.1:5123', cn)).toBe(0);
    expect(currentSiteIndex(sites, 'overseas.localhost', { region: 'cn', overseas: true })).toBe(-1);
    expect(currentSiteIndex([], 'localhost', cn)).toBe(-1);
  });
});
