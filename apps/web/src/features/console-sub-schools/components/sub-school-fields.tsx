import type { SubSchoolUpdate } from '@portico/contracts';
import { CONSOLE_SCHOOL_LIMITS as L } from '@portico/core';
import { CheckField } from '@/components/check-field.tsx';
import styles from '@/components/console/console-form.module.css';
import { TextAreaField } from '@/components/text-area-field.tsx';
import { TextField } from '@/components/text-field.tsx';
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
  const set = (patch: Partial<SubSchoolUpdate>) => onChange({ ...value, ...patch });
  return (
    <>
      <TextField
        label={
          <>
            {t('console.profile.name')} <span className={styles.required}>*</span>
          </>
        }
        required
        maxLength={L.SCHOOL_NAME * 2}
        value={value.name}
        onChange={(e) => set({ name: e.target.value })}
      />
      <TextField
        label={t('console.profile.nameEn')}
        dir="ltr"
        maxLength={L.SCHOOL_NAME_EN}
        value={value.nameEn ?? ''}
        onChange={(e) => set({ nameEn: e.target.value || null })}
      />
      <TextAreaField
        label={t('console.profile.description')}
        maxLength={L.DESCRIPTION}
        value={value.description ?? ''}
        onChange={(e) => set({ description: e.target.value || null })}
      />
      <CheckField
        label={t('console.profile.closed')}
        checked={value.openSchool === '0'}
        onChange={(e) => set({ openSchool: e.target.checked ? '0' : '1' })}
      />
    </>
  );
}
