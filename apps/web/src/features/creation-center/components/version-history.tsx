/**
 * The course's published versions (issue 25 item 3): number, who published it and when, which one learners see;
 * rolling back copies a version into the draft (then the normal publish or review path). Loaded when opened.
 */
import type { LanguageCode } from '@portico/core';
import { useState } from 'react';
import { useT } from '@/i18n/use-t.ts';
import { errorText } from '@/lib/api-errors.ts';
import { formatDate } from '@/lib/format-date.ts';
import { useVersions } from '../api/versions.ts';
import type { CourseEditorState } from '../hooks/use-course-editor.ts';
import styles from './creation.module.css';

export function VersionHistory({
  schoolId,
  lang,
  editor,
}: {
  schoolId: string;
  lang: LanguageCode;
  editor: CourseEditorState;
}) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const [said, setSaid] = useState('');
  const versions = useVersions(schoolId, editor.view.courseId, open);
  const canRollback = editor.view.actions.includes('save');
  const rollback = async (number: number) => {
    if (!window.confirm(t('creation.history.confirm', { number }))) return;
    if (await editor.rollback(number)) setSaid(t('creation.history.done', { number }));
  };
  return (
    <details className={styles.panel} onToggle={(e) => setOpen(e.currentTarget.open)}>
      <summary className={styles.summary}>{t('creation.history.title')}</summary>
      {!open ? null : versions.isError ? (
        <p role="alert">{errorText(versions.error, t)}</p>
      ) : !versions.data ? (
        <p role="status">{t('common.loading')}</p>
      ) : versions.data.items.length === 0 ? (
        <p className={styles.muted}>{t('creation.history.none')}</p>
      ) : (
        <ol className={styles.plainList}>
          {versions.data.items.map((v) => (
            <li key={v.number} className={styles.resourceRow}>
              <span>
                {t('creation.history.version', {
                  number: v.number,
                  date: formatDate(v.publishedAt, lang, true),
                  name: v.publishedBy?.name ?? '—',
                })}
                {v.live ? ` · ${t('creation.history.live')}` : null}
              </span>
              {canRollback ? (
                <button
                  type="button"
                  className={styles.secondary}
                  disabled={editor.busy}
                  onClick={() => void rollback(v.number)}
                >
                  {t('creation.history.rollback', { number: v.number })}
                </button>
              ) : null}
            </li>
          ))}
        </ol>
      )}
      <p role="status" className={styles.muted}>
        {said}
      </p>
    </details>
  );
}
