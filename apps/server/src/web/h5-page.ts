/**
 * Which school and language the `/h5/` mobile pages are for. The hash route never reaches the server, so this
 * reads the page's own query — where the desktop redirect puts the school and sxz-lang (core
 * MobileRedirectCarry) — and, when the query names no school, takes the site's community school (the first
 * top-level O3 school): a bare `/h5/#/pages/…` link then shows the community it was shared from. The client may
 * still ask again for a school its hash or local storage names (apps/web/src/h5/entry-h5.ts).
 */
import { TENANT_QUERY_KEYS, type LanguageCode } from '@portico/core';
import type { H5SchoolSource } from '@portico/contracts';
import type { Kysely } from 'kysely';
import type { AppConfig } from '../config/env.ts';
import type { Database } from '../db/schema.ts';
import { findSchoolById, type SchoolRow } from '../repositories/schools.ts';
import { resolvePage } from './bootstrap.ts';

export interface H5Page {
  lang: LanguageCode;
  school: SchoolRow | null;
  schoolSource: H5SchoolSource;
}

export async function resolveH5Page(
  db: Kysely<Database>,
  config: AppConfig,
  request: { url: string; host: string },
): Promise<H5Page> {
  const { lang, query, school } = await resolvePage(db, config, request);
  if (TENANT_QUERY_KEYS.some((key) => (query.get(key) ?? '').trim() !== '')) {
    return { lang, school, schoolSource: 'query' };
  }
  const community = await db
    .selectFrom('schools')
    .select('id')
    .where('kind', '=', 'o3')
    .where('parent_id', 'is', null)
    .orderBy('id')
    .executeTakeFirst();
  const fallback = community ? ((await findSchoolById(db, community.id)) ?? null) : null;
  return { lang, school: fallback, schoolSource: fallback ? 'community' : 'none' };
}
