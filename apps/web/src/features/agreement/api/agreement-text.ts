import { isLegalLink } from '@portico/core';
import { useQuery } from '@tanstack/react-query';
import { apiText } from '@/lib/api-client.ts';

/** `GET latestAgreement.url` (contracts.md §5 `/api/assist/v2/agreement/open/text/{id}`): the agreement as HTML. */
function fetchAgreementText(url: string): Promise<string> {
  return apiText(url);
}

/** Only a legal URL (spec §5 link check) is ever fetched; the caller sanitises the HTML before inserting it. */
export function useAgreementText(url: string | null | undefined) {
  const legal = typeof url === 'string' && isLegalLink(url);
  return useQuery({
    queryKey: ['agreement-text', url],
    queryFn: () => fetchAgreementText(url as string),
    enabled: legal,
    staleTime: Infinity,
  });
}
