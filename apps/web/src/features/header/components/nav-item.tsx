import { DELAYS } from '@portico/core';
import { useT } from '@/i18n/use-t.ts';
import { useDisclosure } from '@/lib/use-disclosure.ts';
import type { NavEntry } from '../utils/nav-items.ts';
import { EntryList, MenuList } from './entry-list.tsx';
import { NavLink } from './nav-link.tsx';
import styles from './nav.module.css';

interface Props {
  entry: NavEntry;
  disabled: boolean;
  /** Header config displayStyle of component 003: sub-pages as tile columns or as one list. */
  tile: boolean;
}

/**
 * A visible navigation item. Without children: a link. With children: the link plus a disclosure button for its
 * sub-pages (APG "disclosure navigation with top-level links"). A custom menu (pageId "1") is a disclosure button
 * opening its mega-menu panel. Both hide 200 ms after the pointer leaves (spec §4 "nav dropdown 200 ms").
 */
export function NavItem({ entry, disabled, tile }: Props) {
  const t = useT();
  const { containerProps, triggerProps, panelProps } = useDisclosure(DELAYS.NAV_DROPDOWN_HIDE_MS, disabled);
  const isMenu = entry.kind === 'menu';
  if (!isMenu && entry.children.length === 0) {
    return (
      <li className={styles.item}>
        <NavLink entry={entry} disabled={disabled} />
      </li>
    );
  }
  const panelClass = `${styles.panel} ${tile || isMenu ? styles.tiles : ''}`;
  return (
    <li className={styles.item} {...containerProps}>
      {isMenu ? (
        <button {...triggerProps} className={`${styles.link} ${styles.trigger}`}>
          {entry.label}
          <span aria-hidden="true" className={styles.chevron} />
        </button>
      ) : (
        <>
          <NavLink entry={entry} disabled={disabled} />
          <button
            {...triggerProps}
            className={styles.toggle}
            aria-label={t('header.subPages', { name: entry.label })}
          >
            <span aria-hidden="true" className={styles.chevron} />
          </button>
        </>
      )}
      <div {...panelProps} className={panelClass}>
        {isMenu ? (
          <MenuList items={entry.menus} />
        ) : (
          <EntryList entries={entry.children} disabled={disabled} />
        )}
      </div>
    </li>
  );
}
