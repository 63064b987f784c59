/**
 * Knowledge full text (issue 27): which published articles and live library documents of these schools match a
 * keyword, over `knowledge_search` (db/knowledge-index.ts keeps it in step on publish, unpublish, add and
 * remove). The course search's rule on both engines (modules/search/engine-sql.ts): a case-insensitive substring
 * of the folded texts. SQLite: one FTS5 MATCH narrows to the schools and, from three characters (trigrams; CJK
 * included), to the keyword, then `instr` re-checks the exact substring; shorter keywords use LIKE on the
 * schools' rows. PostgreSQL: LIKE on the folded columns, served by their pg_trgm GIN indexes. Bound parameters
 * only; LIKE wildcards escaped and the FTS keyword quoted, so user text stays literal.
 */
import { sql, type Kysely } from 'kysely';
import type { DbEngine } from '../../db/connection.ts';
import type { Database } from '../../db/schema.ts';
import { searchText } from '../../db/search-index.ts';

export interface KnowledgeMatch {
  item_id: string;
  kind: string;
  library_id: string | null;
}

const escapeLike = (keyword: string) => keyword.replace(/[\\%_]/g, '\\$&');
const ftsPhrase = (text: string) => `"${text.replaceAll('"', '""')}"`;

export async function matchKnowledge(
  db: Kysely<Database>,
  engine: DbEngine,
  input: { schoolIds: readonly string[]; keyword: string; kind?: 'article' | 'document'; limit: number },
): Promise<KnowledgeMatch[]> {
  const folded = searchText(input.keyword.trim());
  if (folded === '' || input.schoolIds.length === 0) return [];
  const pattern = `%${escapeLike(folded)}%`;
  const kind = input.kind ? sql`AND k.kind = ${input.kind}` : sql``;
  if (engine === 'sqlite') {
    const tenant = `school_id : (${input.schoolIds.map(ftsPhrase).join(' OR ')})`;
    const trigram = Array.from(folded).length >= 3;
    const match = trigram ? `${tenant} AND {title body} : ${ftsPhrase(folded)}` : tenant;
    const contains = trigram
      ? sql`(instr(k.title, ${folded}) > 0 OR instr(k.body, ${folded}) > 0)`
      : sql`(k.title LIKE ${pattern} ESCAPE '\\' OR k.body LIKE ${pattern} ESCAPE '\\')`;
    const { rows } = await sql<KnowledgeMatch>`
      SELECT k.item_id, k.kind, k.library_id FROM knowledge_search k
      WHERE k.knowledge_search MATCH ${match} AND ${contains} ${kind}
      ORDER BY CASE WHEN instr(k.title, ${folded}) > 0 THEN 0 ELSE 1 END, k.rowid DESC
      LIMIT ${input.limit}`.execute(db);
    return rows;
  }
  const { rows } = await sql<KnowledgeMatch>`
    SELECT k.item_id, k.kind, k.library_id FROM knowledge_search k
    WHERE k.school_id IN (${sql.join([...input.schoolIds])})
      AND (k.title LIKE ${pattern} ESCAPE '\\' OR k.body LIKE ${pattern} ESCAPE '\\') ${kind}
    ORDER BY CASE WHEN k.title LIKE ${pattern} ESCAPE '\\' THEN 0 ELSE 1 END, k.item_id DESC
    LIMIT ${input.limit}`.execute(db);
  return rows;
}
