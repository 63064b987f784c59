import { LIMITS, portalSearchLink, validateSearchKeyword } from '@portico/core';
import { useId, type FormEvent } from 'react';
import { useT } from '@/i18n/use-t.ts';
import { useBootstrap } from '@/lib/bootstrap-context.tsx';
import styles from './header.module.css';

/**
 * GET form to the search route: keyword + activeIndex=-1 + sxz-lang (spec §2). Works without JavaScript; once
 * hydrated it applies spec §5 (keyword trimmed, at most 500 characters, an empty keyword searches nothing) and
 * URL-encodes the keyword through the core link builder. The search card with hot searches/history comes later.
 */
export function SearchForm({ schoolId }: { schoolId: string }) {
  const b = useBootstrap();
  const t = useT();
  const id = useId();
  const link = portalSearchLink({ schoolId, lang: b.lang });
  const [action = link, query = ''] = link.split('?');
  const hidden = [...new URLSearchParams(query)];
  const keyword = b.page.kind === 'search' ? b.page.keyword : '';

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const input = event.currentTarget.elements.namedItem('keyword') as HTMLInputElement;
    const checked = validateSearchKeyword(input.value);
    if (!checked.ok) {
      input.value = '';
      input.focus();
      return;
    }
    window.location.assign(portalSearchLink({ schoolId, lang: b.lang, keyword: checked.keyword }));
  }

  return (
    <form className={styles.search} role="search" method="get" action={action} onSubmit={onSubmit}>
      <label className="sr-only" htmlFor={id}>
        {t('header.searchLabel')}
      </label>
      <input
        id={id}
        className={styles.searchInput}
        type="search"
        name="keyword"
        maxLength={LIMITS.SEARCH_KEYWORD}
        defaultValue={keyword}
        placeholder={t('header.searchPlaceholder')}
        autoComplete="off"
      />
      {hidden.map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <button className={styles.searchButton} type="submit">
        {t('header.searchSubmit')}
      </button>
    </form>
  );
}
