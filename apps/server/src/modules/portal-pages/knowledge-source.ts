/**
 * What a knowledge row lists (issue 27 item 2): the school's newest published knowledge articles. Knowledge itself
 * (issue 27 item 1, `modules/knowledge`) is built in parallel; until it is wired in at merge the row reads
 * through this interface from `EMPTY_KNOWLEDGE_SOURCE` and shows its empty state. Implementations must return
 * only published articles of `schoolId` (never under review, never another school's).
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

export const EMPTY_KNOWLEDGE_SOURCE: KnowledgeRowSource = {
  latestPublished: async () => [],
};
