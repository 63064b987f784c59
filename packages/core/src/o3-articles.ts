/**
 * Knowledge articles of the O3 community (issue 25 item 4): the limits of an article's draft and how its tags are
 * cleaned. Its review path is the course's (authoring.ts `authoringTransition`): one state machine for both.
 */

export const ARTICLE_LIMITS = {
  /** A title in one language. */
  TITLE_MAX: 120,
  /** The HTML body before sanitising (the server refuses more). */
  BODY_HTML_MAX: 100_000,
  TAGS_MAX: 8,
  TAG_MAX: 30,
  /** Articles a list answers at once. */
  PAGE_SIZE: 20,
  /** Characters of plain text a list shows of each article. */
  EXCERPT_CHARS: 160,
} as const;

/**
 * Tags as stored: white space collapsed, blanks dropped, the first spelling of a tag kept when another differs only
 * in case (so "TypeScript" and "typescript" are one tag). Returns null when there are too many or one is too long.
 */
export function cleanArticleTags(tags: readonly string[]): string[] | null {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const raw of tags) {
    const tag = raw.replace(/\s+/g, ' ').trim();
    if (tag === '') continue;
    if (Array.from(tag).length > ARTICLE_LIMITS.TAG_MAX) return null;
    const key = tag.toLowerCase();
    if (seen.has(key)) continue;
    seen.add(key);
    out.push(tag);
  }
  return out.length > ARTICLE_LIMITS.TAGS_MAX ? null : out;
}

/**
 * Who writes knowledge articles in the O3 school: the school's creators (authoring.ts `isCourseCreator`: its
 * lecturers and admins, and members flagged `creator`). A plain member posts in the community but does not
 * publish knowledge.
 */
export { isCourseCreator as isArticleAuthor } from './authoring.ts';
