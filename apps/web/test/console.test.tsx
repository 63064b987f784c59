/**
 * Issue 13: the console page is server-rendered with its section (workbench, audit log) from the bootstrap, inside
 * the console navigation, in the page language; the audit log shows what changed field by field.
 */
import type { AuditEntry, ConsolePage, Workbench } from '@portico/contracts';
import { describe, expect, it } from 'vitest';
import { changedFields } from '@/features/console-audit/utils/changed-fields.ts';
import { consoleBootstrap } from './console-helpers.tsx';
import { makeBootstrap, SCHOOL_ID } from './fixtures/bootstrap.ts';
import { parse, renderToString } from './render-helpers.ts';

const entry: AuditEntry = {
  id: '7000000000000000001',
  schoolId: SCHOOL_ID,
  actorId: '2000000000000000001',
  actorName: 'Ada',
  area: 'navigation',
  action: 'update',
  entity: 'navigation',
  entityId: null,
  before: { title: 'Home', order: [1, 2] },
  after: { title: 'Start', order: [1, 2] },
  createdAt: '2026-11-20T10:00:00.000Z',
};

const workbench: Workbench = {
  school: { id: SCHOOL_ID, name: '演示学院', nameEn: 'Demo Academy', openSchool: '1', parentId: null },
  counts: { members: 12, admins: 2, lecturers: 3, courses: 40, subSchools: 2, openFeedback: 5 },
  versions: { navigation: 4 },
  recentAudit: [entry],
};

const consolePage = (section: ConsolePage['section'], data: unknown, lang: 'en_US' | 'ar_SA' = 'en_US') =>
  consoleBootstrap(section, data, lang).bootstrap;

describe('console page', () => {
  it('renders the workbench with counts, latest changes and every section link', async () => {
    const { html } = await renderToString(consolePage('workbench', workbench));
    const doc = parse(html);
    expect(doc.querySelector('h1')?.textContent).toBe('Overview');
    const nav = doc.querySelector('nav[aria-label="Console sections"]');
    const links = [...(nav?.querySelectorAll('a') ?? [])];
    expect(links.map((a) => a.getAttribute('href'))).toContain(
      `/iadmin/${SCHOOL_ID}/management/audit-log?sxz-lang=en_US`,
    );
    expect(nav?.querySelector('[aria-current="page"]')?.textContent).toBe('Overview');
    const text = doc.body.textContent ?? '';
    expect(text).toContain('Open feedback');
    expect(text).toContain('Ada: Navigation — update');
  });

  it('renders the audit log with the changed fields only', async () => {
    const { html } = await renderToString(
      consolePage('audit-log', { filter: {}, page: { records: [entry], total: 1 } }, 'ar_SA'),
    );
    const doc = parse(html);
    expect(doc.documentElement.getAttribute('dir')).toBe('rtl');
    const rows = [...doc.querySelectorAll('tbody tr')].map((row) => row.textContent);
    expect(rows).toEqual(['title"Home""Start"']);
  });

  it('sends the console texts only with console pages', async () => {
    const { html } = await renderToString(makeBootstrap(`/portal/${SCHOOL_ID}?sxz-lang=en_US`));
    expect(html).not.toContain('console.section.workbench');
    expect(html).not.toContain('Console sections');
  });
});

describe('changedFields', () => {
  it('lists the keys whose values differ, added and removed ones included', () => {
    expect(changedFields({ a: 1, b: 2 }, { a: 1, b: 3, c: 'x' })).toEqual([
      { field: 'b', before: '2', after: '3' },
      { field: 'c', before: null, after: '"x"' },
    ]);
    expect(changedFields(null, { a: 1 })).toEqual([{ field: 'value', before: null, after: '{"a":1}' }]);
    expect(changedFields('x', 'x')).toEqual([]);
  });
});
