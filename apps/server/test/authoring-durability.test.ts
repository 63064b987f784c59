/**
 * Issue 25: what the creation center acknowledges survives a kill -9 of the server. A real server process (on
 * SQLite, or on a fresh PostgreSQL database when DATABASE_URL is set) publishes a course draft, publishes an O3
 * knowledge article and finishes a tus upload (the final PATCH's 204 with its media id); right after the last
 * acknowledgement it is killed with SIGKILL, started again on the same data, and must answer with all three: the
 * course live with its version, the article readable, the media row and the file's bytes.
 */
import { describe, expect, it } from 'vitest';
import { DEMO_IDS } from '../src/seed/index.ts';
import { freePort, json, killed, logIn, useKillableServer } from './support/killable-server.ts';
import { minimalPdf } from './support/media.ts';

const ACADEMY = DEMO_IDS.demoAcademy;
const O3 = DEMO_IDS.o3School;
const ADMIN = 'admin@demo.test';
const { start: startServer } = useKillableServer('authoring-kill');

const texts = (en: string) => ({ zh_CN: `${en}（中文）`, en_US: en });
const b64 = (text: string) => Buffer.from(text).toString('base64');

/** Creates a course, saves a one-chapter draft with an article, publishes it; answers the course id. */
async function publishCourse(origin: string, cookie: string, title: string): Promise<string> {
  const created = await json(origin, cookie, `/api/authoring/v1/${ACADEMY}/courses`, { title: texts(title) });
  expect(created.status).toBe(200);
  const courseId: string = created.body.data.courseId;
  const url = `/api/authoring/v1/${ACADEMY}/courses/${courseId}`;
  const draft = { ...created.body.data.draft, description: texts('Kept across a crash') };
  draft.chapters = [
    {
      id: null,
      title: texts('Only chapter'),
      resources: [
        {
          id: null,
          kind: 'article',
          title: texts('Durable words'),
          required: true,
          body: '<p>Still here.</p>',
        },
      ],
    },
  ];
  const saved = await json(
    origin,
    cookie,
    `${url}/draft`,
    { version: created.body.data.version, draft },
    'PUT',
  );
  expect(saved.status, JSON.stringify(saved.body)).toBe(200);
  // The admin is the school's reviewer: with content review on they publish directly.
  const published = await json(origin, cookie, `${url}/publish`, { version: saved.body.data.version });
  expect(published.status, JSON.stringify(published.body)).toBe(200);
  expect(published.body.data.state).toMatchObject({ publishedVersion: 1 });
  return courseId;
}

/** Writes and publishes an O3 knowledge article (the O3 school's review switch is off in the demo). */
async function publishArticle(origin: string, cookie: string, title: string): Promise<string> {
  const created = await json(origin, cookie, `/api/o3articles/v1/${O3}/drafts`, {
    draft: { title: texts(title), body: '<p>An acknowledged article.</p>', tags: ['Durability'] },
  });
  expect(created.status, JSON.stringify(created.body)).toBe(200);
  const articleId: string = created.body.data.articleId;
  const published = await json(origin, cookie, `/api/o3articles/v1/${O3}/drafts/${articleId}/publish`, {
    version: created.body.data.version,
  });
  expect(published.status, JSON.stringify(published.body)).toBe(200);
  return articleId;
}

/** A whole tus upload of `bytes`; answers the upload URL and the media id of the final PATCH's 204. */
async function upload(origin: string, cookie: string, bytes: Buffer) {
  const created = await fetch(`${origin}/api/media/v1/${ACADEMY}/uploads`, {
    method: 'POST',
    headers: {
      cookie,
      'tus-resumable': '1.0.0',
      'upload-length': String(bytes.length),
      'upload-metadata': `filename ${b64('durable.pdf')},kind ${b64('document')}`,
    },
  });
  expect(created.status).toBe(201);
  const location = new URL(created.headers.get('location') ?? '', origin);
  const patched = await fetch(location, {
    method: 'PATCH',
    headers: {
      cookie,
      'tus-resumable': '1.0.0',
      'upload-offset': '0',
      'content-type': 'application/offset+octet-stream',
    },
    body: bytes,
  });
  expect(patched.status).toBe(204);
  const mediaId = patched.headers.get('x-media-id');
  expect(mediaId).toMatch(/^\d+$/);
  return { uploadPath: location.pathname, mediaId: mediaId! };
}

describe('authoring survives a kill -9', { timeout: 420_000 }, () => {
  it('keeps an acknowledged course publish, article publish and upload completion', async () => {
    const port = await freePort();
    const origin = `http://127.0.0.1:${port}`;
    let server = await startServer(port);
    try {
      const cookie = await logIn(origin, ADMIN);
      const courseId = await publishCourse(origin, cookie, 'Crash-proof course');
      const articleId = await publishArticle(origin, cookie, 'Crash-proof article');
      const pdf = minimalPdf(3);
      const { uploadPath, mediaId } = await upload(origin, cookie, pdf);
      // Killed right after the last acknowledgement: nothing gets a graceful shutdown.
      await killed(server);

      server = await startServer(port);
      const again = await logIn(origin, ADMIN);
      const drafts = await json(origin, again, `/api/authoring/v1/${ACADEMY}/courses?scope=school`);
      const course = drafts.body.data.items.find((item: { courseId: string }) => item.courseId === courseId);
      expect(course?.state).toMatchObject({ publishedVersion: 1, unpublishedChanges: false });
      const versions = await json(origin, again, `/api/authoring/v1/${ACADEMY}/courses/${courseId}/versions`);
      expect(versions.body.data.items).toHaveLength(1);
      // Learners' side: the live outline has the published chapter and article.
      const outline = await json(
        origin,
        again,
        `/api/course/v1/open/courses/${courseId}/outline?schoolId=${ACADEMY}`,
      );
      expect(outline.status).toBe(200);
      expect(JSON.stringify(outline.body.data.chapters)).toContain('Durable words');

      const article = await json(origin, '', `/api/o3articles/v1/${O3}/articles/${articleId}`);
      expect(article.status).toBe(200);
      expect(JSON.stringify(article.body.data)).toContain('An acknowledged article.');

      const media = await json(origin, again, `${uploadPath}/media`);
      expect(media.status).toBe(200);
      expect(media.body.data).toMatchObject({ mediaId, kind: 'document', pageCount: 3 });
      const file = await fetch(new URL(media.body.data.url, origin), { headers: { cookie: again } });
      expect(file.status).toBe(200);
      expect(Buffer.from(await file.arrayBuffer()).equals(pdf)).toBe(true);
    } finally {
      if (server.exitCode === null) await killed(server);
    }
  });
});
