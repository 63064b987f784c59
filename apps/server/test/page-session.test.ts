import path from 'node:path';
import { insufficientPermissionsLink, loginLink, privilegePageLink } from '@portico/core';
import { describe, expect, it } from 'vitest';
import { WEB_DIST_DIR } from '../src/config/paths.ts';
import { DEMO_IDS } from '../src/seed/index.ts';
import { useTestApp } from './support/app.ts';
import { ageRotation } from './support/rotation.ts';
import { DEMO_ACCOUNTS, login, send, type CookieJar } from './support/session.ts';

// Without a web build a rendered page answers 503: enough to tell "rendered" from "redirected".
const ctx = useTestApp({ webDistDir: path.join(WEB_DIST_DIR, '__missing__') });
const page = (jar: CookieJar | null, url: string) => send(ctx.app, jar, { url });
const RENDERED = 503;
const lang = 'zh_CN' as const;

async function expectRedirect(jar: CookieJar | null, url: string, location: string) {
  const response = await page(jar, url);
  expect(response.statusCode, url).toBe(302);
  expect(response.headers.location, url).toBe(location);
  expect(response.headers['cache-control']).toBe('no-store');
}

describe('page-level redirects (contracts.md §5)', () => {
  it('sends visitors on protected routes to login with the encoded path and query', async () => {
    const url = `/center/privateCenter.htm?schoolId=${DEMO_IDS.demoAcademy}&type=studyCenter_MyCourse`;
    await expectRedirect(null, url, `/login/index?redirect=${encodeURIComponent(url)}&sxz-lang=zh_CN`);
    for (const protectedUrl of [
      '/login/select',
      '/register/invite?way=go_back&exitSign=0&sxz-lang=en_US',
      `/iadmin/${DEMO_IDS.demoAcademy}/management/workbench`,
      `/personSpace/${DEMO_IDS.demoAcademy}/works`,
    ]) {
      const lang = protectedUrl.includes('en_US') ? 'en_US' : 'zh_CN';
      await expectRedirect(null, protectedUrl, loginLink({ redirect: protectedUrl, lang }));
    }
    expect((await page(null, `/portal/${DEMO_IDS.demoAcademy}`)).statusCode).toBe(RENDERED);
  });

  it('closed school: visitor → login, non-member → privilege page (which itself renders), member → page', async () => {
    const url = `/portal/${DEMO_IDS.closedSchool}?sxz-lang=en_US`;
    await expectRedirect(null, url, loginLink({ redirect: url, lang: 'en_US' }));
    const outsider = await login(ctx.app, DEMO_ACCOUNTS.outsider);
    const privilege = privilegePageLink({ tenantId: DEMO_IDS.closedSchool, lang: 'en_US' });
    expect(privilege).toBe(
      `/commonUsage/privilegePage.htm?tenantId=${DEMO_IDS.closedSchool}&isResources=true&inCollege=false&sxz-lang=en_US`,
    );
    await expectRedirect(outsider, url, privilege);
    await expectRedirect(
      outsider,
      `/course/${DEMO_IDS.closedSchool}/course-view?courseId=1`,
      privilegePageLink({ tenantId: DEMO_IDS.closedSchool, lang }),
    );
    expect((await page(outsider, privilege)).statusCode).toBe(RENDERED);
    await ctx.testDb.handle.db
      .insertInto('memberships')
      .values({
        school_id: DEMO_IDS.closedSchool,
        user_id: DEMO_IDS.teacher,
        role: 'member',
        status: 'active',
        joined_at: '',
      })
      .execute();
    const teacher = await login(ctx.app, DEMO_ACCOUNTS.teacher);
    expect((await page(teacher, url)).statusCode).toBe(RENDERED);
  });

  it('management: non-admins → insufficient permissions; admins (also of the parent) render', async () => {
    const teacher = await login(ctx.app, DEMO_ACCOUNTS.teacher);
    const admin = await login(ctx.app, DEMO_ACCOUNTS.admin);
    const workbench = `/iadmin/${DEMO_IDS.demoAcademy}/management/workbench?sxz-lang=ar_SA`;
    await expectRedirect(teacher, workbench, '/insufficient-permissions?sxz-lang=ar_SA');
    expect((await page(admin, workbench)).statusCode).toBe(RENDERED);
    const sub = `/iadmin/${DEMO_IDS.subSchoolB}/sub-college-management/sub-college-info`;
    expect((await page(admin, sub)).statusCode).toBe(RENDERED);
    await expectRedirect(teacher, sub, insufficientPermissionsLink({ lang }));
  });

  it('a query tenant that contradicts the path → insufficient permissions', async () => {
    const learner = await login(ctx.app, DEMO_ACCOUNTS.learner);
    const url = `/portal/${DEMO_IDS.demoAcademy}?tenantId=${DEMO_IDS.publicSchool}`;
    await expectRedirect(learner, url, '/insufficient-permissions?sxz-lang=zh_CN');
    await expectRedirect(null, url, '/insufficient-permissions?sxz-lang=zh_CN');
    expect(
      (await page(learner, `/portal/${DEMO_IDS.demoAcademy}?tenantId=${DEMO_IDS.demoAcademy}`)).statusCode,
    ).toBe(RENDERED);
  });

  it('logged-in users leave the login page for a safe redirect, else for /login/select', async () => {
    const learner = await login(ctx.app, DEMO_ACCOUNTS.learner);
    const target = `/portal/${DEMO_IDS.demoAcademy}`;
    await expectRedirect(learner, `/login/index?redirect=${encodeURIComponent(target)}`, target);
    await expectRedirect(learner, '/login/index?redirect=//evil.com', '/login/select?sxz-lang=zh_CN');
    await expectRedirect(
      learner,
      '/login/index?redirect=https://evil.com/x&sxz-lang=en_US',
      '/login/select?sxz-lang=en_US',
    );
    await expectRedirect(learner, '/login/index', '/login/select?sxz-lang=zh_CN');
    expect((await page(null, `/login/index?redirect=${encodeURIComponent(target)}`)).statusCode).toBe(
      RENDERED,
    );
    expect((await page(learner, '/login/select')).statusCode).toBe(RENDERED);
  });
});

describe('session on page requests', () => {
  it('is a visitor with only one of the two tokens', async () => {
    const jar = await login(ctx.app, DEMO_ACCOUNTS.learner);
    const url = '/center/myLearningProfile.htm';
    await expectRedirect(jar.without('refresh_token'), url, loginLink({ redirect: url, lang }));
    expect((await page(jar, url)).statusCode).toBe(RENDERED);
  });

  it('renews a missing access token on a full page load and sets the cookies on the response', async () => {
    const jar = (await login(ctx.app, DEMO_ACCOUNTS.learner)).without('access_token', 'token_renewed_at');
    const oldRefresh = jar.get('refresh_token');
    const response = await page(jar, '/center/myLearningProfile.htm');
    expect(response.statusCode).toBe(RENDERED);
    expect(jar.get('access_token')).toBeTruthy();
    expect(jar.get('refresh_token')).not.toBe(oldRefresh);
    expect(jar.get('token_renewed_at')).toMatch(/^\d{13}$/);
    expect((await send(ctx.app, jar, { url: '/api/accounts/users/me' })).statusCode).toBe(200);
  });

  it('treats a dead refresh token as a visitor and clears the cookies', async () => {
    const jar = await login(ctx.app, DEMO_ACCOUNTS.learner);
    const stale = jar.without('access_token');
    await send(ctx.app, jar, {
      method: 'POST',
      url: '/api/auth/oauth/token',
      payload: { grant_type: 'refresh_token' },
    });
    // Rotated longer ago than the reuse grace: a replay, not a racing tab (session-grace.test.ts).
    await ageRotation(ctx.testDb.handle.db, stale.get('refresh_token')!);
    const url = '/center/myLearningProfile.htm';
    await expectRedirect(stale, url, loginLink({ redirect: url, lang }));
    expect(stale.get('refresh_token')).toBeUndefined();
    expect(stale.get('portico_session')).toBeUndefined();
  });

  it('sets name_compliance for 1 day, once, when the real name is incomplete', async () => {
    const outsider = await login(ctx.app, DEMO_ACCOUNTS.outsider);
    const first = await page(outsider, `/portal/${DEMO_IDS.publicSchool}`);
    const cookie = (first.cookies as Array<{ name: string; maxAge?: number; httpOnly?: boolean }>).find(
      (c) => c.name === 'name_compliance',
    );
    expect(cookie).toMatchObject({ maxAge: 86400 });
    expect(cookie?.httpOnly).toBeFalsy();
    const second = await page(outsider, `/portal/${DEMO_IDS.publicSchool}`);
    expect((second.cookies as Array<{ name: string }>).map((c) => c.name)).not.toContain('name_compliance');
    const learner = await login(ctx.app, DEMO_ACCOUNTS.learner);
    const named = await page(learner, `/portal/${DEMO_IDS.publicSchool}`);
    expect((named.cookies as Array<{ name: string }>).map((c) => c.name)).not.toContain('name_compliance');
  });
});
