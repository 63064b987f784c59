/**
 * Issue 24 "rich text through the spec's sanitizer allowlist; images through the existing upload service": a
 * question's stem, options and explanation are stored sanitised on create, edit and import — scripts and event
 * handlers gone, and an <img> kept only when it is an image uploaded to this school (another school's upload and
 * a foreign URL are dropped); a kept image is spared by the orphan sweep. Both engines (DATABASE_URL).
 */
import { describe, expect, it } from 'vitest';
import { imageSources } from '../src/modules/exams/question-html.ts';
import { useTestApp } from './support/app.ts';
import { QUESTIONS, examWorld, qUrl } from './support/exams.ts';
import { multipart, uploadImage } from './support/upload-files.ts';
import { call } from './support/user-panel.ts';
import { send } from './support/session.ts';

const ctx = useTestApp();
const db = () => ctx.testDb.handle.db;

const HOSTILE =
  '<p>Which is <strong>prime</strong>?<script>alert(1)</script></p>' +
  '<p><img src="/x.png" onerror="alert(2)"><a href="javascript:alert(3)" onclick="x()">link</a></p>';

describe('question rich text', () => {
  it('strips scripts and handlers, keeps formatting, and keeps only images uploaded to this school', async () => {
    const w = await examWorld(ctx.app, db());
    const own = await uploadImage(ctx.app, w.lecturerJar, w.school.id);
    const foreignSchool = await uploadImage(ctx.app, w.otherLecturerJar, w.other.id);
    const stem =
      HOSTILE +
      `<p><img src="${own}" alt="graph"></p>` +
      `<p><img src="${foreignSchool}"><img src="https://tracker.example/pixel.gif"></p>`;
    const created = await call(ctx.app, w.lecturerJar, 'POST', qUrl(w.school.id), {
      ...QUESTIONS.single,
      stem,
      explanation: `<p>Because <em>only</em> 1 and itself</p><img src="https://elsewhere.example/a.png"><iframe src="https://x"></iframe>`,
    });
    expect(created.status).toBe(200);
    const read = await call(ctx.app, w.lecturerJar, 'GET', qUrl(w.school.id, created.body.data.id));
    const saved = read.body.data as { stem: string; explanation: string };
    expect(saved.stem).toContain('<strong>prime</strong>');
    expect(saved.stem).not.toMatch(/script|onerror|onclick|javascript:|alert/);
    expect(imageSources(saved.stem)).toEqual([own]);
    expect(saved.stem).toContain('alt="graph"');
    expect(saved.explanation).toBe('<p>Because <em>only</em> 1 and itself</p>');
    // The kept image is the question's now: the orphan sweep leaves it.
    const row = await db()
      .selectFrom('uploads')
      .select('kept_for')
      .where('url', '=', own)
      .executeTakeFirstOrThrow();
    expect(row.kept_for).toBe('exam_question');
    const foreignRow = await db()
      .selectFrom('uploads')
      .select('kept_for')
      .where('url', '=', foreignSchool)
      .executeTakeFirstOrThrow();
    expect(foreignRow.kept_for).toBeNull();
  });

  it('an edit is cleaned the same way, and an empty editor paragraph is no stem', async () => {
    const w = await examWorld(ctx.app, db());
    const edited = await call(ctx.app, w.lecturerJar, 'PUT', qUrl(w.school.id, w.questionIds.single), {
      ...QUESTIONS.single,
      stem: '<p>2 + 2 = ?</p><img src="https://tracker.example/p.gif" onerror="alert(1)">',
    });
    expect(edited.status).toBe(200);
    expect(edited.body.data.stem).toBe('<p>2 + 2 = ?</p>');
    const blank = await call(ctx.app, w.lecturerJar, 'PUT', qUrl(w.school.id, w.questionIds.single), {
      ...QUESTIONS.single,
      stem: '<p></p><p><script>x</script></p>',
    });
    expect(blank.status).toBe(400);
    expect(blank.body).toMatchObject({ errorCode: 'QUESTION_INVALID', details: { field: 'stem' } });
  });

  it('an imported stem keeps this school’s upload and loses a foreign picture', async () => {
    const w = await examWorld(ctx.app, db());
    const own = await uploadImage(ctx.app, w.lecturerJar, w.school.id);
    const header =
      'kind,category,difficulty,points,stem,A,B,C,D,E,F,G,H,I,J,key,partialCredit,caseSensitive,explanation';
    const stem = `"<p>Look</p><img src=""${own}""><img src=""https://tracker.example/p.gif"">"`;
    const file = Buffer.from([header, `essay,Pictures,1,5,${stem},,,,,,,,,,,,,,`].join('\r\n'));
    const body = await multipart([{ data: file, name: 'bank.csv', type: 'text/csv' }]);
    const response = await send(ctx.app, w.lecturerJar, {
      method: 'POST',
      url: `${qUrl(w.school.id)}/import`,
      payload: body.payload,
      headers: body.headers,
    });
    expect(response.statusCode).toBe(200);
    const version = await db()
      .selectFrom('exam_question_versions')
      .innerJoin('exam_questions', 'exam_questions.id', 'exam_question_versions.question_id')
      .select('exam_question_versions.stem')
      .where('exam_questions.school_id', '=', w.school.id)
      .where('exam_questions.category', '=', 'Pictures')
      .executeTakeFirstOrThrow();
    expect(imageSources(version.stem)).toEqual([own]);
    expect(version.stem).toContain('<p>Look</p>');
  });
});
