import type { ImportRowError } from '@portico/contracts';
import { EXAM_RULES } from '@portico/core';
import { useMutation } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import styles from '@/components/console/console-form.module.css';
import { TextField } from '@/components/text-field.tsx';
import { useT } from '@/i18n/use-t.ts';
import { ApiError } from '@/lib/api-client.ts';
import { errorText } from '@/lib/api-errors.ts';
import { importQuestions, templateHref } from '../api/exams.ts';
import { ImportErrors } from './import-errors.tsx';

const rowErrorsOf = (error: unknown): ImportRowError[] | null => {
  if (!(error instanceof ApiError) || error.errorCode !== 'QUESTION_IMPORT_INVALID') return null;
  const errors = (error.details as { errors?: ImportRowError[] } | null)?.errors;
  return Array.isArray(errors) ? errors : null;
};

/**
 * Import an .xlsx or .csv (the templates show the columns, one example per kind): all rows go in, or none and
 * every row's problem is listed.
 */
export function QuestionImport({ schoolId, onImported }: { schoolId: string; onImported: () => void }) {
  const t = useT();
  const id = useId();
  const [file, setFile] = useState<File | null>(null);
  const [missing, setMissing] = useState(false);
  const run = useMutation({
    mutationFn: (chosen: File) => importQuestions(schoolId, chosen),
    onSuccess: onImported,
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setMissing(!file);
    if (file) run.mutate(file);
  };
  const rows = rowErrorsOf(run.error);
  const failure = run.error && !rows ? errorText(run.error, t) : null;
  return (
    <form className={styles.card} onSubmit={submit} aria-labelledby={`${id}-h`} data-testid="question-import">
      <h3 id={`${id}-h`} className={styles.subheading}>
        {t('console.exams.importHeading')}
      </h3>
      <p className={styles.hint}>
        {t('console.exams.importLead', {
          count: EXAM_RULES.IMPORT_MAX_ROWS,
          size: EXAM_RULES.IMPORT_MAX_BYTES / (1024 * 1024),
        })}
      </p>
      <p className={styles.row}>
        <a href={templateHref(schoolId, 'xlsx')} download>
          {t('console.exams.templateXlsx')}
        </a>
        <a href={templateHref(schoolId, 'csv')} download>
          {t('console.exams.templateCsv')}
        </a>
      </p>
      <TextField
        label={t('console.exams.importFile')}
        type="file"
        accept=".xlsx,.csv,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
        error={missing ? t('console.exams.rule.file') : failure}
        onChange={(event) => {
          setFile(event.target.files?.[0] ?? null);
          run.reset();
        }}
      />
      <div className={styles.row}>
        <button type="submit" className={styles.primary} disabled={run.isPending}>
          {t('console.exams.importRun')}
        </button>
      </div>
      <p role="status" className={styles.hint} data-testid="import-status">
        {run.data
          ? t('console.exams.imported', { count: run.data.imported })
          : rows
            ? t('console.exams.importRefused', { count: rows.length })
            : null}
      </p>
      {rows ? <ImportErrors errors={rows} /> : null}
    </form>
  );
}
