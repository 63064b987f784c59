import { ENROLMENT_LIMITS } from '@portico/core';
import { useState, type FormEvent } from 'react';
import styles from '@/components/console/console-form.module.css';
import { TextField } from '@/components/text-field.tsx';
import { useT } from '@/i18n/use-t.ts';
import { errorText } from '@/lib/api-errors.ts';
import { showToast } from '@/lib/toast.ts';
import { enrolOne } from '../api/enrolments.ts';

/** One user, one course: the answer says whether it was new or already there; a refusal says why. */
export function SingleEnrolForm({ schoolId }: { schoolId: string }) {
  const t = useT();
  const [account, setAccount] = useState('');
  const [courseId, setCourseId] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const input = { account: account.trim(), courseId: courseId.trim() };
    setPending(true);
    setError(null);
    enrolOne(schoolId, input)
      .then((result) => {
        const key =
          result.status === 'enrolled' ? 'console.enrolments.enrolled' : 'console.enrolments.already';
        showToast(t(key, { account: input.account }));
      })
      .catch((failure: unknown) => setError(errorText(failure, t)))
      .finally(() => setPending(false));
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
        error={error}
      />
      <div className={styles.row}>
        <button type="submit" className={styles.primary} disabled={pending}>
          {t('console.enrolments.enrol')}
        </button>
      </div>
    </form>
  );
}
