/**
 * AI settings (issue 13, `…/management/ai`): whether the AI assistant entrance shows to the school's members
 * (spec §5 "the server saying the AI entrance is visible") and the header icon's logo URL (spec §7 ai-config/logo;
 * empty: the default icon).
 */
import type { AiSettings } from '@portico/contracts';
import { CONSOLE_SCHOOL_LIMITS as L, isLegalLink } from '@portico/core';
import { useId } from 'react';
import type { ConsoleSectionProps } from '@/components/console/section-props.ts';
import styles from '@/components/console/console-form.module.css';
import { SaveBar } from '@/components/console/save-bar.tsx';
import { useVersionedForm } from '@/components/console/use-versioned-form.ts';
import { useT } from '@/i18n/use-t.ts';
import type { VersionedData } from '@/lib/console-api.ts';

export default function AiSection({ page }: ConsoleSectionProps) {
  const t = useT();
  const id = useId();
  const form = useVersionedForm<AiSettings>(
    page.schoolId,
    'ai',
    page.data as VersionedData<AiSettings> | null,
  );
  if (page.isSubSchool) return <p>{t('console.subSchools.parentOnly')}</p>;
  const draft = form.draft;
  if (!draft) return <p role="status">{t('common.loading')}</p>;
  const logo = draft.logoUrl?.trim() ?? '';
  const badLogo = logo !== '' && !isLegalLink(logo);
  return (
    <section className={styles.section} aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`} className={styles.heading}>
        {t('console.ai.heading')}
      </h2>
      <div className={styles.card}>
        <label className={styles.check}>
          <input
            type="checkbox"
            checked={draft.enabled}
            onChange={(e) => form.setDraft({ ...draft, enabled: e.target.checked })}
          />
          {t('console.ai.enabled')}
        </label>
        <div className={styles.field}>
          <label htmlFor={`${id}-logo`}>{t('console.ai.logoUrl')}</label>
          <input
            id={`${id}-logo`}
            type="url"
            dir="ltr"
            className={styles.input}
            maxLength={L.LOGO_URL}
            value={draft.logoUrl ?? ''}
            aria-invalid={badLogo ? true : undefined}
            aria-describedby={`${id}-logo-hint`}
            onChange={(e) => form.setDraft({ ...draft, logoUrl: e.target.value || null })}
          />
          <p id={`${id}-logo-hint`} className={badLogo ? styles.error : styles.hint}>
            {badLogo ? t('errors.AI_LOGO_URL_INVALID') : t('console.ai.logoHint')}
          </p>
        </div>
      </div>
      <SaveBar
        dirty={form.dirty && !badLogo}
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
