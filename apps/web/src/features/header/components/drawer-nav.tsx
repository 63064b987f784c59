import { portalHomeLink } from '@portico/core';
import type { NavigationGroup } from '@portico/contracts';
import { useT } from '@/i18n/use-t.ts';
import { useBootstrap } from '@/lib/bootstrap-context.tsx';
import { rememberNavGroup } from '../hooks/use-nav-group.ts';
import { activeGroup, buildNav, groupLabel } from '../utils/nav-items.ts';
import { DrawerCategories } from './drawer-categories.tsx';
import { EntryList } from './entry-list.tsx';
import styles from './drawer-nav.module.css';

function firstPageId(group: NavigationGroup): string | undefined {
  return [...group.navigationPages]
    .filter((p) => p.pageType !== 'learningGroup' && p.isView !== false)
    .sort((x, y) => x.index - y.index)[0]?.pageId;
}

/**
 * The navigation of component 003 inside the compact header's drawer (issue 10): the groups (when there are
 * several; choosing one is remembered as on the desktop), the categories, and every item of the active group with
 * its sub-pages — what the desktop bar shows plus everything under More, all three levels, nothing hidden.
 */
export function DrawerNav() {
  const b = useBootstrap();
  const t = useT();
  const group = activeGroup(b);
  const entries = buildNav(b, t('header.home'));
  const schoolId = b.school?.id ?? '';
  const disabled = b.designMode;
  if (!group || !b.school || (entries.length === 0 && b.categories.length === 0)) return null;
  const groups = b.navigation.groups;
  return (
    <nav className={styles.nav} aria-label={t('header.navLabel')}>
      {disabled ? <p className={styles.notice}>{t('header.designNotice')}</p> : null}
      {groups.length > 1 ? (
        <section className={styles.section}>
          <h3 className={styles.heading}>{t('header.navGroup')}</h3>
          <ul className={styles.groups}>
            {groups.map((g) => (
              <li key={g.id}>
                <a
                  className={styles.group}
                  href={
                    disabled
                      ? undefined
                      : portalHomeLink({
                          schoolId,
                          lang: b.lang,
                          pageId: firstPageId(g),
                          navGroupId: g.id,
                          activeIndex: 0,
                        })
                  }
                  aria-current={g.id === group.id ? 'true' : undefined}
                  onClick={() => rememberNavGroup(schoolId, g.id)}
                >
                  {groupLabel(g, b.lang)}
                </a>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {b.categories.length > 0 ? <DrawerCategories categories={b.categories} disabled={disabled} /> : null}
      <div className={styles.entries}>
        <EntryList entries={entries} disabled={disabled} />
      </div>
    </nav>
  );
}
