import { O3_ARTICLES_API_PATHS as PATHS } from '@portico/contracts';
import { createContext, useContext } from 'react';

/**
 * Issue 27: the same editor writes the knowledge portal's articles (one `articles` table, one review path) under
 * KNOWLEDGE_API_PATHS; the route that composes the editor says which paths with this context (O3 by default).
 * The knowledge paths take the same parameters as the O3 ones.
 */
export type ArticlePaths = { [K in keyof typeof PATHS]: (typeof PATHS)[K] | `/api/knowledge/${string}` };
export const ArticlePathsContext = createContext<ArticlePaths>(PATHS);
export const useArticlePaths = () => useContext(ArticlePathsContext);
