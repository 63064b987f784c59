/** Switching fixtures (contracts §7): alliances, config entries and list helpers over `app.inject`. */
import type { Kysely } from 'kysely';
import { newId } from '../../src/db/ids.ts';
import type { Database } from '../../src/db/schema.ts';
import type { App } from '../../src/app.ts';
import { send, type CookieJar } from './session.ts';

/** A new alliance of the given schools. */
export async function createAlliance(db: Kysely<Database>, schoolIds: string[]): Promise<string> {
  const id = newId();
  const now = new Date().toISOString();
  await db
    .insertInto('alliances')
    .values({ id, name: `Alliance ${id}`, created_at: now })
    .execute();
  await db
    .insertInto('alliance_schools')
    .values(schoolIds.map((school_id) => ({ alliance_id: id, school_id, joined_at: now })))
    .execute();
  return id;
}

/** Sets (or replaces) one config entry. */
export async function setConfig(db: Kysely<Database>, schoolId: string, type: string, value: string) {
  await db
    .insertInto('config_entries')
    .values({ school_id: schoolId, config_type: type, config_value: value })
    .onConflict((conflict) =>
      conflict.columns(['school_id', 'config_type']).doUpdateSet({ config_value: value }),
    )
    .execute();
}

interface ListRecord {
  id: string;
  name: string;
  isPermission: boolean;
  onLearnHeadcount: number;
  coursesNumber: number;
  newestCourseName: string | null;
  childrenPage: { records: ListRecord[]; total: number } | null;
}

/** GET a list call; `data` is `{ records, total }` on 200. */
export async function list(app: App, jar: CookieJar | null, url: string) {
  const response = await send(app, jar, { url });
  const body = response.json();
  return {
    status: response.statusCode,
    body,
    records: (body.data?.records ?? []) as ListRecord[],
    total: body.data?.total as number,
    ids: ((body.data?.records ?? []) as ListRecord[]).map((record) => record.id),
  };
}

export const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
