/**
 * Issue 9 §4 "Two tabs must not log a user out": renewals of one refresh token that race (parallel API calls,
 * parallel page loads) all get the same successor; a replay after the grace still revokes the whole family.
 */
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { REFRESH_REUSE_GRACE_MS, sha256 } from '../src/auth/tokens.ts';
import { WEB_DIST_DIR } from '../src/config/paths.ts';
import { useTestApp } from './support/app.ts';
import { ageRotation } from './support/rotation.ts';
import type { CookieJar } from './support/session.ts';
import { DEMO_ACCOUNTS, login, send } from './support/session.ts';

// Without a web build a rendered page answers 503: enough to tell "rendered for a viewer" from "sent to login".
const ctx = useTestApp({ webDistDir: path.join(WEB_DIST_DIR, '__missing__') });
const RENDERED = 503;
const PROTECTED_PAGE = '/center/myLearningProfile.htm';
const db = () => ctx.testDb.handle.db;

const me = (jar: CookieJar) => send(ctx.app, jar, { url: '/api/accounts/users/me' });
const renew = (jar: CookieJar) =>
  send(ctx.app, jar, {
    method: 'POST',
    url: '/api/auth/oauth/token',
    payload: { grant_type: 'refresh_token' },
  });
/** n copies of a jar renewing at once, like tabs that all sent the same cookie before any answer came back. */
const renewAtOnce = (jar: CookieJar, n: number) =>
  Promise.all(
    Array.from({ length: n }, () => jar.clone()).map(async (tab) => ({ tab, res: await renew(tab) })),
  );

async function familyRows(refreshToken: string) {
  const { family_id } = await db()
    .selectFrom('refresh_tokens')
    .select('family_id')
    .where('token_hash', '=', sha256(refreshToken))
    .executeTakeFirstOrThrow();
  return db().selectFrom('refresh_tokens').selectAll().where('family_id', '=', family_id).execute();
}

describe('refresh-token reuse grace', () => {
  it('has a grace of a few seconds', () => {
    expect(REFRESH_REUSE_GRACE_MS).toBeGreaterThanOrEqual(2_000);
    expect(REFRESH_REUSE_GRACE_MS).toBeLessThanOrEqual(10_000);
  });

  it('gives every one of 6 parallel renewals the same successor, and the session lives on', async () => {
    const jar = await login(ctx.app, DEMO_ACCOUNTS.learner);
    const tabs = await renewAtOnce(jar, 6);
    expect(tabs.map(({ res }) => res.statusCode)).toEqual([200, 200, 200, 200, 200, 200]);
    expect(new Set(tabs.map(({ tab }) => tab.get('refresh_token'))).size).toBe(1);
    expect(new Set(tabs.map(({ tab }) => tab.get('access_token'))).size).toBe(1);
    const [first] = tabs;
    expect(first!.tab.get('refresh_token')).not.toBe(jar.get('refresh_token'));
    for (const { tab } of tabs) expect((await me(tab)).statusCode).toBe(200);
    // One successor row, nothing revoked; the next renewal rotates normally.
    const rows = await familyRows(jar.get('refresh_token')!);
    expect(rows).toHaveLength(2);
    expect(rows.every((row) => row.revoked_at === null)).toBe(true);
    expect((await renew(first!.tab)).statusCode).toBe(200);
    expect((await me(first!.tab)).statusCode).toBe(200);
  });

  it('stores no usable token: only hashes and the seed, which alone derive nothing', async () => {
    const jar = await login(ctx.app, DEMO_ACCOUNTS.teacher);
    const old = jar.get('refresh_token')!;
    await renew(jar);
    const rows = await familyRows(old);
    const stored = JSON.stringify(rows);
    for (const token of [old, jar.get('refresh_token')!, jar.get('access_token')!]) {
      expect(stored).not.toContain(token);
    }
    expect(rows.find((row) => row.token_hash === sha256(old))?.rotation_seed).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it('hands the same successor to a late tab within the grace, but revokes the family after it', async () => {
    const jar = await login(ctx.app, DEMO_ACCOUNTS.learner);
    const lateTab = jar.clone();
    const replay = jar.clone();
    expect((await renew(jar)).statusCode).toBe(200);
    expect((await renew(lateTab)).statusCode).toBe(200);
    expect(lateTab.get('refresh_token')).toBe(jar.get('refresh_token'));

    await ageRotation(db(), replay.get('refresh_token')!);
    const reused = await renew(replay);
    expect(reused.statusCode).toBe(401);
    expect(replay.get('refresh_token')).toBeUndefined();
    // Reuse detection still kills the family: the successor every tab holds is dead too.
    expect((await me(jar)).statusCode).toBe(401);
    expect((await renew(jar.clone())).statusCode).toBe(401);
  });

  it('does not resurrect a family revoked by logout within the grace', async () => {
    const jar = await login(ctx.app, DEMO_ACCOUNTS.admin);
    const otherTab = jar.clone();
    await renew(jar);
    await send(ctx.app, jar, { method: 'DELETE', url: '/api/auth/open/logout' });
    expect((await renew(otherTab)).statusCode).toBe(401);
  });
});

describe('render-time renewal racing', () => {
  it('renders 5 parallel page loads with an expired access token for the viewer, with one successor', async () => {
    const jar = (await login(ctx.app, DEMO_ACCOUNTS.learner)).without('access_token', 'token_renewed_at');
    const tabs = Array.from({ length: 5 }, () => jar.clone());
    const pages = await Promise.all(tabs.map((tab) => send(ctx.app, tab, { url: PROTECTED_PAGE })));
    expect(pages.map((res) => res.statusCode)).toEqual(Array(5).fill(RENDERED));
    expect(new Set(tabs.map((tab) => tab.get('refresh_token'))).size).toBe(1);
    for (const tab of tabs) expect((await me(tab)).statusCode).toBe(200);
  });

  it('keeps the viewer of a page whose refresh cookie another tab rotated a moment ago', async () => {
    const jar = await login(ctx.app, DEMO_ACCOUNTS.teacher);
    const staleTab = jar.clone();
    await renew(jar);
    expect((await send(ctx.app, staleTab, { url: PROTECTED_PAGE })).statusCode).toBe(RENDERED);
    await ageRotation(db(), staleTab.get('refresh_token')!);
    expect((await send(ctx.app, staleTab, { url: PROTECTED_PAGE })).statusCode).toBe(302);
  });

  it('lets page loads and API renewals race each other', async () => {
    const jar = (await login(ctx.app, DEMO_ACCOUNTS.admin)).without('access_token');
    const [pageTab, apiTab] = [jar.clone(), jar.clone()];
    const [pageRes, apiRes] = await Promise.all([
      send(ctx.app, pageTab, { url: PROTECTED_PAGE }),
      renew(apiTab),
    ]);
    expect([pageRes.statusCode, apiRes.statusCode]).toEqual([RENDERED, 200]);
    expect(pageTab.get('refresh_token')).toBe(apiTab.get('refresh_token'));
  });
});
