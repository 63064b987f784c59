/**
 * The console's save bar (issue 13 §3): Save and Undo changes while a form is dirty, "Saved" after a save, the
 * translated error otherwise — and on EDIT_CONFLICT (someone saved meanwhile) a Reload action instead of a way to
 * overwrite. Announced politely to screen readers.
 */
import { useT } from '@/i18n/use-t.ts';
import { errorText } from '@/lib/api-errors.ts';
import { isEditConflict } from '@/lib/console-api.ts';
import styles from './save-bar.module.css';

export interface SaveBarProps {
  dirty: boolean;
  saving: boolean;
  /** Shown after a successful save until the next edit. */
  saved?: boolean;
  error: unknown;
  onSave: () => void;
  onReset: () => void;
  /** Loads the current version (drops local edits); offered on a conflict. */
  onReload: () => void;
  /** The label of the save button (default "Save changes"). */
  saveLabel?: string;
}

export function SaveBar({ dirty, saving, saved, error, onSave, onReset, onReload, saveLabel }: SaveBarProps) {
  const t = useT();
  const conflict = isEditConflict(error);
  return (
    <div className={styles.bar}>
      <div className={styles.actions}>
        <button type="button" className={styles.primary} onClick={onSave} disabled={!dirty || saving}>
          {saving ? t('common.submitting') : (saveLabel ?? t('console.save'))}
        </button>
        <button type="button" className={styles.secondary} onClick={onReset} disabled={!dirty || saving}>
          {t('console.undo')}
        </button>
      </div>
      <div className={styles.status} role="status" aria-live="polite">
        {error ? (
          <span className={styles.error}>
            {errorText(error, t)}{' '}
            {conflict ? (
              <button type="button" className={styles.secondary} onClick={onReload}>
                {t('console.reload')}
              </button>
            ) : null}
          </span>
        ) : saved && !dirty ? (
          <span className={styles.saved}>{t('console.saved')}</span>
        ) : dirty ? (
          <span>{t('console.unsaved')}</span>
        ) : null}
      </div>
    </div>
  );
}
