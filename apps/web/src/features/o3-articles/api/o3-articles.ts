/**
 * The O3 knowledge articles API (issue 25 item 4) as the O3 creation center uses it: the author's drafts and the
 * review queue, one draft, and its versioned writes. Every write answers the draft's ArticleDraftView afresh.
 */
import {
  O3_ARTICLES_API_PATHS as PATHS,
  apiPath,
  type ArticleDraft,
  type ArticleDraftList,
  type ArticleDraftView,
  type ArticleTransition,
} from '@portico/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client.ts';

export { ArticlePathsContext, useArticlePaths, type ArticlePaths } from './article-paths.ts';
import { useArticlePaths, type ArticlePaths } from './article-paths.ts';

const typed = <K extends keyof typeof PATHS>(paths: ArticlePaths, key: K) => paths[key] as (typeof PATHS)[K];

export const draftsKey = (schoolId: string, paths: ArticlePaths = PATHS) =>
  [paths.drafts, schoolId, 'drafts'] as const;
export const draftKey = (schoolId: string, articleId: string, paths: ArticlePaths = PATHS) =>
  [paths.drafts, schoolId, 'draft', articleId] as const;

export function useArticleDrafts(schoolId: string) {
  const paths = useArticlePaths();
  return useQuery({
    queryKey: draftsKey(schoolId, paths),
    queryFn: ({ signal }) =>
      apiRequest<ArticleDraftList>(apiPath(typed(paths, 'drafts'), { schoolId }), { signal }),
  });
}

export function useArticleDraft(schoolId: string, articleId: string | null) {
  const paths = useArticlePaths();
  return useQuery({
    queryKey: draftKey(schoolId, articleId ?? 'new', paths),
    enabled: articleId !== null,
    queryFn: ({ signal }) =>
      apiRequest<ArticleDraftView>(apiPath(typed(paths, 'draft'), { schoolId, articleId: articleId! }), {
        signal,
      }),
  });
}

export const createArticle = (paths: ArticlePaths, schoolId: string, draft: ArticleDraft) =>
  apiRequest<ArticleDraftView>(apiPath(typed(paths, 'drafts'), { schoolId }), {
    method: 'POST',
    json: { draft },
  });

export const saveArticle = (
  paths: ArticlePaths,
  schoolId: string,
  articleId: string,
  version: number,
  draft: ArticleDraft,
) =>
  apiRequest<ArticleDraftView>(apiPath(typed(paths, 'draft'), { schoolId, articleId }), {
    method: 'PUT',
    json: { version, draft },
  });

export const changeArticle = (
  paths: ArticlePaths,
  schoolId: string,
  articleId: string,
  action: ArticleTransition,
  version: number,
  comment?: string,
) =>
  apiRequest<ArticleDraftView>(apiPath(typed(paths, 'transition'), { schoolId, articleId, action }), {
    method: 'POST',
    json: comment === undefined ? { version } : { version, comment },
  });

export const deleteArticle = (paths: ArticlePaths, schoolId: string, articleId: string) =>
  apiRequest<{ articleId: string }>(apiPath(typed(paths, 'draft'), { schoolId, articleId }), {
    method: 'DELETE',
  });
