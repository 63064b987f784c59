/**
 * The hand-picked course row's picker (issue 27): the picks by title in the order the row shows them — reordered
 * by drag, keyboard or the move buttons (the shared sortable list), removed one by one — and a search of the
 * school's published courses by title (the latest ones while the box is empty) to add more. Titles come from the
 * server in the page language; a pick that is no longer published says so (the row just leaves it out).
 */
import { PORTAL_PAGE_LIMITS } from '@portico/core';
import { PORTAL_PAGES_API_PATHS, consoleTail, type PortalCourseOption } from '@portico/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect, useId, useState } from 'react';
import { SortableList } from '@/components/sortable/sortable-list.tsx';
import { SortableRow } from '@/components/sortable/sortable-row.tsx';
import { creationSortableTexts } from '@/components/sortable/creation-pack-texts.ts';
import { TextField } from '@/components/text-field.tsx';
import { useT } from '@/i18n/use-t.ts';
import { errorText } from '@/lib/api-errors.ts';
import { apiRequest, pageLanguageHeader } from '@/lib/api-client.ts';
import { consolePath } from '@/lib/console-api.ts';
import styles from './designer.module.css';

const TAIL = consoleTail(PORTAL_PAGES_API_PATHS.courseOptions);
/** The picker's courses, titled in the language the admin reads the page in. */
const options = (schoolId: string, query: Record<string, string>) =>
  apiRequest<PortalCourseOption[]>(consolePath(schoolId, TAIL), { query, headers: pageLanguageHeader() });
/** Typing pauses this long before the search is sent. */
const SEARCH_DELAY_MS = 250;

export function CoursePicker(props: {
  schoolId: string;
  courseIds: readonly string[];
  onChange: (courseIds: string[]) => void;
}) {
  const t = useT();
  const hintId = useId();
  const { schoolId, courseIds } = props;
  const [text, setText] = useState('');
  const [search, setSearch] = useState('');
  const [said, setSaid] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setSearch(text.trim()), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [text]);
  const found = useQuery({
    queryKey: ['console', schoolId, 'portal-course-options', 'q', search],
    queryFn: () => options(schoolId, search ? { q: search } : {}),
    placeholderData: keepPreviousData,
  });
  // Titles of the picks (sorted: reordering asks nothing again).
  const idsKey = [...courseIds].sort().join(',');
  const picked = useQuery({
    queryKey: ['console', schoolId, 'portal-course-options', 'ids', idsKey],
    queryFn: () => options(schoolId, { ids: idsKey }),
    enabled: idsKey !== '',
    placeholderData: keepPreviousData,
  });
  const titles = new Map<string, string>();
  for (const option of [...(found.data ?? []), ...(picked.data ?? [])]) titles.set(option.id, option.title);
  const titleOf = (id: string) =>
    titles.get(id) ?? (picked.isFetching ? id : t('console.pages.courseGone', { id }));
  const full = courseIds.length >= PORTAL_PAGE_LIMITS.PICKED_MAX;
  const move = (from: number, to: number) => {
    const next = [...courseIds];
    const [id] = next.splice(from, 1);
    if (id === undefined) return;
    next.splice(to, 0, id);
    props.onChange(next);
    setSaid(t('console.pages.courseMoved', { item: titleOf(id), position: to + 1, total: next.length }));
  };
  const entries = courseIds.map((id) => ({ id, label: titleOf(id) }));
  return (
    <fieldset className={styles.group}>
      <legend>{t('console.pages.picked')}</legend>
      {entries.length === 0 ? (
        <p className={styles.muted}>{t('console.pages.pickedEmpty')}</p>
      ) : (
        <SortableList
          id="picked-courses"
          entries={entries}
          label={t('console.pages.picked')}
          texts={creationSortableTexts(t)}
          onMove={move}
        >
          {entries.map((entry, index) => (
            <SortableRow
              key={entry.id}
              id={entry.id}
              label={entry.label}
              index={index}
              count={entries.length}
              onMove={move}
              head={<span className={styles.pickTitle}>{entry.label}</span>}
              actions={
                <button
                  type="button"
                  className={styles.small}
                  aria-label={t('console.pages.remove', { item: entry.label })}
                  onClick={() => {
                    props.onChange(courseIds.filter((id) => id !== entry.id));
                    setSaid(t('console.pages.courseRemoved', { item: entry.label }));
                  }}
                >
                  {t('console.pages.removeShort')}
                </button>
              }
            />
          ))}
        </SortableList>
      )}
      <TextField
        label={t('console.pages.findCourse')}
        hint={full ? t('console.pages.pickedFull', { count: PORTAL_PAGE_LIMITS.PICKED_MAX }) : undefined}
        type="search"
        value={text}
        maxLength={PORTAL_PAGE_LIMITS.COURSE_SEARCH_MAX}
        onChange={(event) => setText(event.target.value)}
      />
      {found.error ? <p role="alert">{errorText(found.error, t)}</p> : null}
      <ul className={styles.options} aria-label={t('console.pages.foundCourses')} aria-describedby={hintId}>
        {(found.data ?? []).map((option) => {
          const chosen = courseIds.includes(option.id);
          return (
            <li key={option.id} className={styles.option}>
              <span className={styles.pickTitle}>
                {option.title}
                {option.categoryTitle ? (
                  <span className={styles.muted}> · {option.categoryTitle}</span>
                ) : null}
              </span>
              {chosen ? (
                <span className={styles.muted}>{t('console.pages.alreadyPicked')}</span>
              ) : (
                <button
                  type="button"
                  className={styles.small}
                  disabled={full}
                  aria-label={t('console.pages.addCourse', { item: option.title })}
                  onClick={() => {
                    props.onChange([...courseIds, option.id]);
                    setSaid(t('console.pages.coursePicked', { item: option.title }));
                  }}
                >
                  {t('console.pages.addShort')}
                </button>
              )}
            </li>
          );
        })}
      </ul>
      <p id={hintId} className={styles.muted}>
        {found.data && found.data.length === 0
          ? t('console.pages.noCourses')
          : search
            ? t('console.pages.foundHint', { text: search })
            : t('console.pages.latestHint')}
      </p>
      <p role="status" className={styles.srOnly}>
        {said}
      </p>
    </fieldset>
  );
}
