/**
 * Issue 24: the question bank's spreadsheet import and its template — a whole file in one transaction or nothing,
 * every row's errors reported, files judged by content, for the school's admins and lecturers only.
 */
import { EXAM_RULES } from '@portico/core';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import type { App } from '../src/app.ts';
import { useTestApp } from './support/app.ts';
import { createSchool } from './support/factories.ts';
import { addMember, createUser, login, send, type CookieJar } from './support/session.ts';
import { multipart, png } from './support/upload-files.ts';

const ctx = useTestApp();
const importUrl = (schoolId: string) => `/api/exam/v1/${schoolId}/questions/import`;
const templateUrl = (schoolId: string, format: string) =>
  `/api/exam/v1/${schoolId}/questions/template?format=${format}`;

const HEADER =
  'kind,category,difficulty,points,stem,A,B,C,D,E,F,G,H,I,J,key,partialCredit,caseSensitive,explanation';
const GOOD_ROWS = [
  'single,Maths,1,2,2 + 2 = ?,3,4,5,,,,,,,,B,,,Basic sum',
  'multiple,Maths,2,4,Primes?,2,4,5,9,,,,,,,"A,C",proportional,,',
  'truefalse,Maths,1,1,Zero is even,,,,,,,,,,,true,,,',
  'blank,Geo,3,2,Capital of Japan ___,,,,,,,,,,,Tokyo|TOKYO,,false,',
  'essay,Writing,4,10,Explain <strong>gravity</strong><script>alert(1)</script>,,,,,,,,,,,,,,',
];
const csv = (rows: string[]) => Buffer.from([HEADER, ...rows].join('\r\n'));

async function world(app: App) {
  const db = ctx.testDb.handle.db;
  const school = await createSchool(db);
  const other = await createSchool(db);
  const jars: Record<'admin' | 'lecturer' | 'member' | 'otherAdmin', CookieJar> = {} as never;
  for (const [role, schoolId] of [
    ['admin', school.id],
    ['lecturer', school.id],
    ['member', school.id],
    ['otherAdmin', other.id],
  ] as const) {
    const user = await createUser(db);
    await addMember(db, schoolId, user.id, role === 'otherAdmin' ? 'admin' : role);
    jars[role] = await login(app, user.email, user.password);
  }
  return { school, other, jars };
}

async function upload(app: App, jar: CookieJar | null, schoolId: string, data: Buffer, name: string) {
  const body = await multipart([{ data, name, type: 'application/octet-stream' }]);
  const response = await send(app, jar, {
    method: 'POST',
    url: importUrl(schoolId),
    payload: body.payload,
    headers: body.headers,
  });
  return { status: response.statusCode, body: response.json() };
}

const bank = (schoolId: string) =>
  ctx.testDb.handle.db
    .selectFrom('exam_questions')
    .innerJoin('exam_question_versions', 'exam_question_versions.question_id', 'exam_questions.id')
    .select([
      'exam_questions.kind',
      'exam_questions.category',
      'exam_questions.difficulty',
      'exam_questions.current_version',
      'exam_question_versions.version',
      'exam_question_versions.stem',
      'exam_question_versions.options',
      'exam_question_versions.answer_key',
      'exam_question_versions.points_x100',
    ])
    .where('exam_questions.school_id', '=', schoolId)
    .orderBy('exam_questions.kind')
    .execute();

async function xlsx(rows: (string | number | boolean)[][]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Q');
  for (const row of rows) sheet.addRow(row);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

describe('question import', () => {
  it('a lecturer imports a CSV: every kind as version 1, keys parsed, rich text sanitised', async () => {
    const { school, jars } = await world(ctx.app);
    const result = await upload(ctx.app, jars.lecturer, school.id, csv(GOOD_ROWS), 'bank.csv');
    expect(result).toMatchObject({ status: 200, body: { data: { imported: 5 } } });
    const rows = await bank(school.id);
    expect(rows.map((row) => row.kind)).toEqual(['blank', 'essay', 'multiple', 'single', 'truefalse']);
    expect(rows.every((row) => row.version === 1 && row.current_version === 1)).toBe(true);
    const byKind = Object.fromEntries(rows.map((row) => [row.kind, row]));
    expect(JSON.parse(byKind.multiple!.answer_key)).toEqual({
      kind: 'multiple',
      choices: ['A', 'C'],
      partialCredit: 'proportional',
    });
    expect(JSON.parse(byKind.blank!.answer_key)).toEqual({
      kind: 'blank',
      blanks: [['Tokyo', 'TOKYO']],
      caseSensitive: false,
    });
    expect(JSON.parse(byKind.single!.options)).toHaveLength(3);
    expect(byKind.essay!.points_x100).toBe(1000);
    expect(byKind.essay!.stem).toContain('<strong>gravity</strong>');
    expect(byKind.essay!.stem).not.toContain('script');
  });

  it('an admin imports an .xlsx workbook (numbers and booleans in cells read as text)', async () => {
    const { school, jars } = await world(ctx.app);
    const header = HEADER.split(',');
    const row = (values: Record<string, string | number | boolean>) =>
      header.map((column) => values[column] ?? '');
    const data = await xlsx([
      header,
      row({ kind: 'truefalse', category: 'Sci', difficulty: 2, points: 1.5, stem: 'Ice floats', key: true }),
      [],
      row({
        kind: 'single',
        category: 'Sci',
        difficulty: 1,
        points: 1,
        stem: 'H2O?',
        A: 'Water',
        B: 'Salt',
        key: 'A',
      }),
    ]);
    const result = await upload(ctx.app, jars.admin, school.id, data, 'bank.xlsx');
    expect(result).toMatchObject({ status: 200, body: { data: { imported: 2 } } });
    const rows = await bank(school.id);
    expect(rows.find((r) => r.kind === 'truefalse')).toMatchObject({ points_x100: 150, difficulty: 2 });
  });

  it('one bad row: 400 with every error by row and column, and nothing imported', async () => {
    const { school, jars } = await world(ctx.app);
    const rows = [...GOOD_ROWS, 'single,Maths,9,2,Pick,x,y,,,,,,,,,C,,,', 'riddle,,1,2,?,,,,,,,,,,,,,,'];
    const result = await upload(ctx.app, jars.admin, school.id, csv(rows), 'bank.csv');
    expect(result.status).toBe(400);
    expect(result.body.errorCode).toBe('QUESTION_IMPORT_INVALID');
    expect(result.body.details.errors).toEqual([
      { row: 7, column: 'difficulty', code: 'BAD_NUMBER' },
      { row: 7, column: 'key', code: 'BAD_KEY' },
      { row: 8, column: 'kind', code: 'UNKNOWN_KIND' },
      { row: 8, column: 'category', code: 'REQUIRED' },
    ]);
    expect(await bank(school.id)).toEqual([]);
  });

  it(`more than ${EXAM_RULES.IMPORT_MAX_ROWS} rows: refused whole`, async () => {
    const { school, jars } = await world(ctx.app);
    const rows = Array.from({ length: EXAM_RULES.IMPORT_MAX_ROWS + 1 }, () => GOOD_ROWS[2]!);
    const result = await upload(ctx.app, jars.admin, school.id, csv(rows), 'big.csv');
    expect(result.status).toBe(400);
    expect(result.body.details.errors).toEqual([
      { row: EXAM_RULES.IMPORT_MAX_ROWS + 2, column: '', code: 'TOO_MANY_ROWS' },
    ]);
    expect(await bank(school.id)).toEqual([]);
  });

  it('judges the file by its content: an image named .csv, or text named .xlsx, is 415', async () => {
    const { school, jars } = await world(ctx.app);
    const image = await upload(ctx.app, jars.admin, school.id, await png(), 'bank.csv');
    expect(image).toMatchObject({ status: 415, body: { errorCode: 'UNSUPPORTED_MEDIA_TYPE' } });
    const text = await upload(ctx.app, jars.admin, school.id, csv(GOOD_ROWS), 'bank.xlsx');
    expect(text.status).toBe(415);
    const fakeZip = Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.alloc(64)]);
    expect((await upload(ctx.app, jars.admin, school.id, fakeZip, 'bank.xlsx')).status).toBe(415);
    expect(await bank(school.id)).toEqual([]);
  });

  it('refuses visitors, members and another school’s admin, reading no row', async () => {
    const { school, jars } = await world(ctx.app);
    const data = csv(GOOD_ROWS);
    expect((await upload(ctx.app, null, school.id, data, 'a.csv')).status).toBe(401);
    expect(await upload(ctx.app, jars.member, school.id, data, 'a.csv')).toMatchObject({
      status: 403,
      body: { errorCode: 'NOT_A_LECTURER' },
    });
    expect((await upload(ctx.app, jars.otherAdmin, school.id, data, 'a.csv')).status).toBe(403);
    expect(await bank(school.id)).toEqual([]);
  });
});

describe('question template', () => {
  it('the CSV and xlsx templates hold one example per kind, and import as they are', async () => {
    const { school, jars } = await world(ctx.app);
    const csvTemplate = await send(ctx.app, jars.lecturer, { url: templateUrl(school.id, 'csv') });
    expect(csvTemplate.statusCode).toBe(200);
    expect(csvTemplate.headers['content-type']).toContain('text/csv');
    expect(csvTemplate.headers['content-disposition']).toContain('question-template.csv');
    const result = await upload(ctx.app, jars.lecturer, school.id, csvTemplate.rawPayload, 'template.csv');
    expect(result).toMatchObject({ status: 200, body: { data: { imported: 5 } } });

    const xlsxTemplate = await send(ctx.app, jars.admin, { url: templateUrl(school.id, 'xlsx') });
    expect(xlsxTemplate.headers['content-type']).toContain('spreadsheetml');
    const again = await upload(ctx.app, jars.admin, school.id, xlsxTemplate.rawPayload, 'template.xlsx');
    expect(again.body.data.imported).toBe(5);
    const kinds = new Set((await bank(school.id)).map((row) => row.kind));
    expect([...kinds].sort()).toEqual(['blank', 'essay', 'multiple', 'single', 'truefalse']);
  });

  it('is for the school’s lecturers and admins only', async () => {
    const { school, jars } = await world(ctx.app);
    expect((await send(ctx.app, null, { url: templateUrl(school.id, 'csv') })).statusCode).toBe(401);
    expect((await send(ctx.app, jars.member, { url: templateUrl(school.id, 'csv') })).statusCode).toBe(403);
  });
});
