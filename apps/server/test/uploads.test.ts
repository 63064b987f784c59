/**
 * Issue 12 uploads: `PUT /api/portal/api/v1/portal/uploadFile` checks the content (magic bytes, decoding, pixel and
 * byte limits), re-encodes, stores per school and serves from `/api/files/…` so nothing can run; hostile files (PHP,
 * HTML and SVG renamed .png, a polyglot, a decompression bomb, 20 MB) are refused or defused.
 */
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { SUCCESS_CODES, UPLOAD_LIMITS } from '@portico/core';
import { useTestApp } from './support/app.ts';
import { createSchool, type CreatedSchool } from './support/factories.ts';
import { addMember, createUser, login, send, type CookieJar } from './support/session.ts';
import {
  FAKE_PNG,
  HTML,
  PHP,
  POLYGLOT_PAYLOAD,
  SVG,
  gif,
  jpegWithExif,
  multipart,
  png,
  pngBomb,
  polyglotJpeg,
  specFields,
  type FilePart,
} from './support/upload-files.ts';

const ctx = useTestApp();
let school: CreatedSchool;
let closed: CreatedSchool;
let member: CookieJar;
let outsider: CookieJar;

beforeAll(async () => {
  const db = ctx.testDb.handle.db;
  school = await createSchool(db, { name: 'Upload school' });
  closed = await createSchool(db, { name: 'Closed upload school', open_school: '0' });
  const user = await createUser(db);
  await addMember(db, school.id, user.id);
  member = await login(ctx.app, user.email, user.password);
  const other = await createUser(db);
  outsider = await login(ctx.app, other.email, other.password);
});

async function upload(
  files: FilePart[],
  options: { jar?: CookieJar | null; schoolId?: string; fields?: Record<string, string>; ip?: string } = {},
) {
  const body = await multipart(files, options.fields ?? specFields(files[0]?.name ?? 'x.png'));
  return send(ctx.app, options.jar === undefined ? member : options.jar, {
    method: 'PUT',
    url: `/api/portal/api/v1/portal/uploadFile?tenantId=${options.schoolId ?? school.id}`,
    payload: body.payload,
    headers: body.headers,
    ...(options.ip ? { remoteAddress: options.ip } : {}),
  });
}

const file = (data: Buffer, name = 'photo.png', type = 'image/png'): FilePart => ({ data, name, type });

async function uploaded(data: Buffer, name?: string, type?: string) {
  const response = await upload([file(data, name, type)]);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data as { static_url: string; width: number; height: number; contentType: string };
}

const fetchFile = (url: string, jar: CookieJar | null = member) => send(ctx.app, jar, { url });

function expectError(response: { statusCode: number; json(): unknown }, status: number, errorCode: string) {
  expect(response.statusCode).toBe(status);
  expect(response.json()).toMatchObject({ code: status, errorCode });
}

describe('accepted images', () => {
  it('answers resultCode 20000 with static_url and serves the image so it cannot run', async () => {
    const response = await upload([file(await png(40, 30), 'screen.png')]);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.resultCode).toBe(SUCCESS_CODES.UPLOAD_RESULT_CODE);
    expect(body.data).toMatchObject({ width: 40, height: 30, contentType: 'image/png' });
    expect(body.data.static_url).toMatch(new RegExp(`^/api/files/${school.id}/[0-9a-f]{32}\\.png$`));

    const served = await fetchFile(body.data.static_url);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.headers['content-disposition']).toMatch(/^inline; filename="image\.png"$/);
    expect(served.headers['content-security-policy']).toContain('sandbox');
    expect(await sharp(served.rawPayload).metadata()).toMatchObject({ format: 'png', width: 40, height: 30 });
  });

  it('stores a re-encoding: EXIF and other metadata are gone', async () => {
    const original = await jpegWithExif();
    expect((await sharp(original).metadata()).exif).toBeDefined();
    const { static_url } = await uploaded(original, 'camera.jpg', 'image/jpeg');
    expect(static_url).toMatch(/\.jpg$/);
    const served = await fetchFile(static_url);
    expect(served.headers['content-type']).toBe('image/jpeg');
    const meta = await sharp(served.rawPayload).metadata();
    expect(meta.exif).toBeUndefined();
    expect(served.rawPayload.includes(Buffer.from('SpyCam'))).toBe(false);
  });

  it('takes gif too, whatever name or declared type comes with it', async () => {
    const { static_url, contentType } = await uploaded(await gif(), 'anim.png', 'application/octet-stream');
    expect(contentType).toBe('image/gif');
    expect(static_url).toMatch(/\.gif$/);
  });

  it('scales down by the width query (snapped to our widths), never up', async () => {
    const { static_url } = await uploaded(await png(500, 250));
    const small = await fetchFile(`${static_url}?width=90`);
    expect(small.statusCode).toBe(200);
    expect(await sharp(small.rawPayload).metadata()).toMatchObject({ width: 100, height: 50 });
    const again = await fetchFile(`${static_url}?width=100`);
    expect(again.rawPayload.equals(small.rawPayload)).toBe(true);
    const wide = await fetchFile(`${static_url}?width=2000`);
    expect((await sharp(wide.rawPayload).metadata()).width).toBe(500);
    for (const bad of ['0', '-5', '9000', 'abc', '1e3']) {
      expect((await fetchFile(`${static_url}?width=${bad}`)).statusCode, bad).toBe(400);
    }
  });
});

describe('hostile uploads', () => {
  it.each([
    ['PHP', PHP],
    ['HTML', HTML],
    ['SVG', SVG],
  ])('a %s file renamed .png is refused by its content', async (_label, data) => {
    expectError(await upload([file(data, 'innocent.png', 'image/png')]), 400, 'UPLOAD_FORMAT_INVALID');
  });

  it('a file with a PNG signature that is no image cannot be read', async () => {
    expectError(await upload([file(FAKE_PNG, 'fake.png')]), 400, 'UPLOAD_IMAGE_UNREADABLE');
  });

  it('a polyglot (JPEG + script + PHP) is defused: what is stored is only the image', async () => {
    const { static_url } = await uploaded(await polyglotJpeg(), 'poly.png', 'image/png');
    const served = await fetchFile(static_url);
    expect(served.headers['content-type']).toBe('image/jpeg');
    expect(served.rawPayload.includes(Buffer.from('<script>'))).toBe(false);
    expect(served.rawPayload.includes(Buffer.from(POLYGLOT_PAYLOAD))).toBe(false);
  });

  it('a decompression bomb is refused from its header, quickly', async () => {
    const bomb = pngBomb();
    expect(bomb.length).toBeLessThan(100_000);
    const started = Date.now();
    const response = await upload([file(bomb, 'bomb.png')]);
    expectError(response, 400, 'UPLOAD_IMAGE_TOO_LARGE');
    expect(Date.now() - started).toBeLessThan(3000);
  });

  it('a 20 MB file is refused with 413', async () => {
    const big = Buffer.concat([await png(), Buffer.alloc(20 * 1024 * 1024, 1)]);
    const response = await upload([file(big, 'big.png')]);
    expectError(response, 413, 'UPLOAD_TOO_LARGE');
    expect(response.json().details).toEqual({ maxBytes: UPLOAD_LIMITS.MAX_BYTES, maxMb: 5 });
  });

  it('one file per upload, a file required, fields as the spec says', async () => {
    const image = await png();
    expectError(await upload([file(image, 'a.png'), file(image, 'b.png')]), 400, 'UPLOAD_ONE_FILE_ONLY');
    expectError(await upload([], { fields: specFields('a.png') }), 400, 'UPLOAD_FILE_REQUIRED');
    expectError(await upload([file(Buffer.alloc(0), 'empty.png')]), 400, 'UPLOAD_FILE_REQUIRED');
    expectError(
      await upload([file(image)], { fields: { ...specFields('a.png'), module: 'admin' } }),
      400,
      'UPLOAD_FIELD_INVALID',
    );
    expectError(
      await upload([file(image)], { fields: { ...specFields('a.png'), fileName: 'a\u0000.png' } }),
      400,
      'INVALID_CHARACTER',
    );
    const json = await send(ctx.app, member, {
      method: 'PUT',
      url: `/api/portal/api/v1/portal/uploadFile?tenantId=${school.id}`,
      payload: { file: 'aGVsbG8=' },
    });
    expectError(json, 415, 'UNSUPPORTED_MEDIA_TYPE');
    const broken = await send(ctx.app, member, {
      method: 'PUT',
      url: `/api/portal/api/v1/portal/uploadFile?tenantId=${school.id}`,
      payload: '--x\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\n\r\nabc',
      headers: { 'content-type': 'multipart/form-data; boundary=x' },
    });
    expect(broken.statusCode).toBe(400);
  });

  it('refuses a cross-site upload (same-site guard)', async () => {
    const body = await multipart([file(await png())], specFields('a.png'));
    const response = await send(ctx.app, member, {
      method: 'PUT',
      url: `/api/portal/api/v1/portal/uploadFile?tenantId=${school.id}`,
      payload: body.payload,
      headers: { ...body.headers, 'sec-fetch-site': 'cross-site' },
    });
    expectError(response, 403, 'CROSS_SITE_REQUEST');
  });
});

describe('who may upload where', () => {
  it('visitors get 401, a closed school refuses non-members, an unknown school is 404', async () => {
    const image = await png();
    expectError(await upload([file(image)], { jar: null }), 401, 'NOT_LOGGED_IN');
    expectError(await upload([file(image)], { jar: outsider, schoolId: closed.id }), 403, 'SCHOOL_CLOSED');
    expectError(await upload([file(image)], { schoolId: '1999999999999999999' }), 404, 'SCHOOL_NOT_FOUND');
  });

  it("serves a file only under its own school's path, and a closed school's only to members", async () => {
    const { static_url } = await uploaded(await png());
    const name = static_url.split('/').pop();
    expectError(await fetchFile(`/api/files/${closed.id}/${name}`, outsider), 403, 'SCHOOL_CLOSED');
    const other = await createSchool(ctx.testDb.handle.db, { name: 'Other upload school' });
    expectError(await fetchFile(`/api/files/${other.id}/${name}`), 404, 'FILE_NOT_FOUND');
    expect((await fetchFile(static_url, null)).statusCode).toBe(200);

    const db = ctx.testDb.handle.db;
    const insider = await createUser(db);
    await addMember(db, closed.id, insider.id);
    const insiderJar = await login(ctx.app, insider.email, insider.password);
    const closedBody = await multipart([file(await png())], specFields('c.png'));
    const stored = await send(ctx.app, insiderJar, {
      method: 'PUT',
      url: `/api/portal/api/v1/portal/uploadFile?tenantId=${closed.id}`,
      payload: closedBody.payload,
      headers: closedBody.headers,
    });
    expect(stored.statusCode).toBe(200);
    const closedUrl = stored.json().data.static_url as string;
    expect((await fetchFile(closedUrl, insiderJar)).statusCode).toBe(200);
    expectError(await fetchFile(closedUrl, null), 401, 'LOGIN_REQUIRED');
    expectError(await fetchFile(closedUrl, outsider), 403, 'SCHOOL_CLOSED');
  });

  it('spec §4: an uncertified school refuses uploads from its intranet until certified', async () => {
    const db = ctx.testDb.handle.db;
    await db
      .insertInto('config_entries')
      .values({
        school_id: school.id,
        config_type: 'internalSegments',
        config_value: '10.9.0.0/16, fd00::/8',
      })
      .execute();
    // Direct database edits, so the test says what a product write would: the school's shell data changed.
    const changed = () =>
      ctx.app.shellEvents.emit({ schoolId: school.id, parentSchoolId: null, area: 'all' });
    await changed();
    const image = await png();
    expectError(await upload([file(image)], { ip: '10.9.4.2' }), 403, 'UPLOAD_SCHOOL_UNCERTIFIED');
    expect((await upload([file(image)], { ip: '203.0.113.9' })).statusCode).toBe(200);
    await db.updateTable('schools').set({ auth_type: '3' }).where('id', '=', school.id).execute();
    await changed();
    expect((await upload([file(image)], { ip: '10.9.4.2' })).statusCode).toBe(200);
    await db.updateTable('schools').set({ auth_type: '1' }).where('id', '=', school.id).execute();
    await db
      .deleteFrom('config_entries')
      .where('school_id', '=', school.id)
      .where('config_type', '=', 'internalSegments')
      .execute();
    await changed();
  });
});
