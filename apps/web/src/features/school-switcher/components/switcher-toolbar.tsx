import { LIMITS, normalizeSchoolSearch, registerCreateLink, registerInviteLink } from '@portico/core';
import { useId, useState, type FormEvent, type MouseEvent } from 'react';
import { useT } from '@/i18n/use-t.ts';
import { useBootstrap } from '@/lib/bootstrap-context.tsx';
import { nav } from '@/lib/navigation.ts';
import { useRequireLogin } from '@/lib/require-login.tsx';
import styles from './school-switcher.module.css';

interface Props {
  /** The public list's active keyword ('' = none); null hides the search (no public list in this mode). */
  keyword: string | null;
  onSearch: (keyword: string) => void;
  /** Visitors: the switcher closes before the login dialog opens (one modal at a time). */
  onLeave: () => void;
}

/**
 * Search box (spec §5: trimmed, at most 80 characters; clearing it goes back to the unfiltered public list) and the
 * join / create buttons (spec §6: visitors log in first, then go to the register pages).
 */
export function SwitcherToolbar({ keyword, onSearch, onLeave }: Props) {
  const b = useBootstrap();
  const t = useT();
  const requireLogin = useRequireLogin();
  const inputId = useId();
  const [value, setValue] = useState(keyword ?? '');

  const onChange = (next: string) => {
    setValue(next);
    if (normalizeSchoolSearch(next) === '' && keyword) onSearch('');
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const normalized = normalizeSchoolSearch(value);
    setValue(normalized);
    onSearch(normalized);
  };
  const go = (href: string) => (event: MouseEvent<HTMLAnchorElement>) => {
    if (b.viewer) return;
    event.preventDefault();
    onLeave();
    requireLogin(() => nav.assign(href));
  };
  const invite = registerInviteLink({ lang: b.lang });
  const create = registerCreateLink({ lang: b.lang });

  return (
    <div className={styles.toolbar}>
      {keyword !== null ? (
        <form role="search" className={styles.search} onSubmit={onSubmit}>
          <label className="sr-only" htmlFor={inputId}>
            {t('switcher.searchLabel')}
          </label>
          <input
            id={inputId}
            type="search"
            className={styles.input}
            value={value}
            maxLength={LIMITS.SCHOOL_SEARCH}
            placeholder={t('switcher.searchPlaceholder')}
            onChange={(event) => onChange(event.target.value)}
          />
          <button type="submit" className={styles.searchButton}>
            {t('switcher.searchSubmit')}
          </button>
        </form>
      ) : null}
      <div className={styles.actions}>
        <a className={styles.action} href={invite} onClick={go(invite)}>
          {t('route.registerInvite')}
        </a>
        <a className={styles.action} href={create} onClick={go(create)}>
          {t('route.registerCreate')}
        </a>
      </div>
    </div>
  );
}
