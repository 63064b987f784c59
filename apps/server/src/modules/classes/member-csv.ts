/**
 * A class's member CSV (issue 26 item 1), read with papaparse (quoted cells, CRLF, a UTF-8 byte-order mark from
 * spreadsheet exports). The header row names the user column (core classMemberColumn: account, email, userId or
 * mobile); every later non-blank record is one member, numbered by its line in the file.
 */
import { CLASS_RULES, ENROLMENT_LIMITS, classMemberColumn } from '@portico/core';
import Papa from 'papaparse';
import { fail } from '../../shared/http-error.ts';

export interface MemberCsvRow {
  /** 1-based record number in the file (the header is 1). */
  row: number;
  account: string;
}

export function parseMemberCsv(text: string): MemberCsvRow[] {
  if (Buffer.byteLength(text, 'utf8') > ENROLMENT_LIMITS.CSV_BYTES_MAX) {
    throw fail('CSV_TOO_LARGE', `The file is larger than ${ENROLMENT_LIMITS.CSV_BYTES_MAX} bytes`, {
      max: ENROLMENT_LIMITS.CSV_BYTES_MAX,
    });
  }
  const parsed = Papa.parse<string[]>(text.replace(/^\uFEFF/, ''), { header: false });
  const records = parsed.data.map((record, index) => ({ record, row: index + 1 }));
  const [header, ...body] = records.filter(({ record }) => record.some((value) => value.trim() !== ''));
  if (!header || body.length === 0) throw fail('CSV_EMPTY', 'The file has no member rows under its header');
  const column = classMemberColumn(header.record);
  if (column < 0) {
    throw fail('CSV_HEADER_INVALID', 'The first row must name the column: account, email, userId or mobile');
  }
  if (body.length > CLASS_RULES.CSV_MAX_ROWS) {
    throw fail('CSV_TOO_MANY_ROWS', `At most ${CLASS_RULES.CSV_MAX_ROWS} rows per file`, {
      max: CLASS_RULES.CSV_MAX_ROWS,
    });
  }
  return body.map(({ record, row }) => ({
    row,
    account: Array.from((record[column] ?? '').trim())
      .slice(0, ENROLMENT_LIMITS.CSV_CELL_MAX)
      .join(''),
  }));
}
