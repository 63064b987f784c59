/**
 * Hot-search pins (issue 13, `…/management/hot-search`): keywords shown first in the hot searches (spec §5 shows
 * the first 8), in this order; add, remove and move up/down with buttons (keyboard and touch alike).
 */
import { CONSOLE_SCHOOLS_API_PATHS, consoleTail, type HotSearchPins } from '@portico/contracts';
import { CONSOLE_SCHOOL_LIMITS as L } from '@portico/core';
import { useState, type FormEvent } from 'react';
import styles from '@/components/console/console-form.module.css';
import type { ConsoleSectionProps } from '@/components/console/section-props.ts';
import { SectionShell } from '@/components/console/section-shell.tsx';
import { useVersionedForm } from '@/components/console/use-versioned-form.ts';
import { TextField } from '@/components/text-field.tsx';
import { useT } from '@/i18n/use-t.ts';
import type { VersionedData } from '@/lib/console-api.ts';

export default function HotSearchSection({ page }: ConsoleSectionProps) {
  const t = useT();
  const form = useVersionedForm<HotSearchPins>(
    page.schoolId,
    consoleTail(CONSOLE_SCHOOLS_API_PATHS.hotSearch),
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
    <SectionShell
      title={t('console.hotSearch.heading')}
      lead={t('console.hotSearch.lead', { max: L.HOT_SEARCH_PINS, count: L.HOT_SEARCH_PINS })}
      loading={!form.draft}
      loadError={form.query.error}
      save={form.saveBar}
    >
      <form className={styles.row} onSubmit={add}>
        <TextField
          label={t('console.hotSearch.keyword')}
          style={{ maxInlineSize: '20rem' }}
          maxLength={L.HOT_SEARCH_KEYWORD}
          value={text}
          disabled={full}
          hint={
            full
              ? t('console.hotSearch.full', { max: L.HOT_SEARCH_PINS, count: L.HOT_SEARCH_PINS })
              : undefined
          }
          onChange={(e) => setText(e.target.value)}
        />
        <button type="submit" className={styles.button} disabled={full || !text.trim()}>
          {t('console.hotSearch.add')}
        </button>
      </form>
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
    </SectionShell>
  );
}
