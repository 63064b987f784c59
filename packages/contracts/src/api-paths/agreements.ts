export const AGREEMENTS_API_PATHS = {
  isSigned: '/api/assist/v2/agreement/isSignSchoolConventionAgreement',
  sign: '/api/assist/v2/agreement/signSchoolConventionAgreement',
  signs: '/api/assist/v2/agreement/user/signs',
  text: '/api/assist/v2/agreement/open/text/:agreementId',
  changes: '/api/assist/v2/agreement/changes',
} as const;
