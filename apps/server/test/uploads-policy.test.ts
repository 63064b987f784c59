/**
 * Issue 12 around the upload: the content review (per-school switch and blocked image hashes, spec §6 / §8
 * 901100007), quotas per user and school, images tied to feedback (only your own, in this school, once), and the
 * sweep of uploads no feedback references once an hour old.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { ERROR_CODES, UPLOAD_LIMITS } from '@portico/core';
import { beforeAll, describe, expect, it } from 'vitest';
import { quotaWindow } from '../src/modules/uploads/policy.ts';
import { sweepOrphanUploads } from '../src/modules/uploads/sweeper.ts';
import { useTestApp } from './support/app.ts';
import { createSchool, type CreatedSchool } from './support/factories.ts';
import { addMember, createUser, login, send, type CookieJar } from './support/session.ts';
import { multipart, png, specFields, uploadImage } from './support/upload-files.ts';

const ctx = useTestApp();
let school: CreatedSchool;
let otherSchool: CreatedSchool;
let admin: CookieJar;
let learner: CookieJar;
let learnerId: string;
let peer: CookieJar;

beforeAll(async () => {
  const db = ctx.testDb.handle.db;
  school = await createSchool(db, { name: 'Review school' });
  otherSchool = await createSchool(db, { name: 'Other review school' });
  const a = await createUser(db);
  await addMember(db, school.id, a.id, 'admin');
  admin = await login(ctx.app, a.email, a.password);
  const l = await createUser(db);
  learnerId = l.id;
  await addMember(db, school.id, l.id);
  learner = await login(ctx.app, l.email, l.password);
  const p = await createUser(db);
  await addMember(db, school.id, p.id);
  peer = await login(ctx.app, p.email, p.password);
});

const api = '/api/portal/api/v1/portal';

async function putImage(data: Buffer, jar = learner, schoolId = school.id) {
  const body = await multipart([{ data, name: 'x.png' }], specFields('x.png'));
  return send(ctx.app, jar, {
    method: 'PUT',
    url: `${api}/uploadFile?tenantId=${schoolId}`,
    payload: body.payload,
    headers: body.headers,
  });
}

const setSwitch = (value: '0' | '1', jar = admin) =>
  send(ctx.app, jar, {
    method: 'PUT',
    url: `${api}/content-review-switch?tenantId=${school.id}`,
    payload: { contentReviewSwitch: value },
  });

const block = (payload: object, jar = admin) =>
  send(ctx.app, jar, {
    method: 'POST',
    url: `${api}/content-review/blocked-images?tenantId=${school.id}`,
    payload,
  });

const feedback = (picUrl: string, jar = learner, schoolId = school.id) =>
  send(ctx.app, jar, {
    method: 'POST',
    url: `/api/school/feedback/addFeedback?schoolId=${schoolId}`,
    payload: {
      feedbackType: 1,
      feedbackContent: 'Broken page',
      allowContact: false,
      clientType: '1',
      picUrl,
    },
  });

describe('content review (spec §6 switch, §8 901100007)', () => {
  it('the switch is public to read, and only administrators change it', async () => {
    const read = () =>
      send(ctx.app, null, { url: `${api}/open/content-review-switch?tenantId=${school.id}` });
    expect((await read()).json()).toEqual({ code: 200, data: { contentReviewSwitch: '0' } });
    expect((await setSwitch('1', learner)).statusCode).toBe(403);
    expect((await setSwitch('1')).statusCode).toBe(200);
    expect((await read()).json().data.contentReviewSwitch).toBe('1');
  });

  it('refuses a blocked image (by its upload or by the hash of the file) while the switch is on', async () => {
    const image = await png(30, 30, '#ff00ff');
    const first = await putImage(image);
    expect(first.statusCode).toBe(200);
    const url = first.json().data.static_url;
    expect((await block({ imageUrl: url }, learner)).statusCode).toBe(403);
    const added = await block({ imageUrl: url, note: 'offensive' });
    expect(added.statusCode).toBe(200);
    expect(added.json().data.total).toBe(2);

    const again = await putImage(image);
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({
      errorCode: 'UPLOAD_CONTENT_REJECTED',
      details: { resultCode: ERROR_CODES.UPLOAD_SERVER_MESSAGE },
    });
    expect((await putImage(image, learner, otherSchool.id)).statusCode).toBe(200);

    await setSwitch('0');
    expect((await putImage(image)).statusCode).toBe(200);
    await setSwitch('1');

    const other = await png(31, 31, '#00ffff');
    const sha256 = createHash('sha256').update(other).digest('hex');
    expect((await block({ sha256: sha256.toUpperCase() })).statusCode).toBe(200);
    expect((await putImage(other)).json().errorCode).toBe('UPLOAD_CONTENT_REJECTED');
    const removed = await send(ctx.app, admin, {
      method: 'DELETE',
      url: `${api}/content-review/blocked-images/${sha256}?tenantId=${school.id}`,
    });
    expect(removed.statusCode).toBe(200);
    expect((await putImage(other)).statusCode).toBe(200);
  });

  it('blocks only images of its own school, and needs a hash or a URL', async () => {
    const foreign = await uploadImage(ctx.app, learner, otherSchool.id, '#123456');
    expect((await block({ imageUrl: foreign })).json().errorCode).toBe('BLOCKED_IMAGE_INVALID');
    expect((await block({})).json().errorCode).toBe('BLOCKED_IMAGE_INVALID');
    expect((await block({ sha256: 'xyz' })).statusCode).toBe(400);
  });
});

describe('quotas', () => {
  it("stops a user's uploads for the day at the file or byte limit, and a school at its storage limit", async () => {
    const db = ctx.testDb.handle.db;
    const today = quotaWindow(new Date());
    await db
      .updateTable('upload_quota')
      .set({ files: UPLOAD_LIMITS.USER_DAILY_FILES, window_start: today })
      .where('school_id', '=', school.id)
      .where('user_id', '=', learnerId)
      .execute();
    const refused = await putImage(await png());
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ errorCode: 'UPLOAD_QUOTA_EXCEEDED' });
    expect((await putImage(await png(), peer)).statusCode).toBe(200);
    // Yesterday's count is no count today.
    await db
      .updateTable('upload_quota')
      .set({ window_start: '2000-01-01' })
      .where('school_id', '=', school.id)
      .where('user_id', '=', learnerId)
      .execute();
    expect((await putImage(await png())).statusCode).toBe(200);
    const row = await db
      .selectFrom('upload_quota')
      .selectAll()
      .where('school_id', '=', school.id)
      .where('user_id', '=', learnerId)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ window_start: today, files: 1 });

    await db
      .updateTable('upload_quota')
      .set({ files: 0, bytes: UPLOAD_LIMITS.USER_DAILY_BYTES })
      .where('user_id', '=', learnerId)
      .execute();
    expect((await putImage(await png())).statusCode).toBe(429);
    await db.updateTable('upload_quota').set({ bytes: 0 }).where('user_id', '=', learnerId).execute();

    const full = await createSchool(db, { name: 'Full school' });
    await db
      .insertInto('uploads')
      .values({
        id: '1777777777777777777',
        school_id: full.id,
        user_id: null,
        file_name: 'huge',
        content_type: 'image/png',
        module: 'portal',
        bucket: 'portal',
        url: '/api/files/x',
        size: UPLOAD_LIMITS.SCHOOL_TOTAL_BYTES,
        created_at: new Date().toISOString(),
        storage_key: null,
        sha256: null,
        source_sha256: null,
        width: null,
        height: null,
        feedback_id: '1777777777777777778',
      })
      .execute();
    const storageFull = await putImage(await png(), learner, full.id);
    expect(storageFull.statusCode).toBe(507);
    expect(storageFull.json().errorCode).toBe('UPLOAD_SCHOOL_STORAGE_FULL');
  });
});

describe('images of a feedback', () => {
  it('only your own uploads of this school, each in one feedback', async () => {
    const mine = await uploadImage(ctx.app, learner, school.id, '#010203');
    const theirs = await uploadImage(ctx.app, peer, school.id, '#030201');
    const elsewhere = await uploadImage(ctx.app, learner, otherSchool.id, '#020301');
    for (const picUrl of [theirs, elsewhere, `${mine},/api/files/${school.id}/${'0'.repeat(32)}.png`]) {
      const response = await feedback(picUrl);
      expect(response.statusCode, picUrl).toBe(400);
      expect(response.json().errorCode).toBe('FEEDBACK_IMAGE_UNKNOWN');
    }
    expect((await feedback(elsewhere, learner, otherSchool.id)).statusCode).toBe(200);
    const ok = await feedback(mine);
    expect(ok.statusCode).toBe(200);
    // A refused feedback stored nothing and left the image free; once used it is taken.
    expect((await feedback(mine)).json().errorCode).toBe('FEEDBACK_IMAGE_UNKNOWN');
    const row = await ctx.testDb.handle.db
      .selectFrom('uploads')
      .select('feedback_id')
      .where('url', '=', mine)
      .executeTakeFirstOrThrow();
    expect(row.feedback_id).toBe(ok.json().data.id);
  });
});

describe('sweep of orphan uploads', () => {
  it('removes uploads no feedback references once an hour old, with their files and variants', async () => {
    const db = ctx.testDb.handle.db;
    const orphan = await uploadImage(ctx.app, learner, school.id, '#444444');
    const kept = await uploadImage(ctx.app, learner, school.id, '#555555');
    const fresh = await uploadImage(ctx.app, learner, school.id, '#666666');
    expect((await feedback(kept)).statusCode).toBe(200);
    expect((await send(ctx.app, learner, { url: `${orphan}?width=50` })).statusCode).toBe(200);
    const old = new Date(Date.now() - UPLOAD_LIMITS.ORPHAN_AFTER_MS - 60_000).toISOString();
    await db.updateTable('uploads').set({ created_at: old }).where('url', 'in', [orphan, kept]).execute();
    const fileOf = (url: string) => path.join(ctx.config.uploadsDir, url.replace('/api/files/', ''));
    expect(fs.existsSync(fileOf(orphan))).toBe(true);

    const removed = await sweepOrphanUploads(db, ctx.app.fileStorage, new Date());
    expect(removed).toBeGreaterThanOrEqual(1);
    expect(fs.existsSync(fileOf(orphan))).toBe(false);
    expect(fs.existsSync(fileOf(orphan).replace('.png', '@w50.png'))).toBe(false);
    expect((await send(ctx.app, learner, { url: orphan })).statusCode).toBe(404);
    for (const url of [kept, fresh]) {
      expect(fs.existsSync(fileOf(url)), url).toBe(true);
      expect((await send(ctx.app, learner, { url })).statusCode).toBe(200);
    }
  });
});
