import { ACADEMIES_API_PATHS, apiPath } from '@portico/contracts';
import { apiRequest } from '@/lib/api-client.ts';

/**
 * `POST /api/assist/v2/agreement/open/knownCookiesAgreement?operation=1|0` (contracts §7): records the cookie-tip
 * choice. An open endpoint, so a 401 could never mean an expired session.
 */
export function reportCookieChoice(operation: 1 | 0, tenantId: string | null): Promise<null> {
  return apiRequest<null>(apiPath(ACADEMIES_API_PATHS.knownCookiesAgreement), {
    method: 'POST',
    query: { operation, tenantId },
    auth: false,
  });
}
