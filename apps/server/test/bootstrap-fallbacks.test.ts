import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { DEMO_IDS } from '../src/seed/index.ts';
import { buildBootstrap } from '../src/web/bootstrap.ts';
import { useTestApp } from './support/app.ts';

const ctx = useTestApp();

/** Makes one table unreadable for the duration of `run` (both engines rename tables the same way). */
async function withTableGone<T>(table: string, run: () => Promise<T>): Promise<T> {
  const db = ctx.testDb.handle.db;
  await sql`ALTER TABLE ${sql.table(table)} RENAME TO ${sql.table(`${table}_gone`)}`.execute(db);
  try {
    return await run();
  } finally {
    await sql`ALTER TABLE ${sql.table(`${table}_gone`)} RENAME TO ${sql.table(table)}`.execute(db);
  }
}

describe('spec §8 fallbacks when one section of the shell fails', () => {
  const boot = (failed: string[]) =>
    buildBootstrap(ctx.testDb.handle.db, ctx.config, {
      url: `/portal/${DEMO_IDS.demoAcademy}`,
      host: 'localhost:3000',
      onSectionError: (s) => failed.push(s),
    });

  it('footer failure → default footer; the rest of the page still renders', async () => {
    const failed: string[] = [];
    const b = await withTableGone('footer_templates', () => boot(failed));
    expect(failed).toEqual(['footer']);
    expect(b.footer).toBeNull();
    expect(b.school?.id).toBe(DEMO_IDS.demoAcademy);
    expect(b.navigation.groups.length).toBeGreaterThan(0);
  });

  it('navigation settings failure → default header (null settings)', async () => {
    const failed: string[] = [];
    const b = await withTableGone('header_settings', () => boot(failed));
    expect(failed).toEqual(['header settings']);
    expect(b.headerSettings).toBeNull();
    expect(b.footer).not.toBeNull();
  });

  it('navigation groups failure → no groups (the web falls back to the first template)', async () => {
    const failed: string[] = [];
    const b = await withTableGone('navigation_groups', () => boot(failed));
    expect(failed).toContain('navigation');
    expect(b.navigation).toEqual({ groups: [], activeGroupId: null });
    expect(b.headerSettings).not.toBeNull();
  });
});
