import { AGREEMENTS_API_PATHS, apiPath } from '@portico/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client.ts';

/** `DELETE /api/assist/v2/agreement/user/signs`: refusal = the viewer's signatures and membership are removed. */
function refuseAgreement(schoolId: string): Promise<unknown> {
  return apiRequest(apiPath(AGREEMENTS_API_PATHS.signs), {
    method: 'DELETE',
    headers: { tenantId: schoolId },
  });
}

export function useRefuseAgreement() {
  return useMutation({ mutationFn: refuseAgreement });
}
