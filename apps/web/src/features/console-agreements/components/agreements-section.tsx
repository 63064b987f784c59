/**
 * The agreements section (issue 13 §1; `/iadmin/{id}/management/agreements`, area 'agreements'): the draft of the
 * next version (title and rich-text body per language, sanitised by the server when saved), publishing it (every
 * member must read and sign again — spec §4 "update" title — and gets a message), and the published versions with
 * their signatures. Learners never see a draft.
 */
import type { ConsoleAgreementDraftInput } from '@portico/contracts';
import { CONTENT_LIMITS, hasDefaultText } from '@portico/core';
import { useId, useState } from 'react';
import type { ConsoleSectionProps } from '@/components/console/section-props.ts';
import { LocalizedField } from '@/components/console/localized-field.tsx';
import styles from '@/components/console/content-form.module.css';
import { SaveBar } from '@/components/console/save-bar.tsx';
import { useT } from '@/i18n/use-t.ts';
import { errorText } from '@/lib/api-errors.ts';
import { useBootstrap } from '@/lib/bootstrap-context.tsx';
import { isEditConflict } from '@/lib/console-api.ts';
import { formatDate } from '@/lib/format-date.ts';
import { useConsoleAgreements, useWriteAgreement, type AgreementsSectionData } from '../api/agreements.ts';

const EMPTY: ConsoleAgreementDraftInput = { title: {}, body: {} };

export default function AgreementsSection({ page }: ConsoleSectionProps) {
  const t = useT();
  const id = useId();
  const { lang } = useBootstrap();
  const query = useConsoleAgreements(page.schoolId, page.data as AgreementsSectionData | null);
  const write = useWriteAgreement(page.schoolId);
  const data = query.data;
  const stored = data?.data.draft ? { title: data.data.draft.title, body: data.data.draft.body } : EMPTY;
  const [loadedFrom, setLoadedFrom] = useState(data);
  const [draft, setDraft] = useState<ConsoleAgreementDraftInput>(stored);
  const [attempted, setAttempted] = useState(false);
  const [done, setDone] = useState<'saved' | 'published' | null>(null);
  const [confirmPublish, setConfirmPublish] = useState(false);
  if (data && data !== loadedFrom) {
    setLoadedFrom(data);
    setDraft(stored);
  }
  if (!data) {
    return (
      <section>
        <h2>{t('console.section.agreements')}</h2>
        <p role="status">{query.isError ? errorText(query.error, t) : t('common.loading')}</p>
      </section>
    );
  }
  const { languages, defaultLang, versions } = data.data;
  const hasDraft = data.data.draft !== null;
  const dirty = JSON.stringify(draft) !== JSON.stringify(stored);
  const titleError = !hasDefaultText(draft.title, defaultLang) ? t('console.content.requiredError') : null;
  const bodyError = !hasDefaultText(draft.body, defaultLang) ? t('console.content.requiredError') : null;
  const nextVersion = (versions[0]?.version ?? 0) + 1;
  const edit = (next: ConsoleAgreementDraftInput) => {
    setDraft(next);
    setDone(null);
    write.reset();
  };
  const reload = () => {
    write.reset();
    void query.refetch();
  };

  return (
    <section className={styles.section} aria-labelledby={`${id}-h`}>
      <h2 id={`${id}-h`}>{t('console.section.agreements')}</h2>
      <p className={styles.lead}>{t('console.agreements.lead')}</p>

      <div className={styles.panel}>
        <h3>{t('console.agreements.draft', { version: nextVersion })}</h3>
        {!hasDraft ? <p className={styles.hint}>{t('console.agreements.noDraft')}</p> : null}
        <LocalizedField
          legend={t('console.agreements.title')}
          texts={draft.title}
          languages={languages}
          defaultLang={defaultLang}
          required
          max={CONTENT_LIMITS.AGREEMENT_TITLE_MAX}
          error={attempted ? titleError : null}
          onChange={(title) => edit({ ...draft, title })}
        />
        <LocalizedField
          legend={t('console.agreements.body')}
          texts={draft.body}
          languages={languages}
          defaultLang={defaultLang}
          required
          multiline
          max={CONTENT_LIMITS.AGREEMENT_BODY_MAX}
          error={attempted ? bodyError : null}
          onChange={(body) => edit({ ...draft, body })}
        />
        <p className={styles.hint}>{t('console.agreements.bodyHint')}</p>
        {/* Its own box: the bar stays with the draft instead of floating over the fields. */}
        <div>
          <SaveBar
            dirty={dirty}
            saving={write.isPending && write.variables?.kind === 'save'}
            saved={done === 'saved'}
            error={write.variables?.kind === 'save' ? write.error : null}
            saveLabel={t('console.agreements.saveDraft')}
            onSave={() => {
              setAttempted(true);
              if (titleError || bodyError) return;
              write.mutate(
                { kind: 'save', version: data.version, draft },
                { onSuccess: () => setDone('saved') },
              );
            }}
            onReset={() => edit(stored)}
            onReload={reload}
          />
        </div>
        {hasDraft ? (
          <div className={styles.panel}>
            <p className={styles.hint} id={`${id}-publish-hint`}>
              {t('console.agreements.publishHint')}
            </p>
            <div className={styles.row}>
              {confirmPublish ? (
                <>
                  <button
                    type="button"
                    className={styles.primary}
                    disabled={write.isPending || dirty}
                    aria-describedby={`${id}-publish-hint`}
                    onClick={() =>
                      write.mutate(
                        { kind: 'publish', version: data.version },
                        {
                          onSuccess: () => setDone('published'),
                          onSettled: () => setConfirmPublish(false),
                        },
                      )
                    }
                  >
                    {t('console.agreements.publishConfirm', { version: nextVersion })}
                  </button>
                  <button type="button" className={styles.button} onClick={() => setConfirmPublish(false)}>
                    {t('common.cancel')}
                  </button>
                </>
              ) : (
                <>
                  <button
                    type="button"
                    className={styles.primary}
                    disabled={write.isPending || dirty}
                    onClick={() => setConfirmPublish(true)}
                  >
                    {t('console.agreements.publish', { version: nextVersion })}
                  </button>
                  <button
                    type="button"
                    className={styles.danger}
                    disabled={write.isPending}
                    onClick={() => write.mutate({ kind: 'discard', version: data.version })}
                  >
                    {t('console.agreements.discard')}
                  </button>
                </>
              )}
            </div>
            {dirty ? <p className={styles.hint}>{t('console.agreements.saveFirst')}</p> : null}
          </div>
        ) : null}
        <div role="status" className={styles.hint}>
          {done === 'published'
            ? t('console.agreements.published', { version: versions[0]?.version ?? 1 })
            : null}
        </div>
        {write.error && write.variables?.kind !== 'save' ? (
          <p className={styles.alert} role="alert">
            {errorText(write.error, t)}{' '}
            {isEditConflict(write.error) ? (
              <button type="button" className={styles.button} onClick={reload}>
                {t('console.reload')}
              </button>
            ) : null}
          </p>
        ) : null}
      </div>

      <div className={styles.panel}>
        <h3>{t('console.agreements.history')}</h3>
        {versions.length === 0 ? (
          <p>{t('console.agreements.noVersions')}</p>
        ) : (
          <ol className={styles.list}>
            {versions.map((v) => (
              <li key={v.id} className={styles.item}>
                <p className={styles.itemTitle} dir="auto">
                  {t('console.agreements.version', { version: v.version })}: {v.title}
                </p>
                <p className={styles.hint}>
                  {v.publishedAt ? formatDate(v.publishedAt, lang, true) : ''}
                  {v.publishedBy ? ` · ${v.publishedBy}` : ''} ·{' '}
                  {t('console.agreements.signatures', { count: v.signatures })}
                </p>
              </li>
            ))}
          </ol>
        )}
      </div>
    </section>
  );
}
