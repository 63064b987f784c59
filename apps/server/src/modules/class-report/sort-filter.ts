/**
 * The report's filters and sort (issue 26 item 4), applied by the server so the page and the exports list the
 * same rows in the same order. Ties fall back to the name, then the user id, so the order is stable.
 */
import type { ClassReportQuery, ReportCell, ReportRow } from '@portico/contracts';

const collator = new Intl.Collator('en', { sensitivity: 'base', numeric: true });

/** A cell's standing for the progress sort: course progress, or the exam's best percent (passed first). */
const cellScore = (cell: ReportCell | undefined) =>
  cell === undefined
    ? -1
    : (cell.progress ?? cell.bestPercent ?? -1) + (cell.state === 'completed' ? 1000 : 0);

const meanProgress = (row: ReportRow) => {
  const values = row.cells.flatMap((cell) => (cell.progress === null ? [] : [cell.progress]));
  return values.length === 0 ? 0 : values.reduce((a, b) => a + b, 0) / values.length;
};

export function filterAndSort(rows: ReportRow[], query: ClassReportQuery): ReportRow[] {
  const keyword = query.keyword?.trim().toLocaleLowerCase() ?? '';
  const cellOf = (row: ReportRow) => row.cells.find((cell) => cell.assignmentId === query.assignmentId);
  const kept = rows.filter((row) => {
    if (keyword && !`${row.name}\n${row.account}`.toLocaleLowerCase().includes(keyword)) return false;
    if (!query.state) return true;
    if (query.assignmentId) return cellOf(row)?.state === query.state;
    return row.cells.some((cell) => cell.state === query.state);
  });
  const sign = query.order === 'desc' ? -1 : 1;
  const sort = query.sort ?? 'name';
  const compare = (a: ReportRow, b: ReportRow): number => {
    switch (sort) {
      case 'account':
        return collator.compare(a.account, b.account);
      case 'lastActivity':
        // Never active sorts before any activity (ascending).
        return (a.lastActivityAt ?? '').localeCompare(b.lastActivityAt ?? '');
      case 'completed':
        return a.completed - b.completed;
      case 'progress':
        return query.assignmentId
          ? cellScore(cellOf(a)) - cellScore(cellOf(b))
          : a.completed - b.completed || meanProgress(a) - meanProgress(b);
      default:
        return collator.compare(a.name, b.name);
    }
  };
  return kept.sort(
    (a, b) => sign * compare(a, b) || collator.compare(a.name, b.name) || a.userId.localeCompare(b.userId),
  );
}
