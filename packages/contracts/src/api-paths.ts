/**
 * API paths named once (issue 23 item 1): the server registers its routes with these templates (Fastify's
 * `:param` syntax) and the web's fetchers build their URLs from the same entries with `apiPath`, so a path cannot
 * drift between the two. One group per server module, each in its own file under api-paths/: the server registers
 * with `API_PATHS.<group>.<name>`; the web fetches with `apiPath(<GROUP>_API_PATHS.<name>, { …params })`, importing
 * the group, never this table (ESLint enforces it). A bundler places a module whole in one chunk, so a group only a
 * lazy page fetches stays in that page's chunk, out of the home page's entry. ESLint also refuses a raw '/api/…'
 * literal in the web app and the server's modules, and `apps/server/test/api-paths.test.ts` checks every registered
 * route is named here.
 */
import { ACADEMIES_API_PATHS } from './api-paths/academies.ts';
import { ACCOUNTS_API_PATHS } from './api-paths/accounts.ts';
import { AGREEMENTS_API_PATHS } from './api-paths/agreements.ts';
import { AI_API_PATHS } from './api-paths/ai.ts';
import { AUTHORING_API_PATHS } from './api-paths/authoring.ts';
import { AUTH_API_PATHS } from './api-paths/auth.ts';
import { BULLETINS_API_PATHS } from './api-paths/bulletins.ts';
import { CATEGORIES_API_PATHS } from './api-paths/categories.ts';
import { CLASSES_API_PATHS } from './api-paths/classes.ts';
import { CLASS_REPORT_API_PATHS } from './api-paths/class-report.ts';
import { CERTIFICATION_API_PATHS } from './api-paths/certification.ts';
import { COMMUNITY_API_PATHS } from './api-paths/community.ts';
import { CONSOLE_API_PATHS } from './api-paths/console.ts';
import { CONSOLE_CATALOGUE_API_PATHS } from './api-paths/console-catalogue.ts';
import { CONSOLE_CONTENT_API_PATHS } from './api-paths/console-content.ts';
import { CONSOLE_ENROLMENTS_API_PATHS } from './api-paths/console-enrolments.ts';
import { CONSOLE_NAVIGATION_API_PATHS } from './api-paths/console-navigation.ts';
import { CONSOLE_SCHOOLS_API_PATHS } from './api-paths/console-schools.ts';
import { COURSES_API_PATHS } from './api-paths/courses.ts';
import { ENROLMENTS_API_PATHS } from './api-paths/enrolments.ts';
import { EXAMS_API_PATHS } from './api-paths/exams.ts';
import { FEEDBACK_API_PATHS } from './api-paths/feedback.ts';
import { FOOTER_API_PATHS } from './api-paths/footer.ts';
import { HEALTH_API_PATHS } from './api-paths/health.ts';
import { LEARNING_API_PATHS } from './api-paths/learning.ts';
import { LEARNING_PATHS_API_PATHS } from './api-paths/learning-paths.ts';
import { LIVE_SESSIONS_API_PATHS } from './api-paths/live-sessions.ts';
import { MEDIA_UPLOADS_API_PATHS } from './api-paths/media-uploads.ts';
import { MEMBERS_API_PATHS } from './api-paths/members.ts';
import { MESSAGES_API_PATHS } from './api-paths/messages.ts';
import { NAVIGATION_API_PATHS } from './api-paths/navigation.ts';
import { O3CARD_API_PATHS } from './api-paths/o3card.ts';
import { PORTAL_PAGES_API_PATHS } from './api-paths/portal-pages.ts';
import { O3_ARTICLES_API_PATHS } from './api-paths/o3-articles.ts';
import { KNOWLEDGE_API_PATHS } from './api-paths/knowledge.ts';
import { PERSON_SPACE_API_PATHS } from './api-paths/person-space.ts';
import { SCHOOLS_API_PATHS } from './api-paths/schools.ts';
import { SEARCH_API_PATHS } from './api-paths/search.ts';
import { THIRD_LOGIN_API_PATHS } from './api-paths/third-login.ts';
import { UPLOADS_API_PATHS } from './api-paths/uploads.ts';

export { ACADEMIES_API_PATHS } from './api-paths/academies.ts';
export { ACCOUNTS_API_PATHS } from './api-paths/accounts.ts';
export { AGREEMENTS_API_PATHS } from './api-paths/agreements.ts';
export { AI_API_PATHS } from './api-paths/ai.ts';
export { AUTHORING_API_PATHS } from './api-paths/authoring.ts';
export { AUTH_API_PATHS } from './api-paths/auth.ts';
export { BULLETINS_API_PATHS } from './api-paths/bulletins.ts';
export { CATEGORIES_API_PATHS } from './api-paths/categories.ts';
export { CLASSES_API_PATHS } from './api-paths/classes.ts';
export { CLASS_REPORT_API_PATHS } from './api-paths/class-report.ts';
export { CERTIFICATION_API_PATHS } from './api-paths/certification.ts';
export { COMMUNITY_API_PATHS } from './api-paths/community.ts';
export { CONSOLE_API_PATHS } from './api-paths/console.ts';
export { CONSOLE_CATALOGUE_API_PATHS } from './api-paths/console-catalogue.ts';
export { CONSOLE_CONTENT_API_PATHS } from './api-paths/console-content.ts';
export { CONSOLE_ENROLMENTS_API_PATHS } from './api-paths/console-enrolments.ts';
export { CONSOLE_NAVIGATION_API_PATHS } from './api-paths/console-navigation.ts';
export { CONSOLE_SCHOOLS_API_PATHS } from './api-paths/console-schools.ts';
export { COURSES_API_PATHS } from './api-paths/courses.ts';
export { ENROLMENTS_API_PATHS } from './api-paths/enrolments.ts';
export { EXAMS_API_PATHS } from './api-paths/exams.ts';
export { FEEDBACK_API_PATHS } from './api-paths/feedback.ts';
export { FOOTER_API_PATHS } from './api-paths/footer.ts';
export { HEALTH_API_PATHS } from './api-paths/health.ts';
export { LEARNING_API_PATHS } from './api-paths/learning.ts';
export { LEARNING_PATHS_API_PATHS } from './api-paths/learning-paths.ts';
export { LIVE_SESSIONS_API_PATHS } from './api-paths/live-sessions.ts';
export { MEDIA_UPLOADS_API_PATHS } from './api-paths/media-uploads.ts';
export { MEMBERS_API_PATHS } from './api-paths/members.ts';
export { MESSAGES_API_PATHS } from './api-paths/messages.ts';
export { PORTAL_PAGES_API_PATHS } from './api-paths/portal-pages.ts';
export { NAVIGATION_API_PATHS } from './api-paths/navigation.ts';
export { O3CARD_API_PATHS } from './api-paths/o3card.ts';
export { O3_ARTICLES_API_PATHS } from './api-paths/o3-articles.ts';
export { KNOWLEDGE_API_PATHS } from './api-paths/knowledge.ts';
export { PERSON_SPACE_API_PATHS } from './api-paths/person-space.ts';
export { SCHOOLS_API_PATHS } from './api-paths/schools.ts';
export { SEARCH_API_PATHS } from './api-paths/search.ts';
export { THIRD_LOGIN_API_PATHS } from './api-paths/third-login.ts';
export { UPLOADS_API_PATHS } from './api-paths/uploads.ts';

/** Every group by its server module: the server registers from here; the web imports the groups it fetches. */
export const API_PATHS = {
  health: HEALTH_API_PATHS,
  schools: SCHOOLS_API_PATHS,
  academies: ACADEMIES_API_PATHS,
  navigation: NAVIGATION_API_PATHS,
  categories: CATEGORIES_API_PATHS,
  courses: COURSES_API_PATHS,
  footer: FOOTER_API_PATHS,
  bulletins: BULLETINS_API_PATHS,
  search: SEARCH_API_PATHS,
  feedback: FEEDBACK_API_PATHS,
  uploads: UPLOADS_API_PATHS,
  auth: AUTH_API_PATHS,
  accounts: ACCOUNTS_API_PATHS,
  members: MEMBERS_API_PATHS,
  agreements: AGREEMENTS_API_PATHS,
  messages: MESSAGES_API_PATHS,
  enrolments: ENROLMENTS_API_PATHS,
  learning: LEARNING_API_PATHS,
  exams: EXAMS_API_PATHS,
  learningPaths: LEARNING_PATHS_API_PATHS,
  classes: CLASSES_API_PATHS,
  liveSessions: LIVE_SESSIONS_API_PATHS,
  classReport: CLASS_REPORT_API_PATHS,
  mediaUploads: MEDIA_UPLOADS_API_PATHS,
  authoring: AUTHORING_API_PATHS,
  personSpace: PERSON_SPACE_API_PATHS,
  certification: CERTIFICATION_API_PATHS,
  community: COMMUNITY_API_PATHS,
  ai: AI_API_PATHS,
  thirdLogin: THIRD_LOGIN_API_PATHS,
  o3Card: O3CARD_API_PATHS,
  o3Articles: O3_ARTICLES_API_PATHS,
  knowledge: KNOWLEDGE_API_PATHS,
  console: CONSOLE_API_PATHS,
  consoleContent: CONSOLE_CONTENT_API_PATHS,
  consoleCatalogue: CONSOLE_CATALOGUE_API_PATHS,
  consoleNavigation: CONSOLE_NAVIGATION_API_PATHS,
  consoleSchools: CONSOLE_SCHOOLS_API_PATHS,
  consoleEnrolments: CONSOLE_ENROLMENTS_API_PATHS,
  portalPages: PORTAL_PAGES_API_PATHS,
} as const;
