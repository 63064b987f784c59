/**
 * Issue 25: an upload whose connection breaks mid-chunk keeps the bytes that arrived (they are on the shared
 * disk), answers that offset to HEAD, and completes from there — over a real socket, since only a real
 * connection can be cut halfway through a body.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from './support/app.ts';
import { learningWorld } from './support/learning.ts';
import { minimalMp4, tusCreate, tusHead, tusPatch } from './support/media.ts';
import { addMember, createUser, login, type CookieJar } from './support/session.ts';
import { call } from './support/user-panel.ts';

const ctx = useTestApp();
let origin = '';

beforeAll(async () => {
  await ctx.app.listen({ port: 0, host: '127.0.0.1' });
  origin = `http://127.0.0.1:${(ctx.app.server.address() as AddressInfo).port}`;
  // useTestApp closes the app (and so the listening socket) after the file.
});

/** Sends the PATCH headers and `sent` bytes of a longer declared body, then cuts the connection. */
function cutPatch(url: string, jar: CookieJar, sent: Buffer, declared: number): Promise<void> {
  return new Promise((resolve) => {
    const request = http.request(`${origin}${url}`, {
      method: 'PATCH',
      headers: {
        cookie: jar.header() ?? '',
        'tus-resumable': '1.0.0',
        'upload-offset': '0',
        'content-type': 'application/offset+octet-stream',
        'content-length': String(declared),
      },
    });
    request.on('error', () => resolve());
    request.on('close', () => resolve());
    request.write(sent, () => setTimeout(() => request.destroy(), 300));
  });
}

describe('an interrupted upload', () => {
  it('keeps what arrived before the connection broke and completes from there', async () => {
    const w = await learningWorld(ctx.app, ctx.testDb.handle.db);
    const lecturer = await createUser(ctx.testDb.handle.db, { nickName: 'Cut' });
    await addMember(ctx.testDb.handle.db, w.school.id, lecturer.id, 'lecturer');
    const jar = await login(ctx.app, lecturer.email, lecturer.password);
    const mp4 = minimalMp4(21);
    const created = await tusCreate(ctx.app, jar, w.school.id, {
      filename: 'cut.mp4',
      kind: 'video',
      length: mp4.length,
    });
    const url = created.headers.location as string;
    await cutPatch(url, jar, mp4.subarray(0, 1500), mp4.length);
    let offset = 0;
    for (let tries = 0; tries < 20 && offset === 0; tries += 1) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      offset = Number((await tusHead(ctx.app, jar, url)).headers['upload-offset']);
    }
    expect(offset).toBeGreaterThan(0);
    expect(offset).toBeLessThanOrEqual(1500);
    const rest = await tusPatch(ctx.app, jar, url, offset, mp4.subarray(offset));
    expect(rest.statusCode).toBe(204);
    const ref = await call(ctx.app, jar, 'GET', `${url}/media`);
    expect(ref.body.data).toMatchObject({ bytes: mp4.length, durationS: 21 });
  });
});
