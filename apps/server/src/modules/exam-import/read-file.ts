/**
 * A question file to rows of text (issue 24): an .xlsx (exceljs; the first worksheet) or a UTF-8 .csv
 * (papaparse: quoted cells, embedded commas and line breaks, CRLF, a byte-order mark). The type is decided by the
 * content, never by the name: a zip is read as a workbook (and must be one), anything else must be UTF-8 text
 * without NUL bytes; an .xlsx name on text, or an image renamed .csv, is 415.
 */
import { EXAM_RULES } from '@portico/core';
import ExcelJS from 'exceljs';
import type { FastifyRequest } from 'fastify';
import Papa from 'papaparse';
import { fail, HttpError } from '../../shared/http-error.ts';

const ZIP_SIGNATURE = Buffer.from([0x50, 0x4b, 0x03, 0x04]);
/** Columns read from a workbook row (the template has 20; a few extra are ignored, not read forever). */
const MAX_COLUMNS = 40;

export interface ImportFile {
  data: Buffer;
  name: string;
}

const wrongType = () =>
  fail('UNSUPPORTED_MEDIA_TYPE', 'Send the questions as an .xlsx workbook or a UTF-8 .csv file');

export async function readImportForm(request: FastifyRequest): Promise<ImportFile> {
  if (!request.isMultipart()) throw fail('UNSUPPORTED_MEDIA_TYPE', 'Send the file as multipart/form-data');
  try {
    const part = await request.file({ limits: { fileSize: EXAM_RULES.IMPORT_MAX_BYTES, files: 1 } });
    if (!part) throw fail('VALIDATION_FAILED', 'The form has no file');
    return { data: await part.toBuffer(), name: part.filename ?? '' };
  } catch (error) {
    if (error instanceof HttpError) throw error;
    if ((error as { code?: unknown } | null)?.code === 'FST_REQ_FILE_TOO_LARGE') {
      throw fail('UPLOAD_TOO_LARGE', `The file is larger than ${EXAM_RULES.IMPORT_MAX_BYTES} bytes`, {
        maxBytes: EXAM_RULES.IMPORT_MAX_BYTES,
        maxMb: EXAM_RULES.IMPORT_MAX_BYTES / (1024 * 1024),
      });
    }
    throw fail('VALIDATION_FAILED', 'The multipart body is malformed');
  }
}

async function workbookRows(data: Buffer): Promise<string[][]> {
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(data as unknown as ArrayBuffer);
  } catch {
    throw wrongType();
  }
  const sheet = workbook.worksheets[0];
  if (!sheet) return [];
  const rows: string[][] = [];
  // Row numbers kept as in the sheet (blank rows included) so errors name the row the author sees.
  sheet.eachRow({ includeEmpty: true }, (row, number) => {
    const cells: string[] = [];
    const width = Math.min(row.cellCount, MAX_COLUMNS);
    for (let column = 1; column <= width; column++) cells.push(row.getCell(column).text ?? '');
    rows[number - 1] = cells;
  });
  return Array.from(rows, (cells) => cells ?? []);
}

function csvRows(data: Buffer): string[][] {
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(data);
  } catch {
    throw wrongType();
  }
  if (text.includes('\u0000')) throw wrongType();
  // No skipEmptyLines: blank records are skipped by the reader, so the numbers stay those of the file.
  return Papa.parse<string[]>(text.replace(/^\uFEFF/, ''), { header: false }).data;
}

/** The file's rows as text cells (the header first). */
export async function importRows(file: ImportFile): Promise<string[][]> {
  if (file.data.subarray(0, 4).equals(ZIP_SIGNATURE)) return workbookRows(file.data);
  if (/\.xlsx$/i.test(file.name)) throw wrongType();
  return csvRows(file.data);
}
