/**
 * Issue 11 §2: the AI entrance (members of a school that turned it on), logo, position tasks, and the chat that
 * answers from the school's catalogue — alone, or worded by an OpenAI-compatible provider (a real local HTTP
 * server here), falling back to the catalogue when the provider fails.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../src/app.ts';
import { DEMO_IDS } from '../src/seed/index.ts';
import { testConfig, useTestApp } from './support/app.ts';
import { createSchool } from './support/factories.ts';
import { DEMO_ACCOUNTS, addMember, createUser, login } from './support/session.ts';
import { call } from './support/user-panel.ts';

const ctx = useTestApp();
const A = DEMO_IDS.demoAcademy;
const chat = (schoolId: string) => `/api/ai/v1/chat?schoolId=${schoolId}`;

describe('entrance, logo and tasks', () => {
  it('is visible to members of a school with the assistant on, to nobody else', async () => {
    const status = (jar: Awaited<ReturnType<typeof login>> | null, schoolId: string = A) =>
      call(ctx.app, jar, 'GET', `/api/ai/micromodel/tenantAiModelStatus?schoolId=${schoolId}`);
    const learner = await login(ctx.app, DEMO_ACCOUNTS.learner);
    expect((await status(learner)).body.data).toEqual({
      aiEntranceVisibleToCurUser: true,
      mode: 'catalogue',
    });
    expect((await status(null)).body.data.aiEntranceVisibleToCurUser).toBe(false);
    const outsider = await login(ctx.app, DEMO_ACCOUNTS.outsider);
    expect((await status(outsider)).body.data.aiEntranceVisibleToCurUser).toBe(false);
    // School 3 has not turned it on.
    expect((await status(learner, DEMO_IDS.o3School)).body.data.aiEntranceVisibleToCurUser).toBe(false);
    const logo = await call(ctx.app, null, 'GET', `/api/ai/v1/ai-config/logo?schoolId=${A}`);
    expect(logo.body.data).toEqual({ logoUrl: '/assets/demo/ai-logo.svg' });
    const none = await call(ctx.app, null, 'GET', `/api/ai/v1/ai-config/logo?schoolId=${DEMO_IDS.o3School}`);
    expect(none.body.data).toEqual({ logoUrl: null });
  });

  it("lists the viewer's position tasks, open compulsory ones first", async () => {
    const learner = await login(ctx.app, DEMO_ACCOUNTS.learner);
    const url = `/api/personal-center/v1/ai-positions/compulsory-position-degree?schoolId=${A}`;
    const degree = (await call(ctx.app, learner, 'GET', url)).body.data;
    expect(degree).toMatchObject({ havePositionTask: true, total: 3, completed: 1 });
    expect(degree.tasks.map((t: { completed: boolean }) => t.completed)).toEqual([false, false, true]);
    expect(degree.tasks[0].courseName).toBe('Python 编程入门');
    const teacher = await login(ctx.app, DEMO_ACCOUNTS.teacher);
    expect((await call(ctx.app, teacher, 'GET', url)).body.data).toMatchObject({
      havePositionTask: false,
      total: 0,
    });
  });
});

describe('chat from the catalogue', () => {
  it('"Which courses teach Python?" finds the Python course of the school', async () => {
    const learner = await login(ctx.app, DEMO_ACCOUNTS.learner);
    const answer = await call(ctx.app, learner, 'POST', chat(A), { question: 'Which courses teach Python?' });
    expect(answer.status).toBe(200);
    expect(answer.body.data).toMatchObject({ mode: 'catalogue', answer: null, keywords: ['python'] });
    expect(answer.body.data.courses[0].name).toBe('Python 编程入门');
    const zh = await call(ctx.app, learner, 'POST', chat(A), { question: '有哪些机器学习的课程？' });
    expect(zh.body.data.courses.map((c: { name: string }) => c.name)).toContain('机器学习基础');
    const nothing = await call(ctx.app, learner, 'POST', chat(A), { question: 'quantum basket weaving' });
    expect(nothing.body.data.courses).toEqual([]);
  });

  it("answers from the viewer's school only", async () => {
    const db = ctx.testDb.handle.db;
    const school = await createSchool(db, { courses: [{ name: 'Private Rust course' }] });
    await db
      .insertInto('config_entries')
      .values({ school_id: school.id, config_type: 'aiAssistant', config_value: '1' })
      .execute();
    const user = await createUser(db);
    await addMember(db, school.id, user.id);
    const jar = await login(ctx.app, user.email, user.password);
    const own = await call(ctx.app, jar, 'POST', chat(school.id), { question: 'Rust?' });
    expect(own.body.data.courses.map((c: { name: string }) => c.name)).toEqual(['Private Rust course']);
    const learner = await login(ctx.app, DEMO_ACCOUNTS.learner);
    const demo = await call(ctx.app, learner, 'POST', chat(A), { question: 'Rust?' });
    expect(demo.body.data.courses).toEqual([]);
  });

  it('refuses empty or long questions, non-members and visitors', async () => {
    const learner = await login(ctx.app, DEMO_ACCOUNTS.learner);
    expect((await call(ctx.app, learner, 'POST', chat(A), { question: '   ' })).body.errorCode).toBe(
      'AI_QUESTION_EMPTY',
    );
    const long = await call(ctx.app, learner, 'POST', chat(A), { question: 'x'.repeat(501) });
    expect(long.body).toMatchObject({ errorCode: 'AI_QUESTION_TOO_LONG', details: { max: 500 } });
    const outsider = await login(ctx.app, DEMO_ACCOUNTS.outsider);
    expect((await call(ctx.app, outsider, 'POST', chat(A), { question: 'Python' })).body.errorCode).toBe(
      'AI_NOT_AVAILABLE',
    );
    expect((await call(ctx.app, null, 'POST', chat(A), { question: 'Python' })).status).toBe(401);
  });
});

describe('an OpenAI-compatible provider', () => {
  let provider: http.Server;
  let seen: Array<{
    auth: string | undefined;
    body: { model: string; messages: Array<{ role: string; content: string }> };
  }>;
  let fail = false;
  let app: App;

  beforeAll(async () => {
    seen = [];
    provider = http.createServer((req, res) => {
      let text = '';
      req.on('data', (chunk: Buffer) => (text += chunk.toString()));
      req.on('end', () => {
        seen.push({ auth: req.headers.authorization, body: JSON.parse(text) });
        if (fail || req.url !== '/v1/chat/completions') {
          res.writeHead(502).end();
          return;
        }
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end(
          JSON.stringify({
            choices: [{ message: { role: 'assistant', content: 'Try “Python 编程入门”.' } }],
          }),
        );
      });
    });
    await new Promise<void>((resolve) => provider.listen(0, '127.0.0.1', resolve));
    const port = (provider.address() as AddressInfo).port;
    app = await buildApp({
      config: testConfig({
        AI_PROVIDER_URL: `http://127.0.0.1:${port}/v1/`,
        AI_PROVIDER_API_KEY: 'sk-test',
        AI_PROVIDER_MODEL: 'test-model',
      }),
      db: ctx.testDb.handle,
      logger: false,
    });
    await app.ready();
  });
  afterAll(async () => {
    await app?.close();
    await new Promise((resolve) => provider?.close(resolve));
  });

  it('words the answer over the retrieved courses', async () => {
    const learner = await login(app, DEMO_ACCOUNTS.learner);
    const status = await call(app, learner, 'GET', `/api/ai/micromodel/tenantAiModelStatus?schoolId=${A}`);
    expect(status.body.data.mode).toBe('model');
    const answer = await call(app, learner, 'POST', chat(A), {
      question: 'Which courses teach Python?',
      history: [{ role: 'user', content: 'Hello' }],
    });
    expect(answer.body.data).toMatchObject({
      mode: 'model',
      answer: 'Try “Python 编程入门”.',
      modelUnavailable: false,
    });
    expect(answer.body.data.courses[0].name).toBe('Python 编程入门');
    const request = seen.at(-1)!;
    expect(request.auth).toBe('Bearer sk-test');
    expect(request.body.model).toBe('test-model');
    expect(request.body.messages.map((m) => m.role)).toEqual(['system', 'user', 'user']);
    expect(request.body.messages[0]!.content).toContain('Python 编程入门');
    expect(request.body.messages[0]!.content).toContain(`/course/${A}/course-view?courseId=`);
  });

  it('falls back to the catalogue when the provider fails', async () => {
    fail = true;
    const learner = await login(app, DEMO_ACCOUNTS.learner);
    const answer = await call(app, learner, 'POST', chat(A), { question: 'Python' });
    fail = false;
    expect(answer.body.data).toMatchObject({ mode: 'catalogue', answer: null, modelUnavailable: true });
    expect(answer.body.data.courses[0].name).toBe('Python 编程入门');
  });
});
