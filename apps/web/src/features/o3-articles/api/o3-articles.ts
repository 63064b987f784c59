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

export const draftsKey = (schoolId: string) => ['o3articles', schoolId, 'drafts'] as const;
export const draftKey = (schoolId: string, articleId: string) =>
  ['o3articles', schoolId, 'draft', articleId] as const;

export function useArticleDrafts(schoolId: string) {
  return useQuery({
    queryKey: draftsKey(schoolId),
    queryFn: ({ signal }) => apiRequest<ArticleDraftList>(apiPath(PATHS.drafts, { schoolId }), { signal }),
  });
}

export function useArticleDraft(schoolId: string, articleId: string | null) {
  return useQuery({
    queryKey: draftKey(schoolId, articleId ?? 'new'),
    enabled: articleId !== null,
    queryFn: ({ signal }) =>
      apiRequest<ArticleDraftView>(apiPath(PATHS.draft, { schoolId, articleId: articleId! }), { signal }),
  });
}

export const createArticle = (schoolId: string, draft: ArticleDraft) =>
  apiRequest<ArticleDraftView>(apiPath(PATHS.drafts, { schoolId }), { method: 'POST', json: { draft } });

export const saveArticle = (schoolId: string, articleId: string, version: number, draft: ArticleDraft) =>
  apiRequest<ArticleDraftView>(apiPath(PATHS.draft, { schoolId, articleId }), {
    method: 'PUT',
    json: { version, draft },
  });

export const changeArticle = (
  schoolId: string,
  articleId: string,
  action: ArticleTransition,
  version: number,
  comment?: string,
) =>
  apiRequest<ArticleDraftView>(apiPath(PATHS.transition, { schoolId, articleId, action }), {
    method: 'POST',
    json: comment === undefined ? { version } : { version, comment },
  });

export const deleteArticle = (schoolId: string, articleId: string) =>
  apiRequest<{ articleId: string }>(apiPath(PATHS.draft, { schoolId, articleId }), { method: 'DELETE' });
