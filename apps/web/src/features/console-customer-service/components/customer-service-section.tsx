/**
 * Customer service (issue 13, `…/management/customer-service`): the switch (spec §5 "shows when its switch is
 * '1'") and the phone, e-mail and WeChat the right-side tool shows (spec §3).
 */
import { CONSOLE_SCHOOLS_API_PATHS, consoleTail, type CustomerServiceSettings } from '@portico/contracts';
import { CONSOLE_SCHOOL_LIMITS as L } from '@portico/core';
import { CheckField } from '@/components/check-field.tsx';
import styles from '@/components/console/console-form.module.css';
import type { ConsoleSectionProps } from '@/components/console/section-props.ts';
import { SectionShell } from '@/components/console/section-shell.tsx';
import { useVersionedForm } from '@/components/console/use-versioned-form.ts';
import { TextField } from '@/components/text-field.tsx';
import { useT } from '@/i18n/use-t.ts';
import type { VersionedData } from '@/lib/console-api.ts';
import { serviceProblems } from '../utils/service-problems.ts';

type Field = 'servicePhone' | 'serviceEmail' | 'serviceWeChat';

const invalid = (draft: CustomerServiceSettings) => {
  const problems = serviceProblems(draft);
  return problems.phone || problems.email;
};

export default function CustomerServiceSection({ page }: ConsoleSectionProps) {
  const t = useT();
  const form = useVersionedForm<CustomerServiceSettings>(
    page.schoolId,
    consoleTail(CONSOLE_SCHOOLS_API_PATHS.customerService),
    page.data as VersionedData<CustomerServiceSettings> | null,
    { invalid },
  );
  if (page.isSubSchool) return <p>{t('console.subSchools.parentOnly')}</p>;
  const draft = form.draft;
  const problems = draft ? serviceProblems(draft) : { phone: false, email: false };
  const fields: Array<{ key: Field; label: string; type: string; error: string | null }> = [
    {
      key: 'servicePhone',
      label: t('console.service.phone'),
      type: 'tel',
      error: problems.phone ? t('errors.SERVICE_PHONE_INVALID') : null,
    },
    {
      key: 'serviceEmail',
      label: t('console.service.email'),
      type: 'email',
      error: problems.email ? t('errors.SERVICE_EMAIL_INVALID') : null,
    },
    { key: 'serviceWeChat', label: t('console.service.weChat'), type: 'text', error: null },
  ];
  return (
    <SectionShell
      title={t('console.service.heading')}
      loading={!draft}
      loadError={form.query.error}
      save={{ ...form.saveBar, dirty: form.dirty && !form.invalid }}
    >
      {draft ? (
        <div className={styles.card}>
          <CheckField
            label={t('console.service.enabled')}
            checked={draft.enabled}
            onChange={(e) => form.setDraft({ ...draft, enabled: e.target.checked })}
          />
          {fields.map((field) => (
            <TextField
              key={field.key}
              label={field.label}
              type={field.type}
              dir="ltr"
              maxLength={L.SERVICE_FIELD}
              value={draft[field.key] ?? ''}
              error={field.error}
              onChange={(e) => form.setDraft({ ...draft, [field.key]: e.target.value || null })}
            />
          ))}
        </div>
      ) : null}
    </SectionShell>
  );
}
