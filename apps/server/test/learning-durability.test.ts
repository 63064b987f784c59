/**
 * Issue 23 item 9: every progress write acknowledged to the browser survives a kill -9 of the server. A real
 * server process (on SQLite, or on a fresh PostgreSQL database when DATABASE_URL is set) takes a run of
 * heartbeats; right after the last acknowledgement it is killed with SIGKILL, started again on the same
 * database, and must answer with exactly what it acknowledged.
 */
import { describe, expect, it } from 'vitest';
import { courseProgress } from '@portico/core';
import { DEMO_IDS } from '../src/seed/index.ts';
import { freePort, json, killed, logIn, useKillableServer } from './support/killable-server.ts';

const SCHOOL = DEMO_IDS.demoAcademy;
const { start: startServer } = useKillableServer('kill');

describe('progress survives a kill -9', { timeout: 240_000 }, () => {
  it('keeps every acknowledged position, page and completion', async () => {
    const port = await freePort();
    const origin = `http://127.0.0.1:${port}`;
    let server = await startServer(port);
    try {
      const cookie = await logIn(origin);
      const enrolments = await json(origin, cookie, `/api/personal-center/v1/enrolments?schoolId=${SCHOOL}`);
      const ml = enrolments.body.data.records.find(
        (record: { course: { name: string } }) => record.course.name === '机器学习基础',
      );
      const courseId: string = ml.course.id;
      const outline = await json(
        origin,
        cookie,
        `/api/course/v1/open/courses/${courseId}/outline?schoolId=${SCHOOL}`,
      );
      const [video, pdf, article] = outline.body.data.chapters[0].resources.map((r: { id: string }) => r.id);
      // One required resource (the article) completed: the share core's rule gives, whatever the demo outline holds.
      const required = outline.body.data.chapters
        .flatMap((chapter: { resources: { required: boolean }[] }) => chapter.resources)
        .filter((r: { required: boolean }) => r.required).length;
      const oneDone = courseProgress({
        requiredTotal: required,
        requiredCompleted: 1,
        completedBefore: false,
      });
      expect(oneDone).toBeGreaterThan(0);
      const beat = (body: Record<string, unknown>) =>
        json(origin, cookie, `/api/course/v1/learning/beats?schoolId=${SCHOOL}`, {
          courseId,
          activeSeconds: 0,
          ...body,
        });
      // A run of video beats, each acknowledged before the next, then the article read to its end and a page.
      let position = 0;
      for (let seq = 0; seq < 25; seq += 1) {
        position = 10 + seq * 0.5;
        const answer = await beat({ resourceId: video, viewingKey: 'kill-test-video', seq, position });
        expect(answer.status).toBe(200);
      }
      expect((await beat({ resourceId: pdf, viewingKey: 'kill-test-pdf', seq: 0, page: 2 })).status).toBe(
        200,
      );
      const last = await beat({
        resourceId: article,
        viewingKey: 'kill-test-article',
        seq: 0,
        reachedEnd: true,
      });
      expect(last.body.data).toMatchObject({ resourceCompleted: true, courseProgress: oneDone });
      await killed(server);

      server = await startServer(port);
      const again = await logIn(origin);
      const resource = (id: string) =>
        json(origin, again, `/api/course/v1/courses/${courseId}/resources/${id}?schoolId=${SCHOOL}`);
      expect((await resource(video)).body.data.state.resumeSeconds).toBe(position);
      expect((await resource(pdf)).body.data.state.lastPage).toBe(2);
      expect((await resource(article)).body.data.state.completed).toBe(true);
      const after = await json(
        origin,
        again,
        `/api/course/v1/open/courses/${courseId}/outline?schoolId=${SCHOOL}`,
      );
      expect(after.body.data.enrolment.progress).toBe(oneDone);
    } finally {
      if (server.exitCode === null) await killed(server);
    }
  });
});
