/** POST /api/school/feedback/addFeedback (contracts §6): core validation rules, session identity, 401. */
import type { ErrorCode } from '@portico/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO_IDS } from '../src/seed/index.ts';
import { useTestApp } from './support/app.ts';
import { createSchool, type CreatedSchool } from './support/factories.ts';
import { DEMO_ACCOUNTS, login, send, type CookieJar } from './support/session.ts';
import { uploadImage } from './support/upload-files.ts';

const ctx = useTestApp();
let school: CreatedSchool;
let learner: CookieJar;
beforeAll(async () => {
  school = await createSchool(ctx.testDb.handle.db, { name: 'Feedback school' });
  learner = await login(ctx.app, DEMO_ACCOUNTS.learner);
});

const general = {
  feedbackType: 0,
  feedbackContent: 'The player stutters',
  allowContact: false,
  clientType: '1',
};
const searchFeedback = {
  feedbackType: 4,
  feedbackContent: '',
  evaluation: 'praise',
  keyword: 'python',
  clientType: '1',
  allowContact: true,
};

function post(payload: unknown, jar: CookieJar | null = learner, schoolId = school.id) {
  return send(ctx.app, jar, {
    method: 'POST',
    url: `/api/school/feedback/addFeedback?schoolId=${schoolId}`,
    payload,
  });
}

async function stored(id: string) {
  return ctx.testDb.handle.db
    .selectFrom('feedback')
    .selectAll()
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
}

async function expect400(payload: unknown, message: string, errorCode: ErrorCode) {
  const response = await post(payload);
  expect(response.statusCode).toBe(400);
  expect(response.json()).toMatchObject({ code: 400, errorCode, message });
}

describe('general feedback (types 0–3)', () => {
  it('stores the feedback with the identity of the session, never of the body', async () => {
    const shots = [
      await uploadImage(ctx.app, learner, school.id),
      await uploadImage(ctx.app, learner, school.id, '#aa3300'),
    ];
    const response = await post({
      ...general,
      feedbackType: 1,
      feedbackContent: '   Video does not load',
      allowContact: true,
      phoneNumber: '13912345678',
      picUrl: shots.join(','),
      userId: DEMO_IDS.teacher,
      userName: 'Mallory',
      schoolName: 'Fake school',
      tenantId: DEMO_IDS.demoAcademy,
    });
    expect(response.statusCode).toBe(200);
    const { id } = response.json().data;
    expect(id).toMatch(/^\d{19}$/);
    expect(await stored(id)).toMatchObject({
      school_id: school.id,
      user_id: DEMO_IDS.learner,
      user_name: 'Lena Learner',
      school_name: 'Feedback school',
      feedback_type: 1,
      content: 'Video does not load',
      pic_url: shots.join(','),
      allow_contact: 1,
      phone_number: '13912345678',
      client_type: '1',
      keyword: null,
      evaluation: null,
    });
  });

  it('answers 401 to visitors', async () => {
    const response = await post(general, null);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ code: 401, errorCode: 'NOT_LOGGED_IN', message: 'Not logged in' });
  });

  it('requires a description, at most 200 characters', async () => {
    await expect400(
      { ...general, feedbackContent: '' },
      'Please enter questions and suggestions',
      'FEEDBACK_CONTENT_REQUIRED',
    );
    await expect400(
      { ...general, feedbackContent: ' \n\t ' },
      'Please enter questions and suggestions',
      'FEEDBACK_CONTENT_REQUIRED',
    );
    await expect400(
      { ...general, feedbackContent: 'x'.repeat(201) },
      'Feedback is too long (at most 200 characters)',
      'FEEDBACK_TOO_LONG',
    );
    expect((await post({ ...general, feedbackContent: '字'.repeat(200) })).statusCode).toBe(200);
    expect((await post({ ...general, feedbackContent: `  ${'😀'.repeat(200)}` })).statusCode).toBe(200);
  });

  it('checks the phone only when contact is allowed and a phone is given', async () => {
    await expect400(
      { ...general, allowContact: true, phoneNumber: '12345678901' },
      'Please enter a correct mobile number',
      'FEEDBACK_PHONE_INVALID',
    );
    await expect400(
      { ...general, allowContact: 1, phoneNumber: '1381234567' },
      'Please enter a correct mobile number',
      'FEEDBACK_PHONE_INVALID',
    );
    const notAllowed = await post({ ...general, allowContact: false, phoneNumber: 'nonsense' });
    expect(notAllowed.statusCode).toBe(200);
    expect((await stored(notAllowed.json().data.id)).phone_number).toBeNull();
    expect((await post({ ...general, allowContact: true, phoneNumber: '' })).statusCode).toBe(200);
  });

  it('accepts at most 4 images (a fifth is refused), http(s) or same-site only', async () => {
    const shots = await Promise.all(
      Array.from({ length: 5 }, (_, i) => uploadImage(ctx.app, learner, school.id, `#0000${i}0`)),
    );
    await expect400(
      { ...general, picUrl: shots.join(',') },
      'At most 4 images can be attached',
      'FEEDBACK_TOO_MANY_IMAGES',
    );
    await expect400(
      { ...general, picUrl: 'javascript:alert(1)' },
      'Image URLs must be http(s) or same-site links',
      'FEEDBACK_IMAGE_URL_INVALID',
    );
    expect((await post({ ...general, picUrl: shots.slice(0, 4).join(',') })).statusCode).toBe(200);
  });

  it('refuses unknown types, client types and malformed bodies', async () => {
    for (const payload of [
      { ...general, feedbackType: 5 },
      { ...general, feedbackType: -1 },
      { ...general, clientType: '2' },
      { ...general, feedbackContent: 'nul \u0000 byte' },
      { feedbackContent: 'no type', clientType: '1' },
    ]) {
      const response = await post(payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
    }
    const raw = await send(ctx.app, learner, {
      method: 'POST',
      url: `/api/school/feedback/addFeedback?schoolId=${school.id}`,
      headers: { 'content-type': 'application/json' },
      payload: '{"feedbackType":',
    });
    expect(raw.statusCode).toBe(400);
  });

  it('needs a known school', async () => {
    expect((await post(general, learner, '9999999999999999999')).statusCode).toBe(404);
    const noTenant = await send(ctx.app, learner, {
      method: 'POST',
      url: '/api/school/feedback/addFeedback',
      payload: general,
    });
    expect(noTenant.statusCode).toBe(400);
  });
});

describe('search feedback (type 4)', () => {
  it('stores the evaluation and the keyword cut to 50 characters', async () => {
    const keyword = `${'k'.repeat(49)}关键词`;
    const response = await post({
      ...searchFeedback,
      keyword,
      evaluation: 'trodden',
      feedbackContent: 'Nothing found',
    });
    expect(response.statusCode).toBe(200);
    expect(await stored(response.json().data.id)).toMatchObject({
      feedback_type: 4,
      evaluation: 'trodden',
      keyword: `${'k'.repeat(49)}关`,
      content: 'Nothing found',
      user_id: DEMO_IDS.learner,
      user_name: 'Lena Learner',
    });
  });

  it('lets praise go without text but requires a description for trodden', async () => {
    expect((await post(searchFeedback)).statusCode).toBe(200);
    await expect400(
      { ...searchFeedback, evaluation: 'trodden' },
      'Please enter a feedback description',
      'FEEDBACK_DESCRIPTION_REQUIRED',
    );
    await expect400(
      { ...searchFeedback, evaluation: 'trodden', feedbackContent: '   ' },
      'Please enter a feedback description',
      'FEEDBACK_DESCRIPTION_REQUIRED',
    );
  });

  it('refuses more than 100 characters and a missing evaluation', async () => {
    expect((await post({ ...searchFeedback, feedbackContent: 'y'.repeat(100) })).statusCode).toBe(200);
    await expect400(
      { ...searchFeedback, feedbackContent: 'y'.repeat(101) },
      'Feedback is too long (at most 100 characters)',
      'FEEDBACK_TOO_LONG',
    );
    const { evaluation: _omit, ...withoutEvaluation } = searchFeedback;
    expect((await post(withoutEvaluation)).json()).toMatchObject({
      code: 400,
      errorCode: 'FEEDBACK_EVALUATION_REQUIRED',
    });
    expect((await post({ ...searchFeedback, evaluation: 'meh' })).statusCode).toBe(400);
  });

  it('answers 401 to visitors', async () => {
    expect((await post(searchFeedback, null)).statusCode).toBe(401);
  });
});
