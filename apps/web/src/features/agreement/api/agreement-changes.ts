import { AGREEMENTS_API_PATHS, apiPath } from '@portico/contracts';
import type { AgreementChanges } from '@portico/contracts';
import { agreementLanguage, type LanguageCode } from '@portico/core';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client.ts';

/**
 * `GET /api/assist/v2/agreement/changes` (issue 13): what changed between the version the member signed and the
 * latest, as text parts (computed by the server on sanitised text; rendered here as text, never as HTML).
 */
function fetchAgreementChanges(input: { schoolId: string; lang: LanguageCode }) {
  return apiRequest<AgreementChanges | null>(apiPath(AGREEMENTS_API_PATHS.changes), {
    query: { lang: agreementLanguage(input.lang), 'sxz-lang': input.lang },
    headers: { tenantId: input.schoolId },
  });
}

export function useAgreementChanges(input: { schoolId: string; lang: LanguageCode }, enabled: boolean) {
  return useQuery({
    queryKey: ['agreement-changes', input.schoolId, input.lang],
    queryFn: () => fetchAgreementChanges(input),
    enabled,
    staleTime: Infinity,
  });
}
