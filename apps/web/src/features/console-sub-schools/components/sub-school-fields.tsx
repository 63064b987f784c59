import type { SubSchoolUpdate } from '@portico/contracts';
import { CONSOLE_SCHOOL_LIMITS as L } from '@portico/core';
import { useId } from 'react';
import styles from '@/components/console/console-form.module.css';
import { useT } from '@/i18n/use-t.ts';

/** The editable fields of a sub-school (name required; core's school-name rule is checked by the server). */
export function SubSchoolFields({
  value,
  onChange,
}: {
  value: SubSchoolUpdate;
  onChange: (next: SubSchoolUpdate) => void;
}) {
  const t = useT();
  const id = useId();
  const set = (patch: Partial<SubSchoolUpdate>) => onChange({ ...value, ...patch });
  return (
    <>
      <div className={styles.field}>
        <label htmlFor={`${id}-name`}>
          {t('console.profile.name')} <span className={styles.required}>*</span>
        </label>
        <input
          id={`${id}-name`}
          className={styles.input}
          required
          maxLength={L.SCHOOL_NAME * 2}
          value={value.name}
          onChange={(e) => set({ name: e.target.value })}
        />
      </div>
      <div className={styles.field}>
        <label htmlFor={`${id}-name-en`}>{t('console.profile.nameEn')}</label>
        <input
          id={`${id}-name-en`}
          className={styles.input}
          dir="ltr"
          maxLength={L.SCHOOL_NAME_EN}
          value={value.nameEn ?? ''}
          onChange={(e) => set({ nameEn: e.target.value || null })}
        />
      </div>
      <div className={styles.field}>
        <label htmlFor={`${id}-desc`}>{t('console.profile.description')}</label>
        <textarea
          id={`${id}-desc`}
          className={styles.input}
          maxLength={L.DESCRIPTION}
          value={value.description ?? ''}
          onChange={(e) => set({ description: e.target.value || null })}
        />
      </div>
      <label className={styles.check}>
        <input
          type="checkbox"
          checked={value.openSchool === '0'}
          onChange={(e) => set({ openSchool: e.target.checked ? '0' : '1' })}
        />
        {t('console.profile.closed')}
      </label>
    </>
  );
}
