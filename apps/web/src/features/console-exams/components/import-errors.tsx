import type { ImportRowError } from '@portico/contracts';
import type { MessageKey } from '@/i18n/keys.ts';
import { useT } from '@/i18n/use-t.ts';
import { ScrollTable } from '@/components/console/scroll-table.tsx';

/** Row codes the server's import answers (server modules/exam-import/rows.ts IMPORT_ERROR_CODES). */
const CODES: Record<string, MessageKey> = {
  MISSING_COLUMN: 'console.exams.importCode.MISSING_COLUMN',
  NO_ROWS: 'console.exams.importCode.NO_ROWS',
  TOO_MANY_ROWS: 'console.exams.importCode.TOO_MANY_ROWS',
  REQUIRED: 'console.exams.importCode.REQUIRED',
  UNKNOWN_KIND: 'console.exams.importCode.UNKNOWN_KIND',
  TOO_LONG: 'console.exams.importCode.TOO_LONG',
  BAD_NUMBER: 'console.exams.importCode.BAD_NUMBER',
  BAD_VALUE: 'console.exams.importCode.BAD_VALUE',
  TOO_FEW_OPTIONS: 'console.exams.importCode.TOO_FEW_OPTIONS',
  OPTION_GAP: 'console.exams.importCode.OPTION_GAP',
  NOT_ALLOWED: 'console.exams.importCode.NOT_ALLOWED',
  BAD_KEY: 'console.exams.importCode.BAD_KEY',
  INVALID: 'console.exams.importCode.INVALID',
};

/** Every problem of a refused file, by row and column, in a table that scrolls on its own. */
export function ImportErrors({ errors }: { errors: ImportRowError[] }) {
  const t = useT();
  return (
    <ScrollTable label={t('console.exams.importErrors')} testId="import-errors">
      <thead>
        <tr>
          <th scope="col">{t('console.exams.row')}</th>
          <th scope="col">{t('console.exams.column')}</th>
          <th scope="col">{t('console.exams.problem')}</th>
        </tr>
      </thead>
      <tbody>
        {errors.map((error, i) => (
          <tr key={i}>
            <td>{error.row}</td>
            <td>
              <bdi>{error.column || '—'}</bdi>
            </td>
            <td>{CODES[error.code] ? t(CODES[error.code]!) : error.code}</td>
          </tr>
        ))}
      </tbody>
    </ScrollTable>
  );
}
