/**
 * Issue 26 item 3: live sessions of a class — scheduled, edited and cancelled by the class's lecturer (and the
 * school's admins), listed for the class's members in `studyCenter_MyLive`, each with an `.ics` calendar file.
 */
export const LIVE_SESSIONS_API_PATHS = {
  /** GET the class's sessions (lecturer) · POST schedule one. */
  classSessions: '/api/class/v1/:schoolId/classes/:classId/live-sessions',
  /** PUT edit · DELETE cancel (the row stays, members see it cancelled). */
  classSession: '/api/class/v1/:schoolId/classes/:classId/live-sessions/:sessionId',
  /** The viewer's sessions of all their classes in this school: upcoming and past (studyCenter_MyLive). */
  mySessions: '/api/class/v1/:schoolId/my/live-sessions',
  /** One session as an RFC 5545 calendar file (text/calendar), for its class's members and managers. */
  sessionIcs: '/api/class/v1/:schoolId/live-sessions/:sessionId/calendar.ics',
} as const;
