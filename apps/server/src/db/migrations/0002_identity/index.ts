/**
 * Identity (issue 3): access sessions, rotating refresh tokens, login attempts (rate limiting), authorization codes
 * and school invitation codes. Schema builder only, so it runs on SQLite and PostgreSQL alike. Frozen once
 * released: later changes go in new migrations.
 */
import type { Kysely } from 'kysely';
import { addColumn, type Builder, type TableSpec } from '../0001_initial/column-kinds.ts';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a migration must not follow later table types
type AnyDb = Kysely<any>;

/** Tokens and codes are stored as SHA-256 hex digests only; timestamps are ISO text (see ../../schema.ts). */
const TABLES: TableSpec[] = [
  {
    name: 'sessions',
    columns: {
      id: 'pk',
      token_hash: 'unique!',
      user_id: 'ref:users',
      family_id: 'text!',
      expires_at: 'text!',
      revoked_at: 'text',
      created_at: 'text!',
    },
  },
  {
    name: 'refresh_tokens',
    columns: {
      id: 'pk',
      token_hash: 'unique!',
      family_id: 'text!',
      user_id: 'ref:users',
      parent_id: 'text',
      used_at: 'text',
      revoked_at: 'text',
      expires_at: 'text!',
      created_at: 'text!',
    },
  },
  // key: 'account:<normalised account>' or 'ip:<address>'; one row per failed login.
  { name: 'login_attempts', columns: { id: 'pk', key: 'text!', at: 'text!' } },
  {
    name: 'auth_codes',
    columns: {
      id: 'pk',
      code_hash: 'unique!',
      user_id: 'ref:users',
      school_id: 'ref?:schools',
      created_at: 'text!',
      expires_at: 'text!',
      used_at: 'text',
    },
  },
  {
    name: 'school_invites',
    columns: {
      id: 'pk',
      school_id: 'ref:schools',
      code: 'unique!',
      expires_at: 'text',
      created_at: 'text!',
    },
  },
];

const INDEXES: Array<[string, string[]]> = [
  ['sessions', ['user_id']],
  ['sessions', ['family_id']],
  ['refresh_tokens', ['family_id']],
  ['refresh_tokens', ['user_id']],
  ['login_attempts', ['key', 'at']],
  ['auth_codes', ['user_id', 'created_at']],
  ['school_invites', ['school_id']],
  // Agreement status looks up one user's signatures in one school.
  ['agreement_signatures', ['school_id', 'user_id']],
];

export async function up(db: AnyDb): Promise<void> {
  for (const spec of TABLES) {
    let table = db.schema.createTable(spec.name) as Builder;
    for (const [column, kind] of Object.entries(spec.columns)) table = addColumn(table, column, kind);
    await table.execute();
  }
  for (const [table, columns] of INDEXES) {
    await db.schema
      .createIndex(`idx_${table}_${columns.join('_')}`)
      .on(table)
      .columns(columns)
      .execute();
  }
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropIndex('idx_agreement_signatures_school_id_user_id').ifExists().execute();
  for (const spec of [...TABLES].reverse()) await db.schema.dropTable(spec.name).ifExists().execute();
}
