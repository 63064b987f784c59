/**
 * Customer service (issue 13, `…/management/customer-service`): the switch (spec §5 "shows when its switch is
 * '1'") and the phone, e-mail and WeChat the right-side tool shows (spec §3).
 */
import type { CustomerServiceSettings } from '@portico/contracts';
import { CONSOLE_SCHOOL_LIMITS as L } from '@portico/core';
import { useId } from 'react';
import type { ConsoleSectionProps } from '@/components/console/section-props.ts';
import styles from '@/components/console/console-form.module.css';
import { SaveBar } from '@/components/console/save-bar.tsx';
import { useVersionedForm } from '@/components/console/use-versioned-form.ts';
import { useT } from '@/i18n/use-t.ts';
import type { VersionedData } from '@/lib/console-api.ts';
import { serviceProblems } from '../utils/service-problems.ts';

type Field = 'servicePhone' | 'serviceEmail' | 'serviceWeChat';

export default function CustomerServiceSection({ page }: ConsoleSectionProps) {
  const t = useT();
  const id = useId();
  const form = useVersionedForm<CustomerServiceSettings>(
    page.schoolId,
    'customer-service',
    page.data as VersionedData<CustomerServiceSettings> | null,
  );
  if (page.isSubSchool) return <p>{t('console.subSchools.parentOnly')}</p>;
  const draft = form.draft;
  if (!draft) return <p role="status">{t('common.loading')}</p>;
  const problems = serviceProblems(draft);
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
    <section className={styles.section} aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`} className={styles.heading}>
        {t('console.service.heading')}
      </h2>
      <div className={styles.card}>
        <label className={styles.check}>
          <input
            type="checkbox"
            checked={draft.enabled}
            onChange={(e) => form.setDraft({ ...draft, enabled: e.target.checked })}
          />
          {t('console.service.enabled')}
        </label>
        {fields.map((field) => (
          <div key={field.key} className={styles.field}>
            <label htmlFor={`${id}-${field.key}`}>{field.label}</label>
            <input
              id={`${id}-${field.key}`}
              type={field.type}
              dir="ltr"
              className={styles.input}
              maxLength={L.SERVICE_FIELD}
              value={draft[field.key] ?? ''}
              aria-invalid={field.error ? true : undefined}
              aria-describedby={field.error ? `${id}-${field.key}-error` : undefined}
              onChange={(e) => form.setDraft({ ...draft, [field.key]: e.target.value || null })}
            />
            {field.error ? (
              <p id={`${id}-${field.key}-error`} className={styles.error}>
                {field.error}
              </p>
            ) : null}
          </div>
        ))}
      </div>
      <SaveBar
        dirty={form.dirty && !problems.phone && !problems.email}
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
