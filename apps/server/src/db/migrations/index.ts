import type { Migration, MigrationProvider } from 'kysely';
import * as initial from './0001_initial/index.ts';
import * as identity from './0002_identity/index.ts';
import * as search from './0003_search/index.ts';
import * as switching from './0004_switching/index.ts';
import * as sessionGrace from './0005_session_grace/index.ts';
import * as searchRecording from './0006_search_recording/index.ts';
import * as userPanel from './0007_user_panel/index.ts';
import * as uploadsFeedback from './0008_uploads_feedback/index.ts';
import * as adminConsole from './0009_admin_console/index.ts';
import * as thirdPartyLogin from './0010_third_party_login/index.ts';
import * as community from './0011_community/index.ts';
import * as consoleSchools from './0012_console_schools/index.ts';
import * as consoleNavigation from './0013_console_navigation/index.ts';
import * as capacityIndexes from './0015_capacity_indexes/index.ts';
import * as courseLearning from './0017_course_learning/index.ts';
import * as storeType from './0018_store_type/index.ts';
import * as coursePurchases from './0019_course_purchases/index.ts';
import * as exams from './0020_exams/index.ts';
import * as media from './0022_media/index.ts';
import * as authoring from './0021_authoring/index.ts';
import * as o3Articles from './0023_o3_articles/index.ts';
import * as learningPaths from './0025_learning_paths/index.ts';
import * as portalPages from './0029_portal_pages/index.ts';
import * as classes from './0024_classes/index.ts';
import * as liveSessions from './0026_live_sessions/index.ts';
import * as knowledge from './0028_knowledge/index.ts';

/** In-code provider: migrations ship with the code (no directory scan), ordered by name. */
const MIGRATIONS: Record<string, Migration> = {
  '0001_initial': initial,
  '0002_identity': identity,
  '0003_search': search,
  '0004_switching': switching,
  '0005_session_grace': sessionGrace,
  '0006_search_recording': searchRecording,
  '0007_user_panel': userPanel,
  '0008_uploads_feedback': uploadsFeedback,
  '0009_admin_console': adminConsole,
  '0010_third_party_login': thirdPartyLogin,
  '0011_community': community,
  '0012_console_schools': consoleSchools,
  '0013_console_navigation': consoleNavigation,
  '0015_capacity_indexes': capacityIndexes,
  '0017_course_learning': courseLearning,
  '0018_store_type': storeType,
  '0019_course_purchases': coursePurchases,
  '0020_exams': exams,
  '0022_media': media,
  '0021_authoring': authoring,
  '0023_o3_articles': o3Articles,
  '0025_learning_paths': learningPaths,
  '0024_classes': classes,
  '0026_live_sessions': liveSessions,
  '0028_knowledge': knowledge,
  '0029_portal_pages': portalPages,
};

export const migrationProvider: MigrationProvider = {
  getMigrations: async () => MIGRATIONS,
};

export const LATEST_MIGRATION = Object.keys(MIGRATIONS).sort().at(-1) ?? '';
