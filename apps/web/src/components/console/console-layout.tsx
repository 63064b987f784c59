import type { ConsolePage } from '@portico/contracts';
import {
  CONSOLE_SECTIONS,
  SUB_SCHOOL_CONSOLE_SECTIONS,
  consoleSectionLink,
  schoolFeedbackLink,
  type ConsoleSection,
} from '@portico/core';
import type { ReactNode } from 'react';
import { useT } from '@/i18n/use-t.ts';
import { useBootstrap } from '@/lib/bootstrap-context.tsx';
import styles from './console-layout.module.css';
import { SECTION_LABELS } from './labels.ts';

/**
 * The console's frame: its title, the school it manages, and the list of sections (a side column on wide screens,
 * a wrapping row of links on phones). `current` null: a console page that is not a section (the feedback inbox).
 */
export function ConsoleLayout({
  schoolId,
  isSubSchool,
  current,
  title,
  children,
}: Pick<ConsolePage, 'schoolId' | 'isSubSchool'> & {
  current: ConsoleSection | 'feedback';
  title: string;
  children: ReactNode;
}) {
  const t = useT();
  const b = useBootstrap();
  const sections: readonly ConsoleSection[] = isSubSchool ? SUB_SCHOOL_CONSOLE_SECTIONS : CONSOLE_SECTIONS;
  const link = (section: ConsoleSection) =>
    consoleSectionLink({ schoolId, section, subSchool: isSubSchool, lang: b.lang });
  const schoolName = b.lang === 'zh_CN' ? b.school?.name : (b.school?.nameEn ?? b.school?.name);
  return (
    <article className={styles.console}>
      <header className={styles.head}>
        <p className={styles.eyebrow}>{t(isSubSchool ? 'console.subSchoolTitle' : 'console.title')}</p>
        <h1 className={styles.title}>{title}</h1>
        {schoolName ? <p className={styles.school}>{schoolName}</p> : null}
      </header>
      <nav className={styles.nav} aria-label={t('console.sectionsLabel')}>
        <ul className={styles.list}>
          {sections.map((section) => (
            <li key={section}>
              <a
                className={styles.link}
                href={link(section)}
                aria-current={current === section ? 'page' : undefined}
              >
                {t(SECTION_LABELS[section])}
              </a>
            </li>
          ))}
          {isSubSchool ? null : (
            <li>
              <a
                className={styles.link}
                href={schoolFeedbackLink({ schoolId, lang: b.lang })}
                aria-current={current === 'feedback' ? 'page' : undefined}
              >
                {t('route.schoolFeedback')}
              </a>
            </li>
          )}
        </ul>
      </nav>
      <div className={styles.body}>{children}</div>
    </article>
  );
}
