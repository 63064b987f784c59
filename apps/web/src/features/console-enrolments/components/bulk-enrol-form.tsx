import type { BulkEnrolReport as Report } from '@portico/contracts';
import { ENROLMENT_LIMITS } from '@portico/core';
import { useId, useState, type ChangeEvent, type FormEvent } from 'react';
import styles from '@/components/console/console-form.module.css';
import { TextAreaField } from '@/components/text-area-field.tsx';
import { TextField } from '@/components/text-field.tsx';
import { useT } from '@/i18n/use-t.ts';
import { errorText } from '@/lib/api-errors.ts';
import { enrolFromCsv } from '../api/enrolments.ts';
import { BulkEnrolReport } from './bulk-enrol-report.tsx';

/**
 * A CSV file (or its text pasted): the file is read in the browser and sent as text; the server parses it
 * (papaparse), checks each row and answers one result per row. The report replaces the previous one.
 */
export function BulkEnrolForm({ schoolId }: { schoolId: string }) {
  const t = useT();
  const id = useId();
  const [csv, setCsv] = useState('');
  const [report, setReport] = useState<Report | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    if (!file) return;
    setError(null);
    file
      .text()
      .then(setCsv)
      .catch((failure: unknown) => setError(errorText(failure, t)));
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!csv.trim()) {
      setError(t('console.enrolments.needCsv'));
      return;
    }
    setPending(true);
    setError(null);
    enrolFromCsv(schoolId, csv)
      .then(setReport)
      .catch((failure: unknown) => {
        setReport(null);
        setError(errorText(failure, t));
      })
      .finally(() => setPending(false));
  };
  return (
    <form className={styles.card} onSubmit={submit} aria-labelledby={`${id}-title`} data-testid="bulk-enrol">
      <h3 id={`${id}-title`} className={styles.subheading}>
        {t('console.enrolments.bulkHeading')}
      </h3>
      <p className={styles.hint}>
        {t('console.enrolments.bulkLead', {
          rows: ENROLMENT_LIMITS.CSV_ROWS_MAX,
          count: ENROLMENT_LIMITS.CSV_ROWS_MAX,
          size: ENROLMENT_LIMITS.CSV_BYTES_MAX / 1024,
        })}
      </p>
      <TextField
        label={t('console.enrolments.file')}
        type="file"
        accept=".csv,text/csv,text/plain"
        onChange={choose}
      />
      {/* What is sent: the server's refusal of the CSV (a bad header…) is this field's error. */}
      <TextAreaField
        label={t('console.enrolments.paste')}
        rows={6}
        dir="ltr"
        spellCheck={false}
        value={csv}
        error={error}
        onChange={(e) => setCsv(e.target.value)}
      />
      <div className={styles.row}>
        <button type="submit" className={styles.primary} disabled={pending}>
          {pending ? t('console.enrolments.running') : t('console.enrolments.run')}
        </button>
      </div>
      {report ? <BulkEnrolReport report={report} /> : null}
    </form>
  );
}
