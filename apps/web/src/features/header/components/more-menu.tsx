import { useId, useRef, useState, type FocusEvent, type KeyboardEvent } from 'react';
import type { NavEntry } from '../utils/nav-items.ts';
import { NavLink } from './nav-link.tsx';
import styles from './nav.module.css';

function EntryList({ entries, disabled, id }: { entries: NavEntry[]; disabled: boolean; id?: string }) {
  return (
    <ul id={id} className={styles.moreList}>
      {entries.map((entry) => (
        <li key={entry.key}>
          <NavLink entry={entry} disabled={disabled} />
          {entry.children.length > 0 ? <EntryList entries={entry.children} disabled={disabled} /> : null}
        </li>
      ))}
    </ul>
  );
}

/**
 * "More" disclosure (button + list, up to three levels). Closes on Escape (focus back to the button) and when
 * focus leaves it. Server and first client render are both collapsed, so hydration matches.
 */
export function MoreMenu({
  entries,
  label,
  disabled,
}: {
  entries: NavEntry[];
  label: string;
  disabled: boolean;
}) {
  const [open, setOpen] = useState(false);
  const listId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && open) {
      setOpen(false);
      buttonRef.current?.focus();
    }
  };
  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setOpen(false);
  };

  return (
    <div className={styles.more} onKeyDown={onKeyDown} onBlur={onBlur}>
      <button
        ref={buttonRef}
        type="button"
        className={styles.moreButton}
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen((v) => !v)}
      >
        {label}
        <span aria-hidden="true" className={styles.chevron} />
      </button>
      <div className={styles.morePanel} hidden={!open}>
        <EntryList id={listId} entries={entries} disabled={disabled} />
      </div>
    </div>
  );
}
