/** Spec §2 links of login and registration (joining or creating a school). */
import { isSafeRedirectPath } from '../validation.ts';
import { href, type LinkOptions } from './href.ts';

/**
 * Spec §2 `/login/index?redirect={encoded path}`. The redirect is `encodeURIComponent(path)` and is left out
 * unless it is a safe same-site path (`isSafeRedirectPath`), so the login page can never bounce off-site.
 */
export function loginLink(a: LinkOptions & { redirect?: string | null }): string {
  return href('/login/index', [['redirect', isSafeRedirectPath(a.redirect) ? a.redirect : null]], a);
}

/** Spec §2 `/login/select`. */
export function loginSelectLink(a: LinkOptions): string {
  return href('/login/select', [], a);
}

/** Spec §2 join a school: `/register/invite?way=go_back&exitSign=0&sxz-lang={lang}`. */
export function registerInviteLink(a: LinkOptions): string {
  return href(
    '/register/invite',
    [
      ['way', 'go_back'],
      ['exitSign', 0],
    ],
    a,
  );
}

/** Spec §2 create a school: `/register/create?way=go_back&exitSign=0&sxz-lang={lang}`. */
export function registerCreateLink(a: LinkOptions): string {
  return href(
    '/register/create',
    [
      ['way', 'go_back'],
      ['exitSign', 0],
    ],
    a,
  );
}
