/** Spec §2 links of the user's centers and the staff entries: personal/learning/teaching/creation, management, AI. */
import type { ConsoleSection } from '../console.ts';
import type { LanguageCode } from '../languages.ts';
import type { PersonSpaceTab } from './match.ts';
import { LANG_PARAM, enc, href, seg, type LinkOptions, type QueryValue } from './href.ts';

/** Spec §2 `/center/privateCenter.htm`: query schoolId, type (PERSONAL_CENTER_TYPES), activeIndex, sxz-lang. */
export function privateCenterLink(
  a: LinkOptions & { schoolId: string; type?: QueryValue; activeIndex?: QueryValue; status?: QueryValue },
): string {
  return href(
    '/center/privateCenter.htm',
    [
      ['schoolId', a.schoolId],
      ['type', a.type],
      ['activeIndex', a.activeIndex],
      // Issue 23: the "my courses" filter (core ENROLMENT_STATUSES).
      ['status', a.status],
    ],
    a,
  );
}

/** Spec §2 `/center/myLearningProfile.htm`: query schoolId, sxz-lang; issue 23: `certificate` (a completion id). */
export function learningProfileLink(a: LinkOptions & { schoolId: string; certificate?: QueryValue }): string {
  return href(
    '/center/myLearningProfile.htm',
    [
      ['schoolId', a.schoolId],
      ['certificate', a.certificate],
    ],
    a,
  );
}

/** Spec §2 `/personSpace/{schoolId}/works|fan|follow`: query activeIndex, sxz-lang. */
export function personSpaceLink(
  a: LinkOptions & { schoolId: string; tab: PersonSpaceTab; activeIndex?: QueryValue },
): string {
  return href(`/personSpace/${seg(a.schoolId)}/${a.tab}`, [['activeIndex', a.activeIndex]], a);
}

/** Spec §2 teaching center `/classInfo/{schoolId}/lecturing-center/class-management`. */
export function teachingCenterLink(a: LinkOptions & { schoolId: string }): string {
  return href(`/classInfo/${seg(a.schoolId)}/lecturing-center/class-management`, [], a);
}

/** Spec §2 creation center `/iadmin/{schoolId}/create-center/` (plus `o3knowledge/` in the O3 variant). */
export function creationCenterLink(a: LinkOptions & { schoolId: string; o3?: boolean }): string {
  return href(`/iadmin/${seg(a.schoolId)}/create-center/${a.o3 ? 'o3knowledge/' : ''}`, [], a);
}

/**
 * Spec §2 school management `/iadmin/{schoolId}/management/workbench`; for a store-type school
 * `/iadmin/{schoolId}/management/college-management/college-info`.
 */
export function schoolManagementLink(a: LinkOptions & { schoolId: string; store?: boolean }): string {
  const tail = a.store ? 'college-management/college-info' : 'workbench';
  return href(`/iadmin/${seg(a.schoolId)}/management/${tail}`, [], a);
}

/** Our school feedback inbox `/iadmin/{schoolId}/management/feedback` (issue 12), beside the workbench. */
export function schoolFeedbackLink(a: LinkOptions & { schoolId: string }): string {
  return href(`/iadmin/${seg(a.schoolId)}/management/feedback`, [], a);
}

/** Spec §2 sub-school management `/iadmin/{subSchoolId}/sub-college-management/sub-college-info`. */
export function subSchoolManagementLink(a: LinkOptions & { subSchoolId: string }): string {
  return href(`/iadmin/${seg(a.subSchoolId)}/sub-college-management/sub-college-info`, [], a);
}

/**
 * Spec §2 `/mobile/AIChat-pc.htm`: query schoolId, sxz-lang, optional tab=roleLearning; on a course
 * application-view page also id, parentResourceId, classId, resourceId.
 */
export function aiChatLink(
  a: LinkOptions & {
    schoolId: string;
    tab?: 'roleLearning' | null;
    id?: QueryValue;
    parentResourceId?: QueryValue;
    classId?: QueryValue;
    resourceId?: QueryValue;
  },
): string {
  return href(
    '/mobile/AIChat-pc.htm',
    [
      ['schoolId', a.schoolId],
      ['tab', a.tab],
      ['id', a.id],
      ['parentResourceId', a.parentResourceId],
      ['classId', a.classId],
      ['resourceId', a.resourceId],
    ],
    a,
  );
}

/**
 * Spec §2 "Personal-center link: for O3 schools /community/o3Profile.htm with source=personalCenter, language,
 * schoolId, menuType=MY_POST, activeIndex=-1 (plus stmsite if stored); otherwise /center/privateCenter.htm with
 * schoolId, activeIndex=personCenter, language." Parameter order follows the spec's wording.
 */
export function personalCenterLink(a: {
  schoolId: string;
  lang: LanguageCode;
  isO3: boolean;
  stmsite?: string | null;
}): string {
  if (a.isO3) {
    const parts = [
      'source=personalCenter',
      `${LANG_PARAM}=${enc(a.lang)}`,
      `schoolId=${enc(a.schoolId)}`,
      'menuType=MY_POST',
      'activeIndex=-1',
    ];
    if (a.stmsite) parts.push(`stmsite=${enc(a.stmsite)}`);
    return `/community/o3Profile.htm?${parts.join('&')}`;
  }
  return `/center/privateCenter.htm?schoolId=${enc(a.schoolId)}&activeIndex=personCenter&${LANG_PARAM}=${enc(a.lang)}`;
}

/**
 * A section of the admin console (issue 13): `/iadmin/{schoolId}/management/{section}`, or for a sub-school
 * `/iadmin/{subSchoolId}/sub-college-management/{section}` (its profile keeps the spec's `sub-college-info`).
 */
export function consoleSectionLink(
  a: LinkOptions & { schoolId: string; section: ConsoleSection; subSchool?: boolean },
): string {
  if (a.subSchool) {
    const tail = a.section === 'profile' ? 'sub-college-info' : a.section;
    return href(`/iadmin/${seg(a.schoolId)}/sub-college-management/${tail}`, [], a);
  }
  return href(`/iadmin/${seg(a.schoolId)}/management/${a.section}`, [], a);
}

/** Spec §2 `/commonUsage/classInfo.htm` (issue 26): a class's page for its members (query schoolId, classId). */
export function classInfoLink(a: LinkOptions & { schoolId: string; classId: string }): string {
  return href(
    '/commonUsage/classInfo.htm',
    [
      ['schoolId', a.schoolId],
      ['classId', a.classId],
    ],
    a,
  );
}
