/**
 * The editor's save bar (issue 25 item 3): "Saved" / "Saving…" / "Unsaved changes" in a polite status region, the
 * save button, and what went wrong: a stale save says someone else saved, that the author's changes are kept, and
 * offers to reload the newer version (the author's copy is then offered for restoring).
 */
import { useT } from '@/i18n/use-t.ts';
import { errorText } from '@/lib/api-errors.ts';
import type { CourseEditorState } from '../hooks/use-course-editor.ts';
import styles from './creation.module.css';

export function SaveStatus({ editor, canSave }: { editor: CourseEditorState; canSave: boolean }) {
  const t = useT();
  const { state } = editor;
  const text =
    state === 'saving'
      ? t('creation.save.saving')
      : state === 'saved'
        ? t('creation.save.saved')
        : t('creation.save.unsaved');
  return (
    <div className={styles.saveBar}>
      <p role="status" className={state === 'saved' ? styles.muted : styles.unsaved}>
        {text}
      </p>
      {canSave ? (
        <button
          type="button"
          className={styles.primary}
          disabled={editor.busy || state === 'saved' || state === 'stale'}
          onClick={() => void editor.save()}
        >
          {t('creation.save.save')}
        </button>
      ) : null}
      {state === 'stale' ? (
        <div role="alert" className={styles.alert}>
          <p>{t('creation.save.stale')}</p>
          <button
            type="button"
            className={styles.secondary}
            disabled={editor.busy}
            onClick={() => void editor.reload()}
          >
            {t('creation.save.reload')}
          </button>
        </div>
      ) : editor.problem ? (
        <p role="alert" className={styles.alert}>
          {t(editor.problem.key)}
        </p>
      ) : editor.error ? (
        <p role="alert" className={styles.alert}>
          {errorText(editor.error, t)}
        </p>
      ) : null}
    </div>
  );
}

/** Changes kept in this browser from an earlier visit or a stale save: restore them or let them go. */
export function BackupBanner({ editor }: { editor: CourseEditorState }) {
  const t = useT();
  if (!editor.backup) return null;
  return (
    <div className={styles.notice} role="region" aria-label={t('creation.backup.title')}>
      <p>{t('creation.backup.text')}</p>
      <div className={styles.actions}>
        <button type="button" className={styles.primary} onClick={editor.restoreBackup}>
          {t('creation.backup.restore')}
        </button>
        <button type="button" className={styles.secondary} onClick={editor.discardBackup}>
          {t('creation.backup.discard')}
        </button>
      </div>
    </div>
  );
}
