/**
 * The audit log (issue 13 §4): every admin write records who, when, which school, which area and entity, and
 * JSON snapshots before and after — in the write's own transaction, so a change and its record land together or
 * not at all. Nothing updates or deletes these rows.
 */
import { CONSOLE_LIMITS, type ConsoleArea } from '@portico/core';
import type { AuditEntry, AuditFilter, AuditPage } from '@portico/contracts';
import type { Kysely } from 'kysely';
import { newId } from '../../db/ids.ts';
import type { Database } from '../../db/schema.ts';

export interface AuditRecord {
  schoolId: string;
  actorId: string | null;
  area: ConsoleArea;
  action: string;
  entity: string;
  entityId: string | null;
  before: unknown;
  after: unknown;
}

function snapshot(value: unknown): string | null {
  if (value === undefined || value === null) return null;
  const json = JSON.stringify(value);
  if (json.length <= CONSOLE_LIMITS.AUDIT_SNAPSHOT_MAX) return json;
  return JSON.stringify({ truncated: true, preview: json.slice(0, CONSOLE_LIMITS.AUDIT_SNAPSHOT_MAX) });
}

export async function recordAudit(trx: Kysely<Database>, record: AuditRecord): Promise<void> {
  await trx
    .insertInto('audit_log')
    .values({
      id: newId(),
      school_id: record.schoolId,
      actor_id: record.actorId,
      area: record.area,
      action: record.action,
      entity: record.entity,
      entity_id: record.entityId,
      before_json: snapshot(record.before),
      after_json: snapshot(record.after),
      created_at: new Date().toISOString(),
    })
    .execute();
}

const parse = (json: string | null): unknown => (json === null ? null : (JSON.parse(json) as unknown));

/** Escapes LIKE wildcards so a filter text matches literally. */
const likeText = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export async function listAudit(
  db: Kysely<Database>,
  schoolId: string,
  filter: AuditFilter,
): Promise<AuditPage> {
  const page = filter.page ?? 1;
  const size = CONSOLE_LIMITS.AUDIT_PAGE_SIZE;
  let query = db
    .selectFrom('audit_log')
    .leftJoin('users', 'users.id', 'audit_log.actor_id')
    .where('audit_log.school_id', '=', schoolId);
  if (filter.area) query = query.where('audit_log.area', '=', filter.area);
  if (filter.actorId) query = query.where('audit_log.actor_id', '=', filter.actorId);
  if (filter.from) query = query.where('audit_log.created_at', '>=', `${filter.from}T00:00:00.000Z`);
  if (filter.to) query = query.where('audit_log.created_at', '<=', `${filter.to}T23:59:59.999Z`);
  const q = filter.q?.trim();
  if (q) {
    const pattern = likeText(q.toLowerCase());
    query = query.where((eb) =>
      eb.or([
        eb(eb.fn('lower', ['audit_log.action']), 'like', eb.val(pattern)),
        eb(eb.fn('lower', ['audit_log.entity']), 'like', eb.val(pattern)),
        eb('audit_log.entity_id', 'like', pattern),
      ]),
    );
  }
  const [rows, count] = await Promise.all([
    query
      .select([
        'audit_log.id',
        'audit_log.school_id',
        'audit_log.actor_id',
        'audit_log.area',
        'audit_log.action',
        'audit_log.entity',
        'audit_log.entity_id',
        'audit_log.before_json',
        'audit_log.after_json',
        'audit_log.created_at',
        'users.nick_name',
        'users.real_name',
        'users.email',
      ])
      .orderBy('audit_log.created_at', 'desc')
      .orderBy('audit_log.id', 'desc')
      .limit(size)
      .offset((page - 1) * size)
      .execute(),
    query.select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirst(),
  ]);
  return {
    total: Number(count?.n ?? 0),
    records: rows.map((row): AuditEntry => ({
      id: row.id,
      schoolId: row.school_id,
      actorId: row.actor_id,
      actorName: row.nick_name ?? row.real_name ?? row.email ?? '--',
      area: row.area,
      action: row.action,
      entity: row.entity,
      entityId: row.entity_id,
      before: parse(row.before_json),
      after: parse(row.after_json),
      createdAt: row.created_at,
    })),
  };
}
