import { htmlLang, loginLink, portalHomeLink } from '@portico/core';
import type { ReactNode } from 'react';
import { useLocation } from 'react-router';
import { useT } from '@/i18n/use-t.ts';
import { useBootstrap } from '@/lib/bootstrap-context.tsx';
import { LANGUAGE_NAMES, schoolDisplayName } from '@/lib/names.ts';
import { MyLearningLink } from './my-learning-link.tsx';
import { NavBar } from './nav-bar.tsx';
import { SchoolLogo } from './school-logo.tsx';
import { SearchForm } from './search-form.tsx';
import styles from './header.module.css';

/**
 * The shell header (spec §2): logo + name, search, My learning, language, login or the user panel; navigation bar
 * below. The user panel comes from another feature, so the app passes it in (`userMenu`).
 */
export function Header({ userMenu }: { userMenu?: ReactNode }) {
  const b = useBootstrap();
  const t = useT();
  const location = useLocation();
  const school = b.school;
  const name = schoolDisplayName(school, b.lang) ?? t('app.name');
  const homeHref = school ? portalHomeLink({ schoolId: school.id, lang: b.lang }) : null;
  const currentPath = `${location.pathname}${location.search}`;

  return (
    <header className={b.designMode ? `${styles.header} ${styles.wide}` : styles.header}>
      <div className={styles.top}>
        <SchoolLogo name={name} href={homeHref} school={school} />
        {school ? <SearchForm schoolId={school.id} /> : null}
        <div className={styles.tools}>
          {school ? <MyLearningLink schoolId={school.id} /> : null}
          <span className={styles.language} aria-label={`${t('header.language')}: ${LANGUAGE_NAMES[b.lang]}`}>
            <svg className={styles.globe} viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
              <circle cx="12" cy="12" r="9" fill="none" stroke="currentColor" strokeWidth="1.6" />
              <path
                d="M3 12h18M12 3c3 3.5 3 14.5 0 18M12 3c-3 3.5-3 14.5 0 18"
                fill="none"
                stroke="currentColor"
                strokeWidth="1.6"
              />
            </svg>
            <span lang={htmlLang(b.lang)}>{LANGUAGE_NAMES[b.lang]}</span>
          </span>
          {b.viewer ? (
            userMenu
          ) : (
            <a className={styles.login} href={loginLink({ lang: b.lang, redirect: currentPath })}>
              {t('header.login')}
            </a>
          )}
        </div>
      </div>
      <NavBar />
    </header>
  );
}
