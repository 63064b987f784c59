/**
 * The only engine-specific SQL of search (contracts §6 "Matching"). Both engines implement the same rule —
 * a case-insensitive substring of the course name or category title (in any of their languages), description or
 * lecturer name — and the same
 * rank: 0 name, 1 lecturer or category, 2 description. Everything else (filters, order, paging, counting) is one
 * shared query in ./course-search.ts. Every value is a bound parameter; LIKE wildcards in the keyword are escaped
 * and the FTS5 keyword is a quoted phrase, so user input is always literal text.
 */
import { sql, type RawBuilder } from 'kysely';
import type { DbEngine } from '../../db/connection.ts';
import { searchText } from '../../db/search-index.ts';
import { escapeLike } from '../../shared/sql-like.ts';

export interface KeywordSql {
  /** FROM clause exposing courses as `c` and their category as `cat`. */
  from: RawBuilder<unknown>;
  /** The matching condition. */
  where: RawBuilder<unknown>;
  /** 0 name · 1 lecturer or category · 2 description. */
  rank: RawBuilder<unknown>;
}

const CATEGORY_JOIN = sql`LEFT JOIN categories cat ON cat.id = c.category_id AND cat.school_id = c.school_id`;

/** Without a keyword (category browsing) every course matches with the same rank. */
const ALL_COURSES: KeywordSql = {
  from: sql`courses c ${CATEGORY_JOIN}`,
  where: sql`1 = 1`,
  rank: sql`0`,
};

/** Trigrams need three characters (code points); shorter keywords use LIKE on both engines. */
const TRIGRAM = 3;

/** An FTS5 phrase: inside double quotes (doubled when in the keyword) operators like OR, NEAR( or * are text. */
const ftsPhrase = (keyword: string) => `"${keyword.replaceAll('"', '""')}"`;

function rankOf(contains: (column: RawBuilder<unknown>) => RawBuilder<unknown>, texts: SearchTexts) {
  return sql`CASE WHEN ${contains(texts.name)} THEN 0 WHEN ${contains(texts.lecturer)} OR ${contains(
    texts.category,
  )} THEN 1 ELSE 2 END`;
}

interface SearchTexts {
  name: RawBuilder<unknown>;
  description: RawBuilder<unknown>;
  category: RawBuilder<unknown>;
  lecturer: RawBuilder<unknown>;
}

const anyOf = (contains: (column: RawBuilder<unknown>) => RawBuilder<unknown>, texts: SearchTexts) =>
  sql`(${sql.join(
    [texts.name, texts.description, texts.category, texts.lecturer].map(contains),
    sql` OR `,
  )})`;

/**
 * SQLite: the FTS5 trigram table `course_search` holds the folded texts (src/db/search-index.ts). One MATCH
 * narrows to the tenant's rows (`school_id` is tokenised: a 19-digit phrase equals the whole column) and, for
 * keywords of three characters or more, to the keyword's trigrams within the four text columns (a column
 * filter, so user text never matches an id). `instr` re-checks the exact substring on the folded text, which
 * also tells which field matched; shorter keywords use LIKE on the tenant's rows. CROSS JOIN makes SQLite drive
 * the join from the FTS result (the other order would re-run the MATCH per course).
 */
function sqliteKeyword(keyword: string, schoolIds: readonly string[]): KeywordSql {
  const folded = searchText(keyword);
  const texts: SearchTexts = {
    name: sql`s.name`,
    description: sql`s.description`,
    category: sql`s.category`,
    lecturer: sql`s.lecturer`,
  };
  const has = (column: RawBuilder<unknown>) => sql`instr(${column}, ${folded}) > 0`;
  const like = (column: RawBuilder<unknown>) => sql`${column} LIKE ${`%${escapeLike(folded)}%`} ESCAPE '\\'`;
  const tenant = `school_id : (${schoolIds.map(ftsPhrase).join(' OR ')})`;
  const trigram = Array.from(folded).length >= TRIGRAM;
  const match = trigram
    ? `${tenant} AND {name description category lecturer} : ${ftsPhrase(folded)}`
    : tenant;
  return {
    from: sql`course_search s CROSS JOIN courses c ON c.id = s.course_id ${CATEGORY_JOIN}`,
    where: sql`s.course_search MATCH ${match} AND ${anyOf(trigram ? has : like, texts)}`,
    rank: rankOf(has, texts),
  };
}

/**
 * PostgreSQL: `lower(column) LIKE lower(pattern)` — the index-assisted form of ILIKE, served by the pg_trgm GIN
 * indexes on lower(column) of migration 0003 (keywords under three characters yield no trigrams and are filtered
 * after the school lookup instead). The keyword is lowered by the same `lower()` as the columns.
 */
function postgresKeyword(keyword: string): KeywordSql {
  const texts: SearchTexts = {
    name: sql`lower(c.name)`,
    description: sql`lower(c.description)`,
    category: sql`lower(cat.title)`,
    lecturer: sql`lower(c.lecturer_name)`,
  };
  const pattern = `%${escapeLike(keyword)}%`;
  const like = (column: RawBuilder<unknown>) => sql`${column} LIKE lower(${pattern}) ESCAPE '\\'`;
  // Issue 23 item 8: a course's name or its category's title in another language (content_translations)
  // matches like the row's own (SQLite indexes them in course_search); the correlated lookups use that table's
  // unique key (school, entity, id, field), one probe per candidate course.
  const translated = (entity: 'course' | 'category', id: RawBuilder<unknown>, field: string) =>
    sql`EXISTS (SELECT 1 FROM content_translations t WHERE t.school_id = c.school_id AND t.entity = ${entity} AND t.entity_id = ${id} AND t.field = ${field} AND ${like(sql`lower(t.value)`)})`;
  const contains = (column: RawBuilder<unknown>) => {
    if (column === texts.name) return sql`(${like(column)} OR ${translated('course', sql`c.id`, 'name')})`;
    if (column === texts.category)
      return sql`(${like(column)} OR ${translated('category', sql`c.category_id`, 'title')})`;
    return like(column);
  };
  return { from: ALL_COURSES.from, where: anyOf(contains, texts), rank: rankOf(contains, texts) };
}

export function keywordSql(engine: DbEngine, keyword: string, schoolIds: readonly string[]): KeywordSql {
  if (keyword === '') return ALL_COURSES;
  return engine === 'sqlite' ? sqliteKeyword(keyword, schoolIds) : postgresKeyword(keyword);
}
