/**
 * Issue 26 items 1–2: the teaching center's classes (a lecturer's own; the school's admins see all), their members
 * (added by search or CSV, removed with their records kept) and assignments (courses and exams with a due date),
 * and the learner's side — the classes they belong to and the tasks their assignments give them.
 */
export const CLASSES_API_PATHS = {
  classes: '/api/class/v1/:schoolId/classes',
  class: '/api/class/v1/:schoolId/classes/:classId',
  members: '/api/class/v1/:schoolId/classes/:classId/members',
  /** POST a CSV (header: account, email, userId or mobile): per-row outcome, good rows go in. */
  memberCsv: '/api/class/v1/:schoolId/classes/:classId/members/csv',
  member: '/api/class/v1/:schoolId/classes/:classId/members/:userId',
  /** ?keyword= — the school's members a lecturer may add (name, nickname, account). */
  candidates: '/api/class/v1/:schoolId/member-candidates',
  /** ?keyword= — the school's published courses and exams a class may be given. */
  assignables: '/api/class/v1/:schoolId/assignables',
  assignments: '/api/class/v1/:schoolId/classes/:classId/assignments',
  assignment: '/api/class/v1/:schoolId/classes/:classId/assignments/:assignmentId',
  /** The viewer's classes in this school (studyCenter_MyClass). */
  myClasses: '/api/class/v1/:schoolId/my/classes',
  /** One class of the viewer's with its members and assignments (`/commonUsage/classInfo.htm`). */
  myClass: '/api/class/v1/:schoolId/my/classes/:classId',
  /** The viewer's class tasks with their state (studyCenter_MyTask). */
  myTasks: '/api/class/v1/:schoolId/my/tasks',
} as const;
