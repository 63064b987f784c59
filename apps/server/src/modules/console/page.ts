/** First-paint data of the console's own sections (web/console-page.ts): the workbench and the audit log. */
import { CONSOLE_AREAS, CONSOLE_LIMITS, type ConsoleArea } from '@portico/core';
import type { AuditFilter, AuditPage, Workbench } from '@portico/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { SchoolRow } from '../../repositories/schools.ts';
import { listAudit } from './audit.ts';
import { readVersions } from '../../shared/config-versions.ts';

const countOf = (row: { n: number | string | bigint } | undefined) => Number(row?.n ?? 0);

export async function loadWorkbench({
  db,
  school,
}: {
  db: Kysely<Database>;
  school: SchoolRow;
}): Promise<Workbench> {
  const byRole = db
    .selectFrom('memberships')
    .select(['role', (eb) => eb.fn.countAll<number | string>().as('n')])
    .where('school_id', '=', school.id)
    .where('status', '=', 'active')
    .groupBy('role');
  const [roles, courses, subSchools, openFeedback, versions, recent] = await Promise.all([
    byRole.execute(),
    db
      .selectFrom('courses')
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .where('school_id', '=', school.id)
      .where('status', '=', 1)
      .executeTakeFirst(),
    db
      .selectFrom('schools')
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .where('parent_id', '=', school.id)
      .executeTakeFirst(),
    db
      .selectFrom('feedback')
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .where('school_id', '=', school.id)
      .where('status', '=', 'open')
      .executeTakeFirst(),
    readVersions(db, school.id),
    listAudit(db, school.id, { page: 1 }),
  ]);
  const role = (name: string) => Number(roles.find((r) => r.role === name)?.n ?? 0);
  return {
    school: {
      id: school.id,
      name: school.name,
      nameEn: school.name_en,
      openSchool: school.open_school,
      parentId: school.parent_id,
    },
    counts: {
      members: roles.reduce((sum, r) => sum + Number(r.n), 0),
      admins: role('admin'),
      lecturers: role('lecturer'),
      courses: countOf(courses),
      subSchools: countOf(subSchools),
      openFeedback: countOf(openFeedback),
    },
    versions,
    recentAudit: recent.records.slice(0, 5),
  };
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const ID = /^\d{19}$/;

/** The URL's filters, leniently: a malformed value is no filter (like the search page), never an error. */
function auditFilterFromQuery(query: URLSearchParams): AuditFilter {
  const filter: AuditFilter = {};
  const page = Number(query.get('page'));
  if (Number.isInteger(page) && page >= 1 && page <= 10_000) filter.page = page;
  const area = query.get('area');
  if (area && CONSOLE_AREAS.includes(area as ConsoleArea)) filter.area = area as ConsoleArea;
  const actorId = query.get('actorId');
  if (actorId && ID.test(actorId)) filter.actorId = actorId;
  const q = query.get('q')?.trim();
  if (q) filter.q = Array.from(q).slice(0, CONSOLE_LIMITS.AUDIT_FILTER_MAX).join('');
  for (const key of ['from', 'to'] as const) {
    const value = query.get(key);
    if (value && DATE.test(value)) filter[key] = value;
  }
  return filter;
}

export async function loadAuditSection({
  db,
  school,
  query,
}: {
  db: Kysely<Database>;
  school: SchoolRow;
  query: URLSearchParams;
}): Promise<{ filter: AuditFilter; page: AuditPage }> {
  const filter = auditFilterFromQuery(query);
  return { filter, page: await listAudit(db, school.id, filter) };
}
