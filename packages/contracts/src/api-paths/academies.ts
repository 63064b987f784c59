export const ACADEMIES_API_PATHS = {
  joinedUnions: '/api/ischool/v1/tenant-union/my-join-union-list-merges',
  visited: '/api/ischool/v1/schools/open-school-user',
  openSchools: '/api/ischool/v1/schools/open/open-schools',
  openSchoolPermission: '/api/ischool/v1/schools/open-school-permission',
  subSchoolPage: '/api/school/schools/firstSchools/subSchoolPage2',
  checkJoinUnion: '/api/ischool/v1/open/tenant-union/check-join-union-as-member',
  queryConfig: '/api/school/biz/queryConfig',
  marketConfig: '/api/school/biz/marketConfig',
  schoolConfig: '/api/school/schools/selectSchoolConfig',
  knownCookiesAgreement: '/api/assist/v2/agreement/open/knownCookiesAgreement',
} as const;
