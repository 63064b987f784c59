export const CONSOLE_SCHOOLS_API_PATHS = {
  profile: '/api/console/:schoolId/profile',
  members: '/api/console/:schoolId/members',
  member: '/api/console/:schoolId/members/:userId',
  /** Issue 25: PUT { creator } — the member may create courses in the creation center. */
  memberCreator: '/api/console/:schoolId/members/:userId/creator',
  invites: '/api/console/:schoolId/invites',
  invite: '/api/console/:schoolId/invites/:inviteId',
  subSchools: '/api/console/:schoolId/sub-schools',
  subSchool: '/api/console/:schoolId/sub-schools/:subId',
  hotSearch: '/api/console/:schoolId/hot-search',
  customerService: '/api/console/:schoolId/customer-service',
  ai: '/api/console/:schoolId/ai',
} as const;
