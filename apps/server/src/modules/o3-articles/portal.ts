/**
 * The community portal's "Knowledge" list (issue 25 item 4): the newest published articles with their bodies, so
 * the portal's first paint reads them in place. Issue 27's knowledge portal will list them at full length.
 */
import type { CommunityPageData } from '@portico/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { SchoolRow } from '../../repositories/schools.ts';
import { sectionLanguages } from '../console-content/languages.ts';
import { presentPublished } from './presenter.ts';
import { publishedArticles } from './queries.ts';

const PORTAL_ARTICLES = 5;

export async function portalKnowledge(
  db: Kysely<Database>,
  school: SchoolRow,
): Promise<NonNullable<CommunityPageData['knowledge']>> {
  const [{ rows, total }, { defaultLang }] = await Promise.all([
    publishedArticles(db, school.id, { page: 1, size: PORTAL_ARTICLES }),
    sectionLanguages(db, school),
  ]);
  return { articles: await presentPublished(db, rows), total, defaultLang };
}
