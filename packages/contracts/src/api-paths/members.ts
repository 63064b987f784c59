export const MEMBERS_API_PATHS = {
  memberIsValid: '/api/school/members/getMemberIsValid/',
  member: '/api/school/members/:userId/',
  lecturerPermission: '/api/school/lecturers/permission',
  hasPermissions: '/api/acl/v1/operation/hasPermissions',
  memberAllInfos: '/api/ischool/v1/members/member-all-infos',
  join: '/api/school/members/join',
} as const;
