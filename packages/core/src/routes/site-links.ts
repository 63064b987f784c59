/** Spec §2 site-wide pages: privilege page, cookie policy, help center, privacy, insufficient permissions. */
import { href, type LinkOptions } from './href.ts';

/** Spec §2 `/commonUsage/privilegePage.htm`: query tenantId, isResources=true, inCollege=false. */
export function privilegePageLink(a: LinkOptions & { tenantId: string }): string {
  return href(
    '/commonUsage/privilegePage.htm',
    [
      ['tenantId', a.tenantId],
      ['isResources', 'true'],
      ['inCollege', 'false'],
    ],
    a,
  );
}

/** Spec §2 `/commonUsage/cookiePolicy.htm`: language, and schoolType=o3 for the O3 school. */
export function cookiePolicyLink(a: LinkOptions & { isO3?: boolean }): string {
  return href('/commonUsage/cookiePolicy.htm', [['schoolType', a.isO3 ? 'o3' : null]], a);
}

/** Spec §2 `/helpCenter/helpPage.htm?sxz-lang={lang}`; type=1 student guide, type=2 admin guide. */
export function helpCenterLink(a: LinkOptions & { type?: 1 | 2 | null }): string {
  return href('/helpCenter/helpPage.htm', [['type', a.type]], a);
}

/** Spec §2 `/privacy?sxz-lang={lang}`. */
export function privacyLink(a: LinkOptions): string {
  return href('/privacy', [], a);
}

/** Spec §2 / §8 `/insufficient-permissions?sxz-lang={lang}` (tenant mismatch). */
export function insufficientPermissionsLink(a: LinkOptions): string {
  return href('/insufficient-permissions', [], a);
}
