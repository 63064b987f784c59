/**
 * Issue 27 item 1: the knowledge portal of every school — articles (the `articles` table of issue 25 item 4, the
 * same draft and review path) and document libraries. Readers list, read and (by a library's permission) download;
 * the school's creators write articles and fill libraries.
 */
export const KNOWLEDGE_API_PATHS = {
  /** GET the portal's sections: featured, latest, tags, libraries. */
  portal: '/api/knowledge/v1/:schoolId/portal',
  /** GET articles and documents, filtered by tag, type and text, paged. */
  items: '/api/knowledge/v1/:schoolId/items',
  /** GET published articles, newest first (?tag=&page=). */
  articles: '/api/knowledge/v1/:schoolId/articles',
  /** GET one published article. */
  article: '/api/knowledge/v1/:schoolId/articles/:articleId',
  /** PUT whether a published article is featured on the portal (the school's admins). */
  featured: '/api/knowledge/v1/:schoolId/articles/:articleId/featured',
  /** GET the viewer's drafts (and the review queue for admins); POST a new article (its first draft). */
  drafts: '/api/knowledge/v1/:schoolId/drafts',
  /** GET the draft; PUT save it (versioned); DELETE an article never published. */
  draft: '/api/knowledge/v1/:schoolId/drafts/:articleId',
  /** POST submit, withdraw, approve, reject (with a comment), publish, unpublish — with the draft version seen. */
  transition: '/api/knowledge/v1/:schoolId/drafts/:articleId/:action',
  /** GET the school's libraries; POST a new library (creators). */
  libraries: '/api/knowledge/v1/:schoolId/libraries',
  /** GET a library with its documents; PUT its texts and download permission (versioned). */
  library: '/api/knowledge/v1/:schoolId/libraries/:libId',
  /** POST a finished upload (kind `library`) into the library. */
  documents: '/api/knowledge/v1/:schoolId/libraries/:libId/documents',
  /** DELETE a document from its library. */
  document: '/api/knowledge/v1/:schoolId/libraries/:libId/documents/:documentId',
  /** GET the file as an attachment (the library's download permission; 403 KNOWLEDGE_DOWNLOAD_FORBIDDEN). */
  download: '/api/knowledge/v1/:schoolId/libraries/:libId/documents/:documentId/file',
  /** GET the file shown in place: a PDF (an Office document's converted one) or an image — same permission. */
  preview: '/api/knowledge/v1/:schoolId/libraries/:libId/documents/:documentId/preview',
} as const;
