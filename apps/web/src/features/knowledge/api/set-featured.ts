/** Feature a published article on the knowledge portal, or stop featuring it (admins; issue 27). */
import { KNOWLEDGE_API_PATHS as PATHS, apiPath, type KnowledgeArticle } from '@portico/contracts';
import { apiRequest } from '@/lib/api-client.ts';

export function setArticleFeatured(
  schoolId: string,
  articleId: string,
  featured: boolean,
): Promise<KnowledgeArticle> {
  return apiRequest<KnowledgeArticle>(apiPath(PATHS.featured, { schoolId, articleId }), {
    method: 'PUT',
    json: { featured },
  });
}
