/**
 * The report as a file (issue 26 item 4): the same rows and order as the page, one line per member, and per
 * assignment its state, progress (course) or best percent and attempts (exam), and last activity. CSV through
 * papaparse with a byte-order mark (spreadsheet programs then read names in any script right) and XLSX through
 * exceljs. Headers are English and stable, so a spreadsheet built on the export keeps working; values are plain
 * (ISO dates, numbers), never a translated word.
 */
import type { ClassReport } from '@portico/contracts';
import ExcelJS from 'exceljs';
import Papa from 'papaparse';

type Cell = string | number | null;

export function reportTable(report: ClassReport): { header: string[]; rows: Cell[][] } {
  const header = ['Name', 'Account', 'Last activity', 'Completed'];
  for (const item of report.assignments) {
    const label = `${item.kind === 'exam' ? 'Exam' : 'Course'}: ${item.title}`;
    header.push(`${label} · state`);
    if (item.kind === 'exam') header.push(`${label} · best %`, `${label} · attempts`);
    else header.push(`${label} · progress %`);
    header.push(`${label} · last activity`);
  }
  const rows = report.rows.map((row) => {
    const line: Cell[] = [row.name, row.account, row.lastActivityAt, row.completed];
    report.assignments.forEach((item, index) => {
      const cell = row.cells[index];
      line.push(cell?.state ?? null);
      if (item.kind === 'exam') line.push(cell?.bestPercent ?? null, cell?.attempts ?? 0);
      else line.push(cell?.progress ?? 0);
      line.push(cell?.lastActivityAt ?? null);
    });
    return line;
  });
  return { header, rows };
}

/**
 * A text cell a spreadsheet would run as a formula (=, +, -, @ first) gets a leading apostrophe (OWASP CSV
 * injection): a member's name is theirs to choose.
 */
const safeText = (value: Cell): Cell =>
  typeof value === 'string' && /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;

export function reportCsv(report: ClassReport): string {
  const { header, rows } = reportTable(report);
  const data = rows.map((row) => row.map((value) => safeText(value) ?? ''));
  return `\uFEFF${Papa.unparse([header, ...data], { newline: '\r\n' })}\r\n`;
}

export async function reportXlsx(report: ClassReport): Promise<Buffer> {
  const { header, rows } = reportTable(report);
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Report', { views: [{ state: 'frozen', xSplit: 1, ySplit: 1 }] });
  sheet.addRow(header);
  sheet.getRow(1).font = { bold: true };
  // exceljs writes strings as strings (never formulas); numbers stay numbers for sums and charts.
  for (const row of rows) sheet.addRow(row.map((value) => value ?? ''));
  sheet.columns.forEach((column, index) => {
    column.width = index < 2 ? 24 : 18;
  });
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** A file name of the class's report: ASCII only in the plain form, the real name in filename*. */
export function reportFileName(report: ClassReport, format: 'csv' | 'xlsx'): string {
  const day = report.generatedAt.slice(0, 10);
  const ascii = `class-report-${day}.${format}`;
  const full = encodeURIComponent(`${report.className} ${day}.${format}`);
  return `attachment; filename="${ascii}"; filename*=UTF-8''${full}`;
}
