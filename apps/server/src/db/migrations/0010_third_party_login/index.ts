/**
 * The O3 school's single sign-on (issue 14 item 1):
 * - `third_login_flows`: one OpenID Connect authorization-code flow. Created by the start (state as a SHA-256
 *   hash, nonce, PKCE verifier, the validated target path), consumed once by the callback (`used_at`); when the
 *   verified identity is not bound yet, the callback stores it here with a bind ticket (hash) the bind call must
 *   present. Short-lived: `expires_at` (the flow) and `ticket_expires_at` (the bind).
 * - `third_party_identities`: a provider's subject bound to a local account, per school and issuer.
 * Schema builder only (SQLite and PostgreSQL alike). Frozen once released.
 */
import type { Kysely } from 'kysely';
import { addColumn, type Builder, type ColumnKind } from '../0001_initial/column-kinds.ts';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a migration must not follow later table types
type AnyDb = Kysely<any>;

const TABLES: Array<{ name: string; columns: Record<string, ColumnKind>; unique: string[][] }> = [
  {
    name: 'third_login_flows',
    columns: {
      id: 'pk',
      school_id: 'ref:schools',
      state_hash: 'unique!',
      nonce: 'text!',
      code_verifier: 'text!',
      target_url: 'text!',
      lang: 'text!',
      created_at: 'text!',
      expires_at: 'text!',
      used_at: 'text',
      ticket_hash: 'unique?',
      ticket_expires_at: 'text',
      issuer: 'text',
      subject: 'text',
      email: 'text',
      name: 'text',
      bound_at: 'text',
    },
    unique: [],
  },
  {
    name: 'third_party_identities',
    columns: {
      id: 'pk',
      school_id: 'ref:schools',
      issuer: 'text!',
      subject: 'text!',
      user_id: 'ref:users',
      email: 'text',
      name: 'text',
      created_at: 'text!',
      last_login_at: 'text',
    },
    unique: [
      ['school_id', 'issuer', 'subject'],
      ['school_id', 'issuer', 'user_id'],
    ],
  },
];

const INDEXES: Array<[string, string[]]> = [['third_login_flows', ['expires_at']]];

export async function up(db: AnyDb): Promise<void> {
  for (const spec of TABLES) {
    let table = db.schema.createTable(spec.name) as Builder;
    for (const [column, kind] of Object.entries(spec.columns)) table = addColumn(table, column, kind);
    for (const columns of spec.unique) {
      table = table.addUniqueConstraint(`${spec.name}_${columns.join('_')}_unique`, columns);
    }
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
  for (const [table, columns] of INDEXES) {
    await db.schema
      .dropIndex(`idx_${table}_${columns.join('_')}`)
      .ifExists()
      .execute();
  }
  for (const spec of [...TABLES].reverse()) await db.schema.dropTable(spec.name).ifExists().execute();
}
