/**
 * AI settings (issue 13, `…/management/ai`): whether the AI assistant entrance shows to the school's members
 * (spec §5 "the server saying the AI entrance is visible") and the header icon's logo URL (spec §7 ai-config/logo;
 * empty: the default icon).
 */
import { CONSOLE_SCHOOLS_API_PATHS, consoleTail, type AiSettings } from '@portico/contracts';
import { CONSOLE_SCHOOL_LIMITS as L, isLegalLink } from '@portico/core';
import { CheckField } from '@/components/check-field.tsx';
import styles from '@/components/console/console-form.module.css';
import type { ConsoleSectionProps } from '@/components/console/section-props.ts';
import { SectionShell } from '@/components/console/section-shell.tsx';
import { useVersionedForm } from '@/components/console/use-versioned-form.ts';
import { TextField } from '@/components/text-field.tsx';
import { useT } from '@/i18n/use-t.ts';
import type { VersionedData } from '@/lib/console-api.ts';

const badLogo = (draft: AiSettings) => {
  const logo = draft.logoUrl?.trim() ?? '';
  return logo !== '' && !isLegalLink(logo);
};

export default function AiSection({ page }: ConsoleSectionProps) {
  const t = useT();
  const form = useVersionedForm<AiSettings>(
    page.schoolId,
    consoleTail(CONSOLE_SCHOOLS_API_PATHS.ai),
    page.data as VersionedData<AiSettings> | null,
    {
      invalid: badLogo,
    },
  );
  if (page.isSubSchool) return <p>{t('console.subSchools.parentOnly')}</p>;
  const draft = form.draft;
  return (
    <SectionShell
      title={t('console.ai.heading')}
      loading={!draft}
      loadError={form.query.error}
      save={{ ...form.saveBar, dirty: form.dirty && !form.invalid }}
    >
      {draft ? (
        <div className={styles.card}>
          <CheckField
            label={t('console.ai.enabled')}
            checked={draft.enabled}
            onChange={(e) => form.setDraft({ ...draft, enabled: e.target.checked })}
          />
          <TextField
            label={t('console.ai.logoUrl')}
            type="url"
            dir="ltr"
            maxLength={L.LOGO_URL}
            value={draft.logoUrl ?? ''}
            hint={form.invalid ? undefined : t('console.ai.logoHint')}
            error={form.invalid ? t('errors.AI_LOGO_URL_INVALID') : null}
            onChange={(e) => form.setDraft({ ...draft, logoUrl: e.target.value || null })}
          />
        </div>
      ) : null}
    </SectionShell>
  );
}
