/**
 * The class report's table (issue 26 item 4). Sortable headers are buttons and the sorted one carries aria-sort;
 * the table scrolls sideways inside a labelled, focusable region with the member column sticky, so it reads at
 * 320 px and at desktop width alike. Every cell shows the stored numbers as the server sent them.
 */
import type { ClassReport, ClassReportQuery, ReportCell, ReportSort } from '@portico/contracts';
import type { LanguageCode } from '@portico/core';
import { useT } from '@/i18n/use-t.ts';
import { formatDate } from '@/lib/format-date.ts';
import { STATE_LABEL } from './task-state.ts';
import styles from './class-report.module.css';

interface ReportTableProps {
  report: ClassReport;
  query: ClassReportQuery;
  lang: LanguageCode;
  onSort: (sort: ReportSort, assignmentId?: string) => void;
}

function CellView({ cell }: { cell: ReportCell }) {
  const t = useT();
  return (
    <>
      <span className={styles.badge} data-state={cell.state}>
        {t(STATE_LABEL[cell.state])}
      </span>
      {cell.progress !== null ? (
        <span className={styles.figure}>{t('learning.percent', { value: cell.progress })}</span>
      ) : (
        <span className={styles.figure}>
          {cell.bestPercent === null
            ? t('classes.report.noAttempt')
            : t('classes.report.best', { value: cell.bestPercent })}
          {cell.attempts ? ` · ${t('classes.report.attempts', { count: cell.attempts })}` : null}
        </span>
      )}
    </>
  );
}

export function ReportTable({ report, query, lang, onSort }: ReportTableProps) {
  const t = useT();
  const sort = query.sort ?? 'name';
  const ariaSort = (active: boolean) =>
    active ? (query.order === 'desc' ? 'descending' : 'ascending') : undefined;
  const header = (label: string, key: ReportSort, assignmentId?: string) => {
    const active = sort === key && (assignmentId === undefined || query.assignmentId === assignmentId);
    return (
      <th scope="col" aria-sort={ariaSort(active)} key={assignmentId ?? key}>
        <button type="button" className={styles.sort} onClick={() => onSort(key, assignmentId)}>
          {label}
          <span aria-hidden="true">{active ? (query.order === 'desc' ? ' ▼' : ' ▲') : ' ↕'}</span>
        </button>
      </th>
    );
  };
  return (
    <div className={styles.scroller} role="region" aria-label={t('classes.report.scroll')} tabIndex={0}>
      <table className={styles.table}>
        <thead>
          <tr>
            {header(t('classes.report.member'), 'name')}
            {header(t('classes.report.lastActivity'), 'lastActivity')}
            {header(t('classes.report.completed'), 'completed')}
            {report.assignments.map((item) =>
              header(`${t(`classes.assign.kind.${item.kind}`)} · ${item.title}`, 'progress', item.id),
            )}
          </tr>
        </thead>
        <tbody>
          {report.rows.map((row) => (
            <tr key={row.userId} data-testid="report-row">
              <th scope="row" className={styles.member}>
                <span className={styles.name}>{row.name}</span>
                <span className={styles.muted}>{row.account}</span>
              </th>
              <td>
                {row.lastActivityAt ? formatDate(row.lastActivityAt, lang, true) : t('classes.report.never')}
              </td>
              <td>{`${row.completed} / ${report.assignments.length}`}</td>
              {row.cells.map((cell) => (
                <td key={cell.assignmentId}>
                  <CellView cell={cell} />
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
