import { AGREEMENTS_API_PATHS, apiPath } from '@portico/contracts';
import { agreementLanguage, type LanguageCode } from '@portico/core';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client.ts';

/** `POST /api/assist/v2/agreement/signSchoolConventionAgreement?lang=zh-CN|en-US`; the school as tenant header. */
function signAgreement(input: { schoolId: string; lang: LanguageCode }): Promise<unknown> {
  return apiRequest(apiPath(AGREEMENTS_API_PATHS.sign), {
    method: 'POST',
    query: { lang: agreementLanguage(input.lang) },
    headers: { tenantId: input.schoolId },
  });
}

export function useSignAgreement() {
  return useMutation({ mutationFn: signAgreement });
}
