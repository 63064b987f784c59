/**
 * The admin's enrolment CSV (issue 23 item 3), read with papaparse (quoted cells, embedded commas and line breaks,
 * CRLF, a UTF-8 byte-order mark from spreadsheet exports). A header row names the columns (core
 * enrolmentColumns); every later non-blank record is one enrolment, numbered by its line in the file.
 */
import { ENROLMENT_LIMITS, enrolmentColumns } from '@portico/core';
import Papa from 'papaparse';
import { fail } from '../../shared/http-error.ts';

export interface EnrolmentCsvRow {
  /** 1-based record number in the file (the header is 1). */
  row: number;
  account: string;
  courseId: string;
}

const cell = (record: string[], index: number) =>
  Array.from((record[index] ?? '').trim())
    .slice(0, ENROLMENT_LIMITS.CSV_CELL_MAX)
    .join('');

export function parseEnrolmentCsv(text: string): EnrolmentCsvRow[] {
  const bytes = Buffer.byteLength(text, 'utf8');
  if (bytes > ENROLMENT_LIMITS.CSV_BYTES_MAX) {
    throw fail('CSV_TOO_LARGE', `The file is larger than ${ENROLMENT_LIMITS.CSV_BYTES_MAX} bytes`, {
      max: ENROLMENT_LIMITS.CSV_BYTES_MAX,
    });
  }
  // No skipEmptyLines: blank records are skipped below, so the numbers stay those of the file.
  const parsed = Papa.parse<string[]>(text.replace(/^\uFEFF/, ''), { header: false });
  const records = parsed.data.map((record, index) => ({ record, row: index + 1 }));
  const filled = records.filter(({ record }) => record.some((value) => value.trim() !== ''));
  const [header, ...body] = filled;
  if (!header || body.length === 0)
    throw fail('CSV_EMPTY', 'The file has no enrolment rows under its header');
  const columns = enrolmentColumns(header.record);
  if (!columns) {
    throw fail(
      'CSV_HEADER_INVALID',
      'The first row must name the columns: courseId, and account (or email, or userId)',
    );
  }
  if (body.length > ENROLMENT_LIMITS.CSV_ROWS_MAX) {
    throw fail('CSV_TOO_MANY_ROWS', `At most ${ENROLMENT_LIMITS.CSV_ROWS_MAX} rows per file`, {
      max: ENROLMENT_LIMITS.CSV_ROWS_MAX,
    });
  }
  return body.map(({ record, row }) => ({
    row,
    account: cell(record, columns.user),
    courseId: cell(record, columns.course),
  }));
}
