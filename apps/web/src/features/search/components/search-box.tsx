import { LIMITS, validateSearchKeyword } from '@portico/core';
import { useId, useState, type FocusEvent, type KeyboardEvent } from 'react';
import { useT } from '@/i18n/use-t.ts';
import { useBootstrap } from '@/lib/bootstrap-context.tsx';
import { nav } from '@/lib/navigation.ts';
import { showToast } from '@/lib/toast.ts';
import { clearSearchHistory } from '../api/clear-history.ts';
import { useHotSearch } from '../api/hot-search.ts';
import { searchHref } from '../utils/search-link.ts';
import { addVisitorHistory, clearVisitorHistory, readVisitorHistory } from '../utils/visitor-history.ts';
import styles from './search-box.module.css';

/**
 * Header search (component 004, spec §4/§5): a GET form that works before hydration; then the keyword is trimmed and
 * cut to 500, an empty one does nothing, Enter or the button goes to the search route. The search card (combobox
 * popup) opens on focus with hot searches (8) and history (5), and closes on blur or after a search.
 */
export function SearchBox({ schoolId }: { schoolId: string }) {
  const b = useBootstrap();
  const t = useT();
  const id = useId();
  const viewerId = b.viewer?.id ?? null;
  const school = { id: schoolId, kind: b.school?.kind ?? 'standard' };
  const [value, setValue] = useState(b.page.kind === 'search' ? b.page.keyword : '');
  const [open, setOpen] = useState(false);
  const [asked, setAsked] = useState(false);
  const [active, setActive] = useState(-1);
  const [visitorHistory, setVisitorHistory] = useState<string[]>([]);
  const hot = useHotSearch(schoolId, asked);
  const hotList = hot.data?.hotSearch ?? [];
  const history = viewerId ? (hot.data?.history ?? []) : visitorHistory;
  const entries = [...hotList, ...history];
  const expanded = open && entries.length > 0;
  const [action = '', query = ''] = searchHref(school, b.lang, '').split('?');

  const close = () => {
    setOpen(false);
    setActive(-1);
  };
  const show = () => {
    setOpen(true);
    setAsked(true);
    if (!viewerId) setVisitorHistory(readVisitorHistory(schoolId));
  };
  const search = (raw: string) => {
    const checked = validateSearchKeyword(raw);
    if (!checked.ok) return setValue('');
    close();
    setValue(checked.keyword);
    if (!viewerId) addVisitorHistory(schoolId, checked.keyword);
    nav.assign(searchHref(school, b.lang, checked.keyword));
  };
  const clearHistory = () => {
    if (!viewerId) {
      clearVisitorHistory(schoolId);
      setVisitorHistory([]);
    } else {
      clearSearchHistory(schoolId).then(hot.forgetHistory, () => showToast(t('search.clearFailed')));
    }
    setActive(-1);
  };
  const onKeyDown = (event: KeyboardEvent) => {
    const n = entries.length;
    const key = event.key;
    if (key === 'ArrowDown' || key === 'ArrowUp') {
      event.preventDefault();
      if (!open) show();
      if (n) setActive((i) => (key === 'ArrowDown' ? (i + 1) % n : i <= 0 ? n - 1 : i - 1));
    } else if (key === 'Enter' && expanded && entries[active] !== undefined) {
      event.preventDefault();
      search(entries[active]);
    } else if (key === 'Escape' && open) {
      event.preventDefault();
      close();
    }
  };
  const onBlur = (event: FocusEvent) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) close();
  };
  const option = (entry: string, i: number) => (
    <div
      key={i}
      id={`${id}-o${i}`}
      role="option"
      aria-selected={i === active}
      className={i === active ? `${styles.option} ${styles.active}` : styles.option}
      onClick={() => search(entry)}
    >
      {entry}
    </div>
  );
  const group = (label: string, list: string[], offset: number) =>
    list.length ? (
      <div role="group" aria-label={label} className={styles.group}>
        <div className={styles.groupTitle} aria-hidden="true">
          {label}
        </div>
        {list.map((entry, i) => option(entry, offset + i))}
      </div>
    ) : null;

  return (
    <form
      className={styles.search}
      role="search"
      method="get"
      action={action}
      noValidate
      onBlur={onBlur}
      onSubmit={(event) => {
        event.preventDefault();
        search(value);
      }}
    >
      <label className="sr-only" htmlFor={id}>
        {t('header.searchLabel')}
      </label>
      <input
        id={id}
        className={styles.input}
        type="search"
        name="keyword"
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={`${id}-list`}
        aria-activedescendant={expanded && active >= 0 ? `${id}-o${active}` : undefined}
        maxLength={LIMITS.SEARCH_KEYWORD}
        value={value}
        onChange={(event) => {
          setValue(event.target.value);
          setActive(-1);
        }}
        onFocus={show}
        onClick={() => (open ? undefined : show())}
        onKeyDown={onKeyDown}
        placeholder={t('header.searchPlaceholder')}
        autoComplete="off"
      />
      {[...new URLSearchParams(query)].map(([name, v]) => (
        <input key={name} type="hidden" name={name} value={v} />
      ))}
      <button className={styles.button} type="submit">
        {t('header.searchSubmit')}
      </button>
      {/* mousedown keeps the focus in the box, so picking an entry is not a blur. */}
      <div className={styles.card} hidden={!expanded} onMouseDown={(event) => event.preventDefault()}>
        <div role="listbox" id={`${id}-list`} aria-label={t('search.suggestions')}>
          {group(t('page.searchHot'), hotList, 0)}
          {group(t('search.history'), history, hotList.length)}
        </div>
        {history.length ? (
          <button type="button" className={styles.clear} onClick={clearHistory}>
            {t('search.clearHistory')}
          </button>
        ) : null}
      </div>
    </form>
  );
}
