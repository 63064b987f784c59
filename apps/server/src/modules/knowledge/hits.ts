/**
 * Knowledge in the school's search (issue 27): the published articles and live library documents matching the
 * keyword, titled in the reader's language (else the school's default), for the first page of a keyword search.
 */
import { ARTICLE_LIMITS, richTextToPlain, type LanguageCode } from '@portico/core';
import type { KnowledgeHit } from '@portico/contracts';
import type { Kysely } from 'kysely';
import type { DbEngine } from '../../db/connection.ts';
import type { Database } from '../../db/schema.ts';
import { matchKnowledge } from './search.ts';

const SEARCH_HITS = 10;

const pick = (json: string, lang: LanguageCode | undefined): string => {
  const texts = JSON.parse(json) as Record<string, string>;
  return (lang && texts[lang]) || Object.values(texts)[0] || '';
};

export async function knowledgeHits(
  db: Kysely<Database>,
  engine: DbEngine,
  input: { schoolIds: string[]; keyword: string; lang?: LanguageCode },
): Promise<KnowledgeHit[]> {
  const matches = await matchKnowledge(db, engine, { ...input, limit: SEARCH_HITS });
  const articleIds = matches.filter((m) => m.kind === 'article').map((m) => m.item_id);
  const documentIds = matches.filter((m) => m.kind === 'document').map((m) => m.item_id);
  const [articles, documents] = await Promise.all([
    articleIds.length
      ? db
          .selectFrom('articles')
          .select(['id', 'title', 'body'])
          .where('school_id', 'in', input.schoolIds)
          .where('id', 'in', articleIds)
          .where('status', '=', 1)
          .execute()
      : [],
    documentIds.length
      ? db
          .selectFrom('knowledge_documents as d')
          .innerJoin('knowledge_libraries as l', 'l.id', 'd.library_id')
          .select(['d.id', 'd.library_id', 'd.title', 'l.title as lib_title'])
          .where('d.school_id', 'in', input.schoolIds)
          .where('d.id', 'in', documentIds)
          .where('l.status', '=', 1)
          .execute()
      : [],
  ]);
  const byId = new Map<string, KnowledgeHit>();
  for (const row of articles) {
    const plain = Array.from(richTextToPlain(row.body));
    byId.set(row.id, {
      kind: 'article',
      id: row.id,
      libId: null,
      title: pick(row.title, input.lang),
      excerpt: plain.slice(0, ARTICLE_LIMITS.EXCERPT_CHARS).join(''),
    });
  }
  for (const row of documents) {
    byId.set(row.id, {
      kind: 'document',
      id: row.id,
      libId: row.library_id,
      title: row.title,
      excerpt: pick(row.lib_title, input.lang),
    });
  }
  return matches.flatMap((m) => byId.get(m.item_id) ?? []);
}
