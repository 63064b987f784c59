/**
 * API paths named once (issue 23 item 1): the server registers its routes with these templates (Fastify's
 * `:param` syntax) and the web's fetchers build their URLs from the same entries with `apiPath`, so a path cannot
 * drift between the two. One group per server module: register with `API_PATHS.<group>.<name>`, fetch with
 * `apiPath(API_PATHS.<group>.<name>, { …params })`. ESLint refuses a raw '/api/…' literal in the web app and the
 * server's modules, and `apps/server/test/api-paths.test.ts` checks every registered route is named here.
 */
import { THIRD_LOGIN } from '@portico/core';
import { COMMUNITY_API_PATHS } from './community-api-paths.ts';

export const API_PATHS = {
  health: {
    health: '/api/health',
  },
  schools: {
    details: '/api/school/schools/open/schoolDetails',
    school: '/api/school/schools/:id/',
    admin: '/api/school/schools/:id/admin/',
    create: '/api/school/schools/',
    firstSchoolsAllPage: '/api/ischool/v1/schools/first-schools-all-page',
  },
  academies: {
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
  },
  navigation: {
    navigations: '/api/portal/api/v2/portal/open/navigations',
    settings: '/api/portal/api/v2/portal/open/navigation-settings',
  },
  categories: {
    first: '/api/category/v1/facets/first',
    firstChild: '/api/category/v1/facets/first/child',
  },
  courses: {
    latest: '/api/portal/api/v1/portal/open/latest-courses',
    course: '/api/course/v1/open/courses/:courseId',
  },
  footer: {
    footer: '/api/portal/api/v1/portal/open/footer',
  },
  bulletins: {
    bulletin: '/api/portal/api/v1/portal/open/bulletin',
  },
  search: {
    courses: '/api/search/v1/search/courses',
    hotSearch: '/api/search/v1/search/hotSearch',
    clear: '/api/search/v1/search/clear',
  },
  feedback: {
    add: '/api/school/feedback/addFeedback',
    inbox: '/api/school/feedback/inbox',
    handled: '/api/school/feedback/inbox/:feedbackId/handled',
    reply: '/api/school/feedback/inbox/:feedbackId/reply',
  },
  uploads: {
    upload: '/api/portal/api/v1/portal/uploadFile',
    file: '/api/files/:schoolId/:name',
    openReviewSwitch: '/api/portal/api/v1/portal/open/content-review-switch',
    reviewSwitch: '/api/portal/api/v1/portal/content-review-switch',
    blockedImages: '/api/portal/api/v1/portal/content-review/blocked-images',
    blockedImage: '/api/portal/api/v1/portal/content-review/blocked-images/:sha256',
  },
  auth: {
    sessions: '/api/auth/sessions',
    loginInit: '/api/auth/login/init',
    token: '/api/auth/oauth/token',
    logout: '/api/auth/open/logout',
    authorize: '/api/auth/v1/oauth/authorize',
  },
  accounts: {
    me: '/api/accounts/users/me',
    authCode: '/api/accounts/user/authcode',
  },
  members: {
    memberIsValid: '/api/school/members/getMemberIsValid/',
    member: '/api/school/members/:userId/',
    lecturerPermission: '/api/school/lecturers/permission',
    hasPermissions: '/api/acl/v1/operation/hasPermissions',
    memberAllInfos: '/api/ischool/v1/members/member-all-infos',
    join: '/api/school/members/join',
  },
  agreements: {
    isSigned: '/api/assist/v2/agreement/isSignSchoolConventionAgreement',
    sign: '/api/assist/v2/agreement/signSchoolConventionAgreement',
    signs: '/api/assist/v2/agreement/user/signs',
    text: '/api/assist/v2/agreement/open/text/:agreementId',
    changes: '/api/assist/v2/agreement/changes',
  },
  messages: {
    count: '/api/personal-center/getMessageCnt',
    list: '/api/personal-center/v1/messages',
    update: '/api/personal-center/updateMsg',
  },
  enrolments: {
    enrol: '/api/course/v1/courses/:courseId/enrol',
    mine: '/api/personal-center/v1/enrolments',
  },
  learning: {
    outline: '/api/course/v1/open/courses/:courseId/outline',
    resource: '/api/course/v1/courses/:courseId/resources/:resourceId',
    beats: '/api/course/v1/learning/beats',
    summary: '/api/personal-center/v1/learning/summary',
    archive: '/api/personal-center/v1/learning/archive',
    archiveCsv: '/api/personal-center/v1/learning/archive.csv',
    certificate: '/api/personal-center/v1/learning/certificates/:completionId',
  },
  personSpace: {
    userInfo: '/api/personal-center/selectUserInfo',
    personDetails: '/api/personal-center/selectPersonDetails',
    vip: '/api/personal-center/vip/open/searchVipWithImageJson',
    follows: '/api/personal-center/v1/follows',
    follow: '/api/personal-center/v1/follows/:userId',
    avatar: '/api/personal-center/v1/avatar',
    openAvatar: '/api/personal-center/open/avatar/:userId',
  },
  certification: {
    clientIp: '/api/accounts/open/client/ip',
    segmentCheck: '/api/school/schools/open/internal-segment/check',
  },
  community: COMMUNITY_API_PATHS,
  ai: {
    modelStatus: '/api/ai/micromodel/tenantAiModelStatus',
    logo: '/api/ai/v1/ai-config/logo',
    positionDegree: '/api/personal-center/v1/ai-positions/compulsory-position-degree',
    chat: '/api/ai/v1/chat',
  },
  thirdLogin: {
    /** core builds the login link with it (core sits below the contract). */
    start: THIRD_LOGIN.START_PATH,
    accessToken: '/api/auth/open/thirdlogin/v1/accesstoken/',
    bind: '/api/accounts/third_user/to/bind',
  },
  o3Card: {
    nicknameInfo: '/api/o3service/o3/card/open/get-nickname-info',
    noticeCount: '/api/o3service/o3/card/open/get-notice-count',
  },
  console: {
    audit: '/api/console/:schoolId/audit',
    workbench: '/api/console/:schoolId/workbench',
    versions: '/api/console/:schoolId/versions',
  },
  consoleContent: {
    footer: '/api/console/:schoolId/footer',
    bulletins: '/api/console/:schoolId/bulletins',
    bulletin: '/api/console/:schoolId/bulletins/:bulletinId',
    agreements: '/api/console/:schoolId/agreements',
    agreementDraft: '/api/console/:schoolId/agreements/draft',
    agreementPublish: '/api/console/:schoolId/agreements/publish',
  },
  consoleCatalogue: {
    list: '/api/console/:schoolId/catalogue',
    category: '/api/console/:schoolId/catalogue/categories/:categoryId',
    course: '/api/console/:schoolId/catalogue/courses/:courseId',
  },
  consoleNavigation: {
    navigation: '/api/console/:schoolId/navigation',
    draft: '/api/console/:schoolId/navigation/draft',
    publish: '/api/console/:schoolId/navigation/publish',
    header: '/api/console/:schoolId/header',
  },
  consoleSchools: {
    profile: '/api/console/:schoolId/profile',
    members: '/api/console/:schoolId/members',
    member: '/api/console/:schoolId/members/:userId',
    invites: '/api/console/:schoolId/invites',
    invite: '/api/console/:schoolId/invites/:inviteId',
    subSchools: '/api/console/:schoolId/sub-schools',
    subSchool: '/api/console/:schoolId/sub-schools/:subId',
    hotSearch: '/api/console/:schoolId/hot-search',
    customerService: '/api/console/:schoolId/customer-service',
    ai: '/api/console/:schoolId/ai',
  },
  consoleEnrolments: {
    enrol: '/api/console/:schoolId/enrolments',
    bulk: '/api/console/:schoolId/enrolments/bulk',
  },
} as const;
