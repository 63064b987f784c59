/**
 * The frame of every console section (issue 23 "one way to write a console form"): its title (the section's h2),
 * a description, one status region (aria-live) for what happened — a total, "published", or a write's translated
 * error with Reload on EDIT_CONFLICT — the section's own content, and, for a versioned form, the save bar.
 *
 *   const form = useVersionedForm<Settings>(page.schoolId, 'ai', page.data as VersionedData<Settings> | null);
 *   return (
 *     <SectionShell title={t('console.ai.heading')} loading={!form.draft} loadError={form.query.error}
 *       save={form.saveBar}>
 *       <TextField label={…} value={…} onChange={…} />
 *     </SectionShell>
 *   );
 *
 * `loading`: the data is not there yet — only the title and "Loading…" (or the load's error) show.
 */
import { useId, type ReactNode, type Ref } from 'react';
import { useT } from '@/i18n/use-t.ts';
import { errorText } from '@/lib/api-errors.ts';
import { isEditConflict } from '@/lib/console-api.ts';
import styles from './console-form.module.css';
import { SaveBar, type SaveBarProps } from './save-bar.tsx';

export interface SectionShellProps {
  title: string;
  /** What the section is for, under the title. */
  lead?: ReactNode;
  /** The status line (announced politely): a count, what the last action did. `error` takes its place. */
  status?: ReactNode;
  /** A failed write other than the save (publish, delete, invite…): shown translated in the status region. */
  error?: unknown;
  /** Offered with an EDIT_CONFLICT error: load the current version. */
  onReload?: () => void;
  /** The status region, for a section that moves focus there after a write. */
  statusRef?: Ref<HTMLParagraphElement>;
  /** The versioned form's save bar, after the content (pass `form.saveBar`, overriding what differs). */
  save?: SaveBarProps;
  loading?: boolean;
  loadError?: unknown;
  children?: ReactNode;
}

export function SectionShell({
  title,
  lead,
  status,
  error,
  onReload,
  statusRef,
  save,
  loading = false,
  loadError,
  children,
}: SectionShellProps) {
  const t = useT();
  const id = useId();
  return (
    <section className={styles.section} aria-labelledby={`${id}-h`}>
      <div className={styles.head}>
        <h2 id={`${id}-h`} className={styles.heading}>
          {title}
        </h2>
        {lead && !loading ? <p className={styles.lead}>{lead}</p> : null}
        <p
          ref={statusRef}
          // Focusable by script only: a section may move focus here after a write.
          tabIndex={-1}
          role="status"
          aria-live="polite"
          className={error || (loading && loadError) ? styles.error : styles.hint}
        >
          {loading ? (
            loadError ? (
              errorText(loadError, t)
            ) : (
              t('common.loading')
            )
          ) : error ? (
            <>
              {errorText(error, t)}{' '}
              {onReload && isEditConflict(error) ? (
                <button type="button" className={styles.button} onClick={onReload}>
                  {t('console.reload')}
                </button>
              ) : null}
            </>
          ) : (
            status
          )}
        </p>
      </div>
      {loading ? null : children}
      {loading || !save ? null : (
        // Its own box: the bar stays with the form instead of floating over the fields.
        <div>
          <SaveBar {...save} />
        </div>
      )}
    </section>
  );
}
