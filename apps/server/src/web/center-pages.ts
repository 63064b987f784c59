/**
 * Page data of the user's own pages (issue 11): the private center (learning center, tasks, messages), the
 * personal space and the AI page — loaded with the bootstrap so each renders real data on first paint.
 */
import {
  API_LIMITS,
  PERSON_SPACE_TABS,
  enrolmentStatus,
  isSchoolId,
  privateCenterSection,
  type LanguageCode,
  type PersonSpaceTab,
} from '@portico/core';
import type { PageData, RouteState } from '@portico/contracts';
import type { Kysely } from 'kysely';
import type { Viewer } from '../auth/viewer.ts';
import type { AppConfig } from '../config/env.ts';
import type { Database } from '../db/schema.ts';
import type { SchoolRow } from '../repositories/schools.ts';
import { aiVisibleTo, readAiConfig } from '../modules/ai/config.ts';
import { positionDegree } from '../modules/ai/tasks.ts';
import { learningSchoolIds } from '../modules/enrolments/policy.ts';
import { myLearningPaths } from '../modules/learning-paths/learner-map.ts';
import { presentEnrolmentList } from '../modules/enrolments/presenter.ts';
import { listEnrolments } from '../modules/enrolments/queries.ts';
import { presentMessageList } from '../modules/messages/presenter.ts';
import { listMessages, unreadCount } from '../modules/messages/queries.ts';
import { certificateOf, courseCounts, learningSummary, learningTasks } from '../modules/learning/center.ts';
import { presentArchive } from '../modules/learning/presenter.ts';
import { listCompletions } from '../modules/learning/queries.ts';
import { loadPersonDetails } from '../modules/person-space/load-space.ts';
import { findEffectiveMembership } from '../modules/members/queries.ts';
import { presentFollowList } from '../modules/person-space/presenter.ts';
import { followList } from '../modules/person-space/queries.ts';

const MAP_TYPES = new Set(['studyCenter_JobStudy', 'studyCenter_LearningTask']);

const firstPage = (pageSize: number) => ({ page: 1, pageSize });

async function privateCenter(
  db: Kysely<Database>,
  school: SchoolRow,
  viewer: Viewer,
  query: URLSearchParams,
  lang: LanguageCode,
): Promise<PageData> {
  const section = privateCenterSection(query.get('type'));
  const scope = { schoolId: school.id, userId: viewer.userId };
  const status = enrolmentStatus(query.get('status'));
  const page = {
    kind: 'private-center',
    section,
    enrolments: null,
    enrolmentStatus: status,
    enrolmentCounts: null,
    messages: null,
    tasks: null,
    learningTasks: null,
    summary: null,
  } as const;
  if (section === 'courses') {
    const paging = firstPage(API_LIMITS.ENROLMENT_PAGE_SIZE);
    const schoolIds = await learningSchoolIds(db, school, viewer);
    const [found, counts] = await Promise.all([
      listEnrolments(db, { userId: viewer.userId, schoolIds, ...paging, status, lang }),
      courseCounts(db, school, viewer),
    ]);
    return { ...page, enrolments: presentEnrolmentList(found, paging), enrolmentCounts: counts };
  }
  if (section === 'study-data')
    return { ...page, summary: await learningSummary(db, school, viewer, new Date()) };
  if (section === 'messages') {
    const paging = firstPage(API_LIMITS.MESSAGE_PAGE_SIZE);
    const [found, unread] = await Promise.all([
      listMessages(db, scope, { ...paging, unreadOnly: false }),
      unreadCount(db, scope),
    ]);
    return { ...page, messages: presentMessageList(found, paging, unread) };
  }
  if (section === 'tasks') {
    // Issue 26 item 5: the postLearning / learningMap entrances open the map above the position tasks.
    const map = MAP_TYPES.has(query.get('type') ?? '');
    const [tasks, learning, learningPaths] = await Promise.all([
      positionDegree(db, { ...scope, lang }),
      learningTasks(db, scope, new Date(), lang),
      map ? myLearningPaths(db, scope, lang) : null,
    ]);
    return { ...page, tasks, learningTasks: learning, learningPaths };
  }
  return page;
}

/** `/center/myLearningProfile.htm` (issue 23 item 7): the archive's first page, and `?certificate=<id>`'s record. */
async function learningProfile(
  db: Kysely<Database>,
  school: SchoolRow,
  viewer: Viewer,
  query: URLSearchParams,
  lang: LanguageCode,
): Promise<PageData> {
  const paging = firstPage(API_LIMITS.ENROLMENT_PAGE_SIZE);
  const requested = query.get('certificate');
  const schoolIds = await learningSchoolIds(db, school, viewer);
  const [found, certificate] = await Promise.all([
    listCompletions(db, { userId: viewer.userId, schoolIds, ...paging, lang }),
    requested && isSchoolId(requested) ? certificateOf(db, school, viewer, requested, lang) : null,
  ]);
  return {
    kind: 'learning-profile',
    archive: presentArchive(found, paging),
    certificate,
    certificateMissing: requested !== null && certificate === null,
  };
}

async function personSpace(
  db: Kysely<Database>,
  school: SchoolRow,
  viewer: Viewer,
  route: RouteState,
  query: URLSearchParams,
  lang: LanguageCode,
): Promise<PageData> {
  const tab = (PERSON_SPACE_TABS as readonly string[]).includes(route.params.tab ?? '')
    ? (route.params.tab as PersonSpaceTab)
    : 'works';
  const empty = { kind: 'person-space', tab, space: null, courses: null, people: null } as const;
  // Someone else's space: only a member of this school (the API's rule, spaceOwnerId).
  const requested = query.get('userId');
  let userId = viewer.userId;
  if (requested && requested !== viewer.userId) {
    if (!isSchoolId(requested) || !(await findEffectiveMembership(db, requested, school))) return empty;
    userId = requested;
  }
  const space = await loadPersonDetails(db, { school, viewer, userId });
  if (!space) return empty;
  if (tab === 'works') {
    const paging = firstPage(API_LIMITS.ENROLMENT_PAGE_SIZE);
    const schoolIds = await learningSchoolIds(db, school, viewer);
    const found = await listEnrolments(db, { userId, schoolIds, ...paging, inProgress: true, lang });
    return { ...empty, space, courses: presentEnrolmentList(found, paging) };
  }
  const paging = firstPage(API_LIMITS.FOLLOW_PAGE_SIZE);
  const now = new Date().toISOString();
  const found = await followList(db, { schoolId: school.id, userId, type: tab, ...paging, now });
  return { ...empty, space, people: presentFollowList(found, paging) };
}

async function aiChat(
  db: Kysely<Database>,
  config: AppConfig,
  school: SchoolRow,
  viewer: Viewer | null,
  lang: LanguageCode,
) {
  const ai = await readAiConfig(db, school);
  const visible = aiVisibleTo(ai, school, viewer);
  return {
    kind: 'ai-chat',
    status: { aiEntranceVisibleToCurUser: visible, mode: config.aiProvider ? 'model' : 'catalogue' },
    logoUrl: ai.logoUrl,
    tasks:
      visible && viewer
        ? await positionDegree(db, { schoolId: school.id, userId: viewer.userId, lang })
        : null,
    learningPaths:
      visible && viewer
        ? await myLearningPaths(db, { schoolId: school.id, userId: viewer.userId }, lang)
        : null,
  } satisfies PageData;
}

/** The page data of the user's own pages, or null for any other route. Visitors are sent to login before this. */
export async function loadCenterPageData(
  db: Kysely<Database>,
  config: AppConfig,
  input: {
    route: RouteState;
    school: SchoolRow;
    query: URLSearchParams;
    viewer: Viewer | null;
    /** Issue 23 item 8: the page language of course names. */
    lang: LanguageCode;
  },
): Promise<PageData | null> {
  const { route, school, query, viewer, lang } = input;
  if (route.id === 'ai-chat') return aiChat(db, config, school, viewer, lang);
  if (!viewer) return null;
  if (route.id === 'private-center') return privateCenter(db, school, viewer, query, lang);
  if (route.id === 'learning-profile') return learningProfile(db, school, viewer, query, lang);
  if (route.id === 'person-space') return personSpace(db, school, viewer, route, query, lang);
  return null;
}
