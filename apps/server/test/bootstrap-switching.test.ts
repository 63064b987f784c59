import { SUPPORTED_LANGUAGES, showMessages } from '@portico/core';
import { describe, expect, it } from 'vitest';
import { DEMO_IDS } from '../src/seed/index.ts';
import { resolveViewer } from '../src/auth/resolve-viewer.ts';
import { buildBootstrap } from '../src/web/bootstrap.ts';
import { useTestApp } from './support/app.ts';
import { createSchool } from './support/factories.ts';
import { addMember, createUser, DEMO_ACCOUNTS, login } from './support/session.ts';
import { createAlliance, setConfig } from './support/switching.ts';

const ctx = useTestApp();
const db = () => ctx.testDb.handle.db;

async function viewerFor(account: string, password?: string) {
  const jar = await login(ctx.app, account, password);
  return resolveViewer(ctx.app.db, jar.get('access_token')!);
}
const switching = async (
  schoolId: string,
  options: { account?: string; password?: string; host?: string } = {},
) =>
  (
    await buildBootstrap(db(), ctx.config, {
      url: `/portal/${schoolId}`,
      host: options.host ?? 'localhost:3000',
      viewer: options.account ? await viewerFor(options.account, options.password) : null,
    })
  ).switching;
const as = (user: { email: string; password: string }) => ({ account: user.email, password: user.password });

describe('bootstrap.switching', () => {
  it('Demo Academy on the China site: switching allowed, all 12 languages, the sites, on the notify list', async () => {
    const state = await switching(DEMO_IDS.demoAcademy);
    expect(state).toMatchObject({
      allowed: true,
      allianceSwitchOn: false,
      unionMember: false,
      languages: [...SUPPORTED_LANGUAGES],
      notifySchool: true,
    });
    expect(state.sites.map((site) => site.label)).toEqual(['China', 'Europe', 'International']);
    expect((await switching(DEMO_IDS.o3School)).languages).toEqual(['zh_CN', 'en_US']);
  });

  it('languages: unknown codes are dropped; a missing or empty list falls back to zh_CN and en_US', async () => {
    const school = await createSchool(db());
    expect((await switching(school.id)).languages).toEqual(['zh_CN', 'en_US']);
    await setConfig(db(), school.id, 'schoolLanguage', 'fr_FR, xx_XX,ja_JP,fr_FR');
    expect((await switching(school.id)).languages).toEqual(['fr_FR', 'ja_JP']);
    await setConfig(db(), school.id, 'schoolLanguage', 'klingon');
    expect((await switching(school.id)).languages).toEqual(['zh_CN', 'en_US']);
  });

  it('exclusive school (version 1): not for visitors; for a logged-in union member with the switch on', async () => {
    const exclusive = await createSchool(db(), { version: '1' });
    const ally = await createSchool(db());
    await createAlliance(db(), [exclusive.id, ally.id]);
    await setConfig(db(), exclusive.id, 'SchoolAllianceSwitch', '1');
    const unionMember = await createUser(db());
    await addMember(db(), ally.id, unionMember.id);
    const stranger = await createUser(db());

    expect(await switching(exclusive.id)).toMatchObject({ allowed: false, allianceSwitchOn: true });
    expect(await switching(exclusive.id, as(unionMember))).toMatchObject({
      allowed: true,
      allianceSwitchOn: true,
      unionMember: true,
    });
    // Demo school 4 is exclusive, in no alliance and without the switch: nobody may switch there.
    expect(await switching(DEMO_IDS.exclusiveSchool, { account: DEMO_ACCOUNTS.learner })).toMatchObject({
      allowed: false,
      allianceSwitchOn: false,
      unionMember: false,
    });
    // The switch alone is enough for a logged-in user (spec §6 "alliance switch on or union membership").
    expect(await switching(exclusive.id, as(stranger))).toMatchObject({ allowed: true, unionMember: false });
    await setConfig(db(), exclusive.id, 'SchoolAllianceSwitch', '0');
    expect(await switching(exclusive.id, as(stranger))).toMatchObject({
      allowed: false,
      allianceSwitchOn: false,
    });
    expect(await switching(exclusive.id, as(unionMember))).toMatchObject({
      allowed: true,
      unionMember: true,
    });
  });

  it('overseas host: switching needs login and the alliance; messages only for notify schools', async () => {
    const host = 'overseas.localhost';
    const academy = await buildBootstrap(db(), ctx.config, { url: `/portal/${DEMO_IDS.demoAcademy}`, host });
    expect(academy.overseas).toBe(true);
    expect(academy.switching).toMatchObject({ allowed: false, notifySchool: true });
    expect(showMessages({ overseas: academy.overseas, notifySchool: academy.switching.notifySchool })).toBe(
      true,
    );

    const open = await switching(DEMO_IDS.publicSchool, { host });
    expect(open).toMatchObject({ allowed: false, allianceSwitchOn: true, notifySchool: false });
    expect(showMessages({ overseas: true, notifySchool: open.notifySchool })).toBe(false);
    expect(await switching(DEMO_IDS.publicSchool, { host, account: DEMO_ACCOUNTS.learner })).toMatchObject({
      allowed: true,
    });
    expect((await switching(DEMO_IDS.demoAcademy, { host, account: DEMO_ACCOUNTS.learner })).allowed).toBe(
      false,
    );
  });

  it('a page naming no school: allowed on the China site, fallback languages, sites still listed', async () => {
    const state = (await buildBootstrap(db(), ctx.config, { url: '/login/index', host: 'localhost:3000' }))
      .switching;
    expect(state).toMatchObject({ allowed: true, languages: ['zh_CN', 'en_US'], notifySchool: false });
    expect(state.sites).toHaveLength(3);
  });
});
