import { ENROLMENT_LIMITS } from '@portico/core';
import { useState, type FormEvent } from 'react';
import styles from '@/components/console/console-form.module.css';
import { TextField } from '@/components/text-field.tsx';
import { useT } from '@/i18n/use-t.ts';

/** One user, one course; the section's status region says whether it was new or already there, or why not. */
export function SingleEnrolForm(props: {
  pending: boolean;
  onEnrol: (input: { account: string; courseId: string }) => void;
}) {
  const t = useT();
  const [account, setAccount] = useState('');
  const [courseId, setCourseId] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    props.onEnrol({ account: account.trim(), courseId: courseId.trim() });
  };
  return (
    <form className={styles.card} onSubmit={submit} data-testid="single-enrol">
      <TextField
        label={t('console.enrolments.account')}
        value={account}
        required
        maxLength={ENROLMENT_LIMITS.CSV_CELL_MAX}
        autoComplete="off"
        onChange={(e) => setAccount(e.target.value)}
      />
      <TextField
        label={t('console.enrolments.courseId')}
        value={courseId}
        required
        inputMode="numeric"
        pattern="\d{19}"
        autoComplete="off"
        onChange={(e) => setCourseId(e.target.value)}
      />
      <div className={styles.row}>
        <button type="submit" className={styles.primary} disabled={props.pending}>
          {t('console.enrolments.enrol')}
        </button>
      </div>
    </form>
  );
}
