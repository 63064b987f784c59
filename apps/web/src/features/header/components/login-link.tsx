import { loginLink } from '@portico/core';
import { useLocation } from 'react-router';
import { useT } from '@/i18n/use-t.ts';
import { useBootstrap } from '@/lib/bootstrap-context.tsx';
import styles from './header.module.css';

/** Header component 005 for visitors: "Log in", coming back to this page afterwards. */
export function LoginLink() {
  const { lang } = useBootstrap();
  const t = useT();
  const location = useLocation();
  return (
    <a
      className={styles.login}
      href={loginLink({ lang, redirect: `${location.pathname}${location.search}` })}
    >
      {t('header.login')}
    </a>
  );
}
