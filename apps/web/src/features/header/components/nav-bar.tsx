import { useT } from '@/i18n/use-t.ts';
import { useBootstrap } from '@/lib/bootstrap-context.tsx';
import { buildNav } from '../utils/nav-items.ts';
import { MoreMenu } from './more-menu.tsx';
import { NavLink } from './nav-link.tsx';
import styles from './nav.module.css';

/**
 * Navigation bar of the active navigation group. In design mode it is inert (aria-disabled, no hrefs).
 * Sub-pages of a visible item open on hover/focus (CSS only); the full mega-menu arrives in a later issue.
 */
export function NavBar() {
  const b = useBootstrap();
  const t = useT();
  const { visible, more } = buildNav(b, t('header.home'));
  if (visible.length === 0) return null;

  return (
    <nav className={styles.nav} aria-label={t('header.navLabel')}>
      {b.designMode ? <p className="sr-only">{t('header.designNotice')}</p> : null}
      <ul className={styles.bar}>
        {visible.map((entry) => (
          <li key={entry.key} className={styles.item}>
            <NavLink entry={entry} disabled={b.designMode} />
            {entry.children.length > 0 ? (
              <ul className={styles.dropdown}>
                {entry.children.map((child) => (
                  <li key={child.key}>
                    <NavLink entry={child} disabled={b.designMode} />
                  </li>
                ))}
              </ul>
            ) : null}
          </li>
        ))}
        {more.length > 0 ? (
          <li className={styles.item}>
            <MoreMenu entries={more} label={t('header.more')} disabled={b.designMode} />
          </li>
        ) : null}
      </ul>
    </nav>
  );
}
