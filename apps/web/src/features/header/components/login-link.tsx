import { loginLink, o3LoginLink } from '@portico/core';
import { useLocation } from '@/lib/location.tsx';
import { useT } from '@/i18n/use-t.ts';
import { useBootstrap } from '@/lib/bootstrap-context.tsx';
import styles from './header.module.css';

/**
 * Header component 005 for visitors: "Log in", coming back to this page afterwards. In an O3 school it starts the
 * school's single sign-on instead (spec §7 "O3 login redirect": targetUrl = base64 of this page's path and query,
 * the same on the server and in the browser, so hydration matches).
 */
export function LoginLink() {
  const { lang, school } = useBootstrap();
  const t = useT();
  const location = useLocation();
  const current = `${location.pathname}${location.search}`;
  const href =
    school?.kind === 'o3'
      ? o3LoginLink({ lang, schoolId: school.id, currentUrl: current })
      : loginLink({ lang, redirect: current });
  return (
    <a className={styles.login} href={href} data-o3-login={school?.kind === 'o3' ? '' : undefined}>
      {t('header.login')}
    </a>
  );
}
