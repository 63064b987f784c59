/**
 * The agreements section (issue 13 §1; `/iadmin/{id}/management/agreements`, area 'agreements'): the draft of the
 * next version (title and rich-text body per language, sanitised by the server when saved), publishing it (every
 * member must read and sign again — spec §4 "update" title — and gets a message), and the published versions with
 * their signatures. Learners never see a draft.
 */
import {
  CONSOLE_CONTENT_API_PATHS,
  consoleTail,
  type ConsoleAgreementDraftInput,
  type ConsoleAgreementsView,
} from '@portico/contracts';
import { CONTENT_LIMITS, hasDefaultText } from '@portico/core';
import { useId, useState } from 'react';
import { SaveBar } from '@/components/console/save-bar.tsx';
import { LocalizedField } from '@/components/console/localized-field.tsx';
import styles from '@/components/console/content-form.module.css';
import type { ConsoleSectionProps } from '@/components/console/section-props.ts';
import { SectionShell } from '@/components/console/section-shell.tsx';
import { useVersionedForm } from '@/components/console/use-versioned-form.ts';
import { useT } from '@/i18n/use-t.ts';
import { useBootstrap } from '@/lib/bootstrap-context.tsx';
import type { VersionedData } from '@/lib/console-api.ts';
import { formatDate } from '@/lib/format-date.ts';

const EMPTY: ConsoleAgreementDraftInput = { title: {}, body: {} };

export default function AgreementsSection({ page }: ConsoleSectionProps) {
  const t = useT();
  const id = useId();
  const { lang } = useBootstrap();
  const [confirmPublish, setConfirmPublish] = useState(false);
  const form = useVersionedForm<ConsoleAgreementsView, ConsoleAgreementDraftInput>(
    page.schoolId,
    consoleTail(CONSOLE_CONTENT_API_PATHS.agreements),
    page.data as VersionedData<ConsoleAgreementsView> | null,
    {
      draftOf: (view) => (view.draft ? { title: view.draft.title, body: view.draft.body } : EMPTY),
      saveTail: consoleTail(CONSOLE_CONTENT_API_PATHS.agreementDraft),
      invalid: (draft, view) =>
        !hasDefaultText(draft.title, view.defaultLang) || !hasDefaultText(draft.body, view.defaultLang),
    },
  );
  const view = form.view;
  const draft = form.draft;
  if (!view || !draft) {
    return <SectionShell title={t('console.section.agreements')} loading loadError={form.query.error} />;
  }
  const { languages, defaultLang, versions } = view;
  const hasDraft = view.draft !== null;
  const { dirty } = form;
  const required = (texts: ConsoleAgreementDraftInput['title']) =>
    form.attempted && !hasDefaultText(texts, defaultLang) ? t('console.content.requiredError') : null;
  const nextVersion = (versions[0]?.version ?? 0) + 1;
  const edit = form.setDraft;

  return (
    <SectionShell
      title={t('console.section.agreements')}
      lead={t('console.agreements.lead')}
      status={
        form.done === 'publish'
          ? t('console.agreements.published', { version: versions[0]?.version ?? 1 })
          : null
      }
      error={form.actionError}
      onReload={() => void form.onReload()}
    >
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
          error={required(draft.title)}
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
          error={required(draft.body)}
          onChange={(body) => edit({ ...draft, body })}
        />
        <p className={styles.hint}>{t('console.agreements.bodyHint')}</p>
        {/* Its own box: the bar stays with the draft instead of floating over the fields. */}
        <div>
          <SaveBar {...form.saveBar} saveLabel={t('console.agreements.saveDraft')} />
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
                    disabled={form.busy || dirty}
                    aria-describedby={`${id}-publish-hint`}
                    onClick={() =>
                      form.write(
                        {
                          kind: 'publish',
                          tail: consoleTail(CONSOLE_CONTENT_API_PATHS.agreementPublish),
                          method: 'POST',
                          data: {},
                        },
                        {
                          onSuccess: () => setConfirmPublish(false),
                          onError: () => setConfirmPublish(false),
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
                    disabled={form.busy || dirty}
                    onClick={() => setConfirmPublish(true)}
                  >
                    {t('console.agreements.publish', { version: nextVersion })}
                  </button>
                  <button
                    type="button"
                    className={styles.danger}
                    disabled={form.busy}
                    onClick={() =>
                      form.write({
                        kind: 'discard',
                        tail: consoleTail(CONSOLE_CONTENT_API_PATHS.agreementDraft),
                        method: 'DELETE',
                        data: {},
                      })
                    }
                  >
                    {t('console.agreements.discard')}
                  </button>
                </>
              )}
            </div>
            {dirty ? <p className={styles.hint}>{t('console.agreements.saveFirst')}</p> : null}
          </div>
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
    </SectionShell>
  );
}
