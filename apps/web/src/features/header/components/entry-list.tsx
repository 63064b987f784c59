import { DISPLAY_WIDTHS } from '@portico/core';
import type { CustomMenuItem } from '@portico/contracts';
import { ClippedText } from '@/components/clipped-text.tsx';
import { useBootstrap } from '@/lib/bootstrap-context.tsx';
import { menuLabel, type NavEntry } from '../utils/nav-items.ts';
import { NavLink } from './nav-link.tsx';
import styles from './nav.module.css';

/**
 * Custom menu entries (pageId "1"): label, tip and children. Spec §2 "entries do nothing on click", so they are
 * buttons without an action — focusable and announced, but inert.
 */
export function MenuList({ items, depth = 1 }: { items: CustomMenuItem[]; depth?: number }) {
  const { lang } = useBootstrap();
  if (items.length === 0 || depth > 3) return null;
  return (
    <ul className={styles.list}>
      {items.map((item, i) => {
        const { label, tip } = menuLabel(item, lang);
        return (
          <li key={`${i}:${item.label}`}>
            <button type="button" className={styles.menuEntry}>
              <span>
                <ClippedText text={label} width={DISPLAY_WIDTHS.MENU_LABEL} />
              </span>
              {tip ? <span className={styles.tip}>{tip}</span> : null}
            </button>
            <MenuList items={item.children} depth={depth + 1} />
          </li>
        );
      })}
    </ul>
  );
}

/** Nested lists of navigation entries (up to three levels); custom menus list their entries below them. */
export function EntryList({
  entries,
  disabled,
  id,
}: {
  entries: NavEntry[];
  disabled: boolean;
  id?: string;
}) {
  return (
    <ul id={id} className={styles.list}>
      {entries.map((entry) => (
        <li key={entry.key}>
          {entry.kind === 'menu' ? (
            <span className={styles.groupLabel}>{entry.label}</span>
          ) : (
            <NavLink entry={entry} disabled={disabled} />
          )}
          {entry.children.length > 0 ? <EntryList entries={entry.children} disabled={disabled} /> : null}
          {entry.kind === 'menu' && !disabled ? <MenuList items={entry.menus} depth={2} /> : null}
        </li>
      ))}
    </ul>
  );
}
