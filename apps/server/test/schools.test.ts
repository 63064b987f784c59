import { describe, expect, it } from 'vitest';
import { DEMO_IDS } from '../src/seed/index.ts';
import { getJson, useTestApp } from './support/app.ts';
import { createSchool } from './support/factories.ts';

const ctx = useTestApp();

describe('school info', () => {
  it('returns Demo Academy with its open-school summary', async () => {
    const { status, body } = await getJson(
      ctx.app,
      `/api/school/schools/open/schoolDetails?schoolId=${DEMO_IDS.demoAcademy}`,
    );
    expect(status).toBe(200);
    expect(body.code).toBe(200);
    expect(body.data).toMatchObject({
      id: DEMO_IDS.demoAcademy,
      name: '演示学院',
      nameEn: 'Demo Academy',
      openSchool: '1',
      version: '0',
      licenseToSell: '1',
      memberLicense: '1',
      kind: 'standard',
      templateName: 'index1',
      parentSchoolId: null,
      isInnerIp: false,
      authType: '3',
      certificationLevel: '2',
    });
    expect(body.data.openSchoolDetailsDto).toMatchObject({ schoolId: DEMO_IDS.demoAcademy, openSchool: '1' });
  });

  it('returns a school by path id, with or without the trailing slash', async () => {
    for (const url of [
      `/api/school/schools/${DEMO_IDS.o3School}/`,
      `/api/school/schools/${DEMO_IDS.o3School}`,
    ]) {
      const { status, body } = await getJson(ctx.app, url);
      expect(status).toBe(200);
      expect(body.data).toMatchObject({ id: DEMO_IDS.o3School, kind: 'o3', templateName: 'index2' });
      expect(body.data).not.toHaveProperty('openSchoolDetailsDto');
    }
  });

  it('keeps a closed school readable (its name names it on the privilege page)', async () => {
    const { status, body } = await getJson(ctx.app, `/api/school/schools/${DEMO_IDS.closedSchool}/`);
    expect(status).toBe(200);
    expect(body.data.openSchool).toBe('0');
  });

  it('reports a sub-school parent and the exclusive flag', async () => {
    expect(
      (await getJson(ctx.app, `/api/school/schools/${DEMO_IDS.subSchoolA}/`)).body.data.parentSchoolId,
    ).toBe(DEMO_IDS.demoAcademy);
    expect(
      (await getJson(ctx.app, `/api/school/schools/${DEMO_IDS.exclusiveSchool}/`)).body.data.version,
    ).toBe('1');
  });

  it('answers each school with its own data only', async () => {
    const a = await createSchool(ctx.testDb.handle.db, { name: 'School A only' });
    const b = await createSchool(ctx.testDb.handle.db, { name: 'School B only' });
    const { body } = await getJson(ctx.app, `/api/school/schools/open/schoolDetails?schoolId=${b.id}`);
    expect(body.data.id).toBe(b.id);
    expect(JSON.stringify(body)).not.toContain(a.id);
    expect(JSON.stringify(body)).not.toContain('School A only');
  });
});
