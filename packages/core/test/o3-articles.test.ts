import { describe, expect, it } from 'vitest';
import { ARTICLE_LIMITS, cleanArticleTags, isArticleAuthor } from '../src/index.ts';

describe('cleanArticleTags', () => {
  it('collapses white space, drops blanks and keeps the first spelling of a tag', () => {
    expect(cleanArticleTags(['  Type  Script ', '', 'type script', 'RTL'])).toEqual(['Type Script', 'RTL']);
  });

  it('accepts exactly TAGS_MAX tags and refuses one more', () => {
    const tags = Array.from({ length: ARTICLE_LIMITS.TAGS_MAX }, (_, i) => `t${i}`);
    expect(cleanArticleTags(tags)).toHaveLength(ARTICLE_LIMITS.TAGS_MAX);
    expect(cleanArticleTags([...tags, 'one more'])).toBeNull();
    // A duplicate does not count toward the limit.
    expect(cleanArticleTags([...tags, 'T0'])).toHaveLength(ARTICLE_LIMITS.TAGS_MAX);
  });

  it('accepts a tag of TAG_MAX characters (counted as characters, not UTF-16 units) and refuses a longer one', () => {
    expect(cleanArticleTags(['字'.repeat(ARTICLE_LIMITS.TAG_MAX)])).toHaveLength(1);
    expect(cleanArticleTags(['😀'.repeat(ARTICLE_LIMITS.TAG_MAX)])).toHaveLength(1);
    expect(cleanArticleTags(['a'.repeat(ARTICLE_LIMITS.TAG_MAX + 1)])).toBeNull();
  });
});

describe('isArticleAuthor', () => {
  it('is the course creator rule: lecturers, admins and flagged members, not plain members or visitors', () => {
    expect(isArticleAuthor({ role: 'admin', creator: false })).toBe(true);
    expect(isArticleAuthor({ role: 'lecturer', creator: false })).toBe(true);
    expect(isArticleAuthor({ role: 'member', creator: true })).toBe(true);
    expect(isArticleAuthor({ role: 'member', creator: false })).toBe(false);
    expect(isArticleAuthor(null)).toBe(false);
  });
});
