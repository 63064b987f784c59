/**
 * Issue 25 item 4: knowledge articles of the O3 community. Readers list and read the published ones; the
 * school's creators write drafts in the O3 creation center, through the course's review path.
 */
export const O3_ARTICLES_API_PATHS = {
  /** GET published articles, newest first (?tag=&page=). */
  articles: '/api/o3articles/v1/:schoolId/articles',
  /** GET one published article. */
  article: '/api/o3articles/v1/:schoolId/articles/:articleId',
  /** GET the viewer's drafts (and the review queue for admins); POST a new article (its first draft). */
  drafts: '/api/o3articles/v1/:schoolId/drafts',
  /** GET the draft; PUT save it (versioned); DELETE an article never published. */
  draft: '/api/o3articles/v1/:schoolId/drafts/:articleId',
  /** POST submit, withdraw, approve, reject (with a comment), publish, unpublish — with the draft version seen. */
  transition: '/api/o3articles/v1/:schoolId/drafts/:articleId/:action',
} as const;
