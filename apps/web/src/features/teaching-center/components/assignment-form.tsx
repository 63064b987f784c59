/**
 * Assigning a course or an exam with a due date (issue 26 item 2): the school's published courses and exams to
 * pick from, the due date in the lecturer's local time (sent as UTC). Each member then gets a task and a message.
 */
import type { AssignmentBody } from '@portico/contracts';
import { useId, useState, type FormEvent } from 'react';
import { SelectField } from '@/components/select-field.tsx';
import { TextField } from '@/components/text-field.tsx';
import { useT } from '@/i18n/use-t.ts';
import { errorText } from '@/lib/api-errors.ts';
import { fromLocalInput } from '@/lib/local-datetime.ts';
import { useAssignables } from '../api/classes.ts';
import styles from './teaching-center.module.css';

interface AssignmentFormProps {
  schoolId: string;
  onAssign: (body: AssignmentBody) => Promise<void>;
}

export function AssignmentForm({ schoolId, onAssign }: AssignmentFormProps) {
  const t = useT();
  const titleId = useId();
  const items = useAssignables(schoolId, '');
  const [picked, setPicked] = useState('');
  const [due, setDue] = useState('');
  const [tried, setTried] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const records = items.data?.records ?? [];
  const group = (kind: 'course' | 'exam') => ({
    label: t(`classes.assign.kind.${kind}`),
    options: records
      .filter((item) => item.kind === kind)
      .map((item) => ({ value: `${kind}:${item.id}`, label: item.title })),
  });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    setDone(false);
    const [kind, itemId] = picked.split(':');
    const dueAt = fromLocalInput(due);
    if (!itemId || !dueAt || (kind !== 'course' && kind !== 'exam')) return;
    setBusy(true);
    setError(null);
    try {
      await onAssign({ kind, itemId, dueAt });
      setPicked('');
      setDue('');
      setTried(false);
      setDone(true);
    } catch (caught) {
      setError(errorText(caught, t));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className={styles.form} onSubmit={submit} aria-labelledby={titleId} noValidate>
      <h4 id={titleId} className={styles.subheading}>
        {t('classes.assign.new')}
      </h4>
      <SelectField
        label={t('classes.assign.item')}
        value={picked}
        onChange={(event) => setPicked(event.target.value)}
        options={[{ value: '', label: t('classes.assign.pick') }]}
        groups={[group('course'), group('exam')].filter((one) => one.options.length > 0)}
        error={tried && !picked ? t('classes.assign.itemRequired') : null}
      />
      <TextField
        label={t('classes.assign.due')}
        type="datetime-local"
        value={due}
        onChange={(event) => setDue(event.target.value)}
        error={tried && !fromLocalInput(due) ? t('classes.assign.dueRequired') : null}
      />
      {error ? (
        <p className={styles.error} role="alert">
          {error}
        </p>
      ) : null}
      {done ? (
        <p className={styles.status} role="status">
          {t('classes.assign.done')}
        </p>
      ) : null}
      <div className={styles.actions}>
        <button type="submit" className={styles.primary} disabled={busy}>
          {t('classes.assign.submit')}
        </button>
      </div>
    </form>
  );
}
