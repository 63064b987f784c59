/** Site-wide page links (routes/site-links.ts). */
import { describe, expect, it } from 'vitest';
import {
  cookiePolicyLink,
  helpCenterLink,
  insufficientPermissionsLink,
  privacyLink,
  privilegePageLink,
} from '../../src/index.ts';
import { S, lang } from './helpers.ts';

describe('site links: exact shapes', () => {
  it('privilege page', () => {
    expect(privilegePageLink({ tenantId: S, lang })).toBe(
      `/commonUsage/privilegePage.htm?tenantId=${S}&isResources=true&inCollege=false&sxz-lang=en_US`,
    );
  });

  it('cookie policy: schoolType=o3 only for the O3 school', () => {
    expect(cookiePolicyLink({ lang })).toBe('/commonUsage/cookiePolicy.htm?sxz-lang=en_US');
    expect(cookiePolicyLink({ lang, isO3: true })).toBe(
      '/commonUsage/cookiePolicy.htm?schoolType=o3&sxz-lang=en_US',
    );
  });

  it('help, privacy, insufficient permissions', () => {
    expect(helpCenterLink({ lang })).toBe('/helpCenter/helpPage.htm?sxz-lang=en_US');
    expect(helpCenterLink({ type: 1, lang })).toBe('/helpCenter/helpPage.htm?type=1&sxz-lang=en_US');
    expect(helpCenterLink({ type: 2, lang })).toBe('/helpCenter/helpPage.htm?type=2&sxz-lang=en_US');
    expect(privacyLink({ lang: 'ar_SA' })).toBe('/privacy?sxz-lang=ar_SA');
    expect(insufficientPermissionsLink({ lang })).toBe('/insufficient-permissions?sxz-lang=en_US');
  });
});
