/** Spec §2 links of the portal and its learning pages: home, search, more, sub-school, course, knowledge, exercise. */
import type { CourseApplicationView } from './match.ts';
import { href, seg, type LinkOptions, type QueryValue } from './href.ts';

/** Spec §2 `/portal/{schoolId}`: query pageId, navGroupId, activeIndex, subIndex, thirdIndex, sxz-lang. */
export function portalHomeLink(
  a: LinkOptions & {
    schoolId: string;
    pageId?: QueryValue;
    navGroupId?: QueryValue;
    activeIndex?: QueryValue;
    subIndex?: QueryValue;
    thirdIndex?: QueryValue;
  },
): string {
  return href(
    `/portal/${seg(a.schoolId)}`,
    [
      ['pageId', a.pageId],
      ['navGroupId', a.navGroupId],
      ['activeIndex', a.activeIndex],
      ['subIndex', a.subIndex],
      ['thirdIndex', a.thirdIndex],
    ],
    a,
  );
}

/**
 * Spec §2 `/portal/{schoolId}/search`: query keyword (URL-encoded), anchor, activeIndex=-1, catalogue (O3 variant
 * only), from, sxz-lang. activeIndex defaults to -1 (no navigation item is active on search results).
 */
export function portalSearchLink(
  a: LinkOptions & {
    schoolId: string;
    keyword?: string | null;
    anchor?: QueryValue;
    activeIndex?: QueryValue;
    catalogue?: QueryValue;
    from?: QueryValue;
  },
): string {
  return href(
    `/portal/${seg(a.schoolId)}/search`,
    [
      ['keyword', a.keyword],
      ['anchor', a.anchor],
      ['activeIndex', a.activeIndex ?? -1],
      ['catalogue', a.catalogue],
      ['from', a.from],
    ],
    a,
  );
}

/** Spec §2 `/portal/{schoolId}/more`. */
export function portalMoreLink(a: LinkOptions & { schoolId: string }): string {
  return href(`/portal/${seg(a.schoolId)}/more`, [], a);
}

/** Spec §2 `/portal/{schoolId}/sub-school/{subSchoolId}` (same portal query as the home page). */
export function subSchoolPortalLink(
  a: LinkOptions & {
    schoolId: string;
    subSchoolId: string;
    pageId?: QueryValue;
    navGroupId?: QueryValue;
    activeIndex?: QueryValue;
    subIndex?: QueryValue;
    thirdIndex?: QueryValue;
  },
): string {
  return href(
    `/portal/${seg(a.schoolId)}/sub-school/${seg(a.subSchoolId)}`,
    [
      ['pageId', a.pageId],
      ['navGroupId', a.navGroupId],
      ['activeIndex', a.activeIndex],
      ['subIndex', a.subIndex],
      ['thirdIndex', a.thirdIndex],
    ],
    a,
  );
}

/** Spec §2 `/course/{schoolId}/course-view`: query courseId, activeIndex, sxz-lang. */
export function courseViewLink(
  a: LinkOptions & { schoolId: string; courseId: string; activeIndex?: QueryValue },
): string {
  return href(
    `/course/${seg(a.schoolId)}/course-view`,
    [
      ['courseId', a.courseId],
      ['activeIndex', a.activeIndex],
    ],
    a,
  );
}

/**
 * Spec §2 `/course/{schoolId}/course-learn` (issue 23): the learning view of a course (its id, as course-view
 * takes it) at one resource; without resourceId it opens where "Continue" goes.
 */
export function courseLearnLink(
  a: LinkOptions & { schoolId: string; courseId: string; resourceId?: QueryValue },
): string {
  return href(
    `/course/${seg(a.schoolId)}/course-learn`,
    [
      ['courseId', a.courseId],
      ['resourceId', a.resourceId],
    ],
    a,
  );
}

/**
 * Spec §2 `/course/{schoolId}/application-view` (or application-learn, external-view, course-learn): query
 * courseId (course resource id), appId, appType.
 */
export function applicationViewLink(
  a: LinkOptions & {
    schoolId: string;
    courseId: string;
    appId?: QueryValue;
    appType?: QueryValue;
    view?: CourseApplicationView;
  },
): string {
  return href(
    `/course/${seg(a.schoolId)}/${a.view ?? 'application-view'}`,
    [
      ['courseId', a.courseId],
      ['appId', a.appId],
      ['appType', a.appType],
    ],
    a,
  );
}

/** Spec §2 `/knowledge/knowledgePortal.htm`: query schoolId, subSchoolId, pageId, navGroupId, activeIndex, sxz-lang. */
export function knowledgePortalLink(
  a: LinkOptions & {
    schoolId: string;
    subSchoolId?: QueryValue;
    pageId?: QueryValue;
    navGroupId?: QueryValue;
    activeIndex?: QueryValue;
  },
): string {
  return href(
    '/knowledge/knowledgePortal.htm',
    [
      ['schoolId', a.schoolId],
      ['subSchoolId', a.subSchoolId],
      ['pageId', a.pageId],
      ['navGroupId', a.navGroupId],
      ['activeIndex', a.activeIndex],
    ],
    a,
  );
}

/** Spec §2 `/knowledge/knowledgeList.htm` (issue 27: filter by tag, type and text, paged). */
export function knowledgeListLink(
  a: LinkOptions & {
    schoolId: string;
    tag?: QueryValue;
    type?: QueryValue;
    keyword?: QueryValue;
    page?: QueryValue;
  },
): string {
  return href(
    '/knowledge/knowledgeList.htm',
    [
      ['schoolId', a.schoolId],
      ['tag', a.tag],
      ['type', a.type],
      ['keyword', a.keyword],
      ['page', a.page],
    ],
    a,
  );
}

/** Spec §2 `/knowledge/knowledgeDetail.htm`: a library with `libId`/`libName`, else the article `articleId`. */
export function knowledgeDetailLink(
  a: LinkOptions & { schoolId: string; articleId?: QueryValue; libId?: QueryValue; libName?: QueryValue },
): string {
  return href(
    '/knowledge/knowledgeDetail.htm',
    [
      ['schoolId', a.schoolId],
      ['articleId', a.articleId],
      ['libId', a.libId],
      ['libName', a.libName],
    ],
    a,
  );
}

/** Spec §2 `/iexam/{schoolId}/exercise/home` (page-specific query via `query`, e.g. pageId/activeIndex). */
export function exerciseHomeLink(
  a: LinkOptions & { schoolId: string; pageId?: QueryValue; activeIndex?: QueryValue },
): string {
  return href(
    `/iexam/${seg(a.schoolId)}/exercise/home`,
    [
      ['pageId', a.pageId],
      ['activeIndex', a.activeIndex],
    ],
    a,
  );
}

/**
 * Spec §2 `/iexam/{schoolId}/examInfo|open/examInfo|examContent?examId=…` and `examResult?attemptId=…` (issue 24).
 */
export function examLink(
  a: LinkOptions &
    (
      | { schoolId: string; view: 'examInfo' | 'open/examInfo' | 'examContent'; examId: string }
      | { schoolId: string; view: 'examResult'; attemptId: string }
    ),
): string {
  const id: [string, QueryValue] =
    a.view === 'examResult' ? ['attemptId', a.attemptId] : ['examId', a.examId];
  return href(`/iexam/${seg(a.schoolId)}/${a.view}`, [id], a);
}
