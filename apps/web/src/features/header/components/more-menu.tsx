import { DELAYS } from '@portico/core';
import { useT } from '@/i18n/use-t.ts';
import { useDisclosure } from '@/lib/use-disclosure.ts';
import type { NavEntry } from '../utils/nav-items.ts';
import { EntryList } from './entry-list.tsx';
import styles from './nav.module.css';

interface Props {
  entries: NavEntry[];
  disabled: boolean;
  /** Spec §9 "More item 59 px (69 in English)": its width, unless the translated label needs more. */
  minWidth: number;
}

/**
 * "More" (spec §2): the items past the overflow split, as nested lists of up to three levels inside one
 * disclosure panel that opens toward the inline end. Hides 200 ms after the pointer leaves.
 */
export function MoreMenu({ entries, disabled, minWidth }: Props) {
  const t = useT();
  const { containerProps, triggerProps, panelProps } = useDisclosure(DELAYS.NAV_DROPDOWN_HIDE_MS, disabled);
  const inTrail = entries.some((entry) => entry.inTrail);
  return (
    <li className={`${styles.item} ${styles.moreItem}`} {...containerProps} data-nav-more="">
      <button
        {...triggerProps}
        className={`${styles.link} ${styles.trigger} ${styles.more} ${inTrail ? styles.active : ''}`}
        style={{ minInlineSize: minWidth }}
      >
        {t('header.more')}
        <span aria-hidden="true" className={styles.chevron} />
      </button>
      <div {...panelProps} className={`${styles.panel} ${styles.morePanel}`}>
        <EntryList entries={entries} disabled={disabled} />
      </div>
    </li>
  );
}
