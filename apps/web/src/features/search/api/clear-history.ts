import { SEARCH_API_PATHS, apiPath } from '@portico/contracts';
import { apiRequest } from '@/lib/api-client.ts';

/** contracts §6: clears the logged-in viewer's search history in the school (401 for visitors). */
export function clearSearchHistory(schoolId: string): Promise<unknown> {
  return apiRequest(apiPath(SEARCH_API_PATHS.clear), { query: { schoolId } });
}
