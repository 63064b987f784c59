/**
 * Retrieval for the AI assistant (issue 11 §2): the question's keywords (core questionKeywords) looked up with the
 * school's own course search (search module, sub-schools included, nothing recorded), merged so a course matching
 * more keywords — and ranked higher by the search — comes first.
 */
import { API_LIMITS, questionKeywords, type LanguageCode } from '@portico/core';
import type { SearchHit } from '@portico/contracts';
import type { Kysely } from 'kysely';
import type { Viewer } from '../../auth/viewer.ts';
import type { DbEngine } from '../../db/connection.ts';
import type { Database } from '../../db/schema.ts';
import { runSchoolSearch } from '../search/run-search.ts';

const PER_KEYWORD = 10;

export async function retrieveCourses(
  db: Kysely<Database>,
  engine: DbEngine,
  /** `lang`: the asker's page language, which the courses' names, descriptions and categories are given in. */
  input: { schoolId: string; viewer: Viewer; question: string; lang: LanguageCode },
): Promise<{ keywords: string[]; courses: SearchHit[] }> {
  const keywords = questionKeywords(input.question);
  const scored = new Map<string, { hit: SearchHit; score: number }>();
  for (const keyword of keywords) {
    const { records } = await runSchoolSearch(db, engine, {
      schoolId: input.schoolId,
      viewer: input.viewer,
      keyword,
      categoryId: null,
      page: 1,
      pageSize: PER_KEYWORD,
      includeSubSchools: true,
      record: false,
      clientAddress: null,
      lang: input.lang,
    });
    records.forEach((hit, rank) => {
      const entry = scored.get(hit.id) ?? { hit, score: 0 };
      entry.score += 100 - rank;
      scored.set(hit.id, entry);
    });
  }
  const courses = [...scored.values()]
    .sort((a, b) => b.score - a.score)
    .slice(0, API_LIMITS.AI_COURSES)
    .map((entry) => entry.hit);
  return { keywords, courses };
}
