import type { BulkEnrolReport as Report, BulkEnrolRow } from '@portico/contracts';
import type { MessageKey } from '@/i18n/keys.ts';
import { useT } from '@/i18n/use-t.ts';
import { ScrollTable } from '@/components/console/scroll-table.tsx';
import styles from './enrolments.module.css';

/** Row codes with a text of their own (said about the row's user, not the admin). */
const ROW_ERRORS: Record<string, MessageKey> = {
  USER_NOT_FOUND: 'console.enrolments.error.USER_NOT_FOUND',
  COURSE_NOT_FOUND: 'console.enrolments.error.COURSE_NOT_FOUND',
  COURSE_OTHER_SCHOOL: 'console.enrolments.error.COURSE_OTHER_SCHOOL',
  SCHOOL_CLOSED: 'console.enrolments.error.SCHOOL_CLOSED',
  MEMBERS_ONLY: 'console.enrolments.error.MEMBERS_ONLY',
  ENROLMENT_ROW_INVALID: 'console.enrolments.error.ENROLMENT_ROW_INVALID',
};

function outcome(row: BulkEnrolRow, t: ReturnType<typeof useT>): string {
  if (row.status === 'enrolled') return t('console.enrolments.status.enrolled');
  if (row.status === 'already') return t('console.enrolments.status.already');
  const key = row.errorCode ? ROW_ERRORS[row.errorCode] : undefined;
  return key ? t(key) : (row.errorCode ?? '');
}

/** The run's four counts, each its own plural family (issue 22 item 6): a number's form never depends on another's. */
const SUMMARY: readonly [MessageKey, 'total' | 'enrolled' | 'already' | 'failed'][] = [
  ['console.enrolments.summaryRows', 'total'],
  ['console.enrolments.summaryNew', 'enrolled'],
  ['console.enrolments.summaryAlready', 'already'],
  ['console.enrolments.summaryFailed', 'failed'],
];

/** The run's counts (announced politely) and one table row per CSV row, failures marked. */
export function BulkEnrolReport({ report }: { report: Report }) {
  const t = useT();
  return (
    <div className={styles.report}>
      <p role="status" className={styles.summary} data-testid="bulk-summary">
        {SUMMARY.map(([key, field]) => t(key, { count: report[field] })).join(' · ')}
      </p>
      {/* A region that scrolls on its own: a 5,000-row report never widens or lengthens the page unboundedly. */}
      <ScrollTable label={t('console.enrolments.results')}>
        <thead>
          <tr>
            <th scope="col">{t('console.enrolments.row')}</th>
            <th scope="col">{t('console.enrolments.user')}</th>
            <th scope="col">{t('console.enrolments.course')}</th>
            <th scope="col">{t('console.enrolments.result')}</th>
          </tr>
        </thead>
        <tbody>
          {report.rows.map((row) => (
            <tr key={row.row} data-status={row.status} className={styles[row.status]}>
              <td>{row.row}</td>
              <td>
                <bdi>{row.account}</bdi>
              </td>
              <td>
                <bdi>{row.courseId}</bdi>
              </td>
              <td>{outcome(row, t)}</td>
            </tr>
          ))}
        </tbody>
      </ScrollTable>
    </div>
  );
}
