import type { ConsolePage } from '@portico/contracts';
import {
  consoleSectionLink,
  consoleSectionsFor,
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
 * A lecturer (not an administrator) is listed only the sections open to them (issue 24: the bank, exams, grading),
 * without the feedback inbox.
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
  const admin = b.membership?.admin === true;
  const sections = consoleSectionsFor({ admin, subSchool: isSubSchool });
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
          {isSubSchool || !admin ? null : (
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
