/**
 * Hot-search pins (issue 13, `…/management/hot-search`): keywords shown first in the hot searches (spec §5 shows
 * the first 8), in this order; add, remove and move up/down with buttons (keyboard and touch alike).
 */
import type { HotSearchPins } from '@portico/contracts';
import { CONSOLE_SCHOOL_LIMITS as L } from '@portico/core';
import { useId, useState, type FormEvent } from 'react';
import type { ConsoleSectionProps } from '@/components/console/section-props.ts';
import styles from '@/components/console/console-form.module.css';
import { SaveBar } from '@/components/console/save-bar.tsx';
import { useVersionedForm } from '@/components/console/use-versioned-form.ts';
import { useT } from '@/i18n/use-t.ts';
import type { VersionedData } from '@/lib/console-api.ts';

export default function HotSearchSection({ page }: ConsoleSectionProps) {
  const t = useT();
  const id = useId();
  const form = useVersionedForm<HotSearchPins>(
    page.schoolId,
    'hot-search',
    page.data as VersionedData<HotSearchPins> | null,
  );
  const [text, setText] = useState('');
  if (page.isSubSchool) return <p>{t('console.subSchools.parentOnly')}</p>;
  const pins = form.draft?.pins ?? [];
  const setPins = (next: string[]) => form.setDraft({ pins: next });
  const add = (event: FormEvent) => {
    event.preventDefault();
    const keyword = text.trim();
    if (!keyword || pins.includes(keyword) || pins.length >= L.HOT_SEARCH_PINS) return;
    setPins([...pins, keyword]);
    setText('');
  };
  const move = (index: number, by: number) => {
    const next = [...pins];
    const [item] = next.splice(index, 1);
    if (item === undefined) return;
    next.splice(index + by, 0, item);
    setPins(next);
  };
  const full = pins.length >= L.HOT_SEARCH_PINS;
  return (
    <section className={styles.section} aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`} className={styles.heading}>
        {t('console.hotSearch.heading')}
      </h2>
      <p className={styles.lead}>{t('console.hotSearch.lead', { max: L.HOT_SEARCH_PINS })}</p>
      <form className={styles.row} onSubmit={add}>
        <label htmlFor={`${id}-keyword`} className={styles.label}>
          {t('console.hotSearch.keyword')}
        </label>
        <input
          id={`${id}-keyword`}
          className={styles.input}
          style={{ maxInlineSize: '20rem' }}
          maxLength={L.HOT_SEARCH_KEYWORD}
          value={text}
          disabled={full}
          aria-describedby={full ? `${id}-full` : undefined}
          onChange={(e) => setText(e.target.value)}
        />
        <button type="submit" className={styles.button} disabled={full || !text.trim()}>
          {t('console.hotSearch.add')}
        </button>
      </form>
      {full ? (
        <p id={`${id}-full`} className={styles.hint}>
          {t('console.hotSearch.full', { max: L.HOT_SEARCH_PINS })}
        </p>
      ) : null}
      {pins.length === 0 ? <p>{t('console.hotSearch.empty')}</p> : null}
      <ol className={styles.list}>
        {pins.map((pin, index) => (
          <li key={pin} className={styles.item}>
            <span className={styles.itemMain}>
              {/* bdi: a Latin or Chinese keyword keeps its own direction on an Arabic page. */}
              <span>
                {index + 1}. <bdi>{pin}</bdi>
              </span>
            </span>
            <span className={styles.row}>
              <button
                type="button"
                className={styles.button}
                disabled={index === 0}
                aria-label={t('console.hotSearch.up', { keyword: pin })}
                onClick={() => move(index, -1)}
              >
                ↑
              </button>
              <button
                type="button"
                className={styles.button}
                disabled={index === pins.length - 1}
                aria-label={t('console.hotSearch.down', { keyword: pin })}
                onClick={() => move(index, 1)}
              >
                ↓
              </button>
              <button
                type="button"
                className={styles.button}
                aria-label={t('console.hotSearch.remove', { keyword: pin })}
                onClick={() => setPins(pins.filter((p) => p !== pin))}
              >
                ✕
              </button>
            </span>
          </li>
        ))}
      </ol>
      <SaveBar
        dirty={form.dirty}
        saving={form.save.isPending}
        saved={form.saved}
        error={form.save.error}
        onSave={form.onSave}
        onReset={form.onReset}
        onReload={() => void form.onReload()}
      />
    </section>
  );
}
