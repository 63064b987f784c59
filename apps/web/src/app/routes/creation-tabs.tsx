/**
 * The creation center's sections (issue 27): courses, knowledge articles (`?tab=knowledge`) and document
 * libraries (`?tab=libraries`). Plain links (client-side navigation; a reload or a shared link opens the same
 * section), the current one marked with aria-current.
 */
import { creationCenterLink, type LanguageCode } from '@portico/core';
import { Link } from '@/lib/location.tsx';
import { useT } from '@/i18n/use-t.ts';
import styles from './creation-tabs.module.css';

export type CreationTab = 'courses' | 'knowledge' | 'libraries';

export function creationTabOf(search: string): CreationTab {
  const tab = new URLSearchParams(search).get('tab');
  return tab === 'knowledge' || tab === 'libraries' ? tab : 'courses';
}

export function CreationTabs({
  schoolId,
  lang,
  current,
}: {
  schoolId: string;
  lang: LanguageCode;
  current: CreationTab;
}) {
  const t = useT();
  const base = creationCenterLink({ schoolId, lang });
  const href = (tab: CreationTab) =>
    tab === 'courses' ? base : `${base}${base.includes('?') ? '&' : '?'}tab=${tab}`;
  const tabs: Array<[CreationTab, string]> = [
    ['courses', t('creation.tabs.courses')],
    ['knowledge', t('creation.tabs.knowledge')],
    ['libraries', t('creation.tabs.libraries')],
  ];
  return (
    <nav aria-label={t('creation.tabs.label')} className={styles.tabs}>
      <ul className={styles.list}>
        {tabs.map(([tab, label]) => (
          <li key={tab}>
            <Link to={href(tab)} className={styles.tab} aria-current={tab === current ? 'page' : undefined}>
              {label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
