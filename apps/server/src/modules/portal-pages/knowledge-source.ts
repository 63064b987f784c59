/**
 * What a knowledge row lists (issue 27 item 2): the school's newest published knowledge articles, read through
 * this interface (`modules/knowledge/portal.ts` `knowledgeRowSource`; a test may pass its own). Implementations
 * must return only published articles of `schoolId` (never under review, never another school's).
 */
import type { LanguageCode } from '@portico/core';

export interface KnowledgeRowItem {
  id: string;
  title: string;
  /** Where the card opens (the article's knowledgeDetail.htm link). */
  url: string;
}

export interface KnowledgeRowSource {
  latestPublished(input: {
    schoolId: string;
    lang: LanguageCode;
    limit: number;
  }): Promise<KnowledgeRowItem[]>;
}
