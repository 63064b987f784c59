import type { RouteId } from '@portico/core';
import type { ShellBootstrap } from '@portico/contracts';
import { SECTION_LABELS } from '@/components/console/labels.ts';
import type { MessageKey, TFn } from '@/i18n/keys.ts';
import { localizedName, schoolDisplayName } from '@/lib/names.ts';

/** Title key of every route (exhaustive: a new RouteId without a title fails the typecheck). */
const ROUTE_TITLE_KEYS: Record<RouteId | 'not-found', MessageKey> = {
  'portal-home': 'route.portalHome',
  'portal-search': 'route.search',
  'portal-more': 'route.portalMore',
  'portal-sub-school': 'route.subSchool',
  'course-view': 'route.course',
  'course-application': 'route.application',
  'knowledge-portal': 'route.knowledgePortal',
  'knowledge-list': 'route.knowledgeList',
  'knowledge-detail': 'route.knowledgeDetail',
  'exercise-home': 'route.exerciseHome',
  exam: 'route.exam',
  'private-center': 'route.privateCenter',
  'learning-profile': 'route.learningProfile',
  'person-space': 'route.personSpace',
  'teaching-center': 'route.teachingCenter',
  'creation-center': 'route.creationCenter',
  'school-management': 'route.schoolManagement',
  'school-feedback': 'route.schoolFeedback',
  'sub-school-management': 'route.subSchoolManagement',
  'ai-chat': 'route.aiChat',
  community: 'route.community',
  'o3-detail': 'route.o3Detail',
  privilege: 'route.privilege',
  'class-info-jump': 'route.classInfoJump',
  'cookie-policy': 'route.cookiePolicy',
  'complaint-report': 'route.complaintReport',
  'login-select': 'route.loginSelect',
  login: 'route.login',
  'third-login-callback': 'route.thirdLoginCallback',
  'register-invite': 'route.registerInvite',
  'register-create': 'route.registerCreate',
  'help-center': 'route.helpCenter',
  privacy: 'route.privacy',
  'insufficient-permissions': 'route.insufficientPermissions',
  design: 'route.design',
  'not-found': 'route.notFound',
};

/** The page's own title (its <h1> on most routes), with the route's real data where it has some. */
export function pageTitle(b: ShellBootstrap, t: TFn): string {
  const { page } = b;
  switch (b.route.id) {
    case 'portal-search':
      return page.kind === 'search' && page.keyword
        ? t('route.searchResults', { keyword: page.keyword })
        : t('route.search');
    case 'portal-sub-school':
      return page.kind === 'sub-school' && page.subSchool
        ? localizedName(page.subSchool.name, page.subSchool.nameEn, b.lang)
        : t('route.subSchool');
    case 'course-view':
    case 'course-application':
      if (page.kind === 'course') return page.course ? page.course.name : t('course.notFound');
      // Issue 23: the learning view is titled by its course (the resource is the section's heading).
      if (page.kind === 'course-learn') return page.course ? page.course.name : t('course.notFound');
      if (page.kind === 'application-view') {
        return page.application?.title ?? page.course?.name ?? t('course.notFound');
      }
      return t(ROUTE_TITLE_KEYS[b.route.id]);
    case 'school-management':
    case 'sub-school-management':
      // Issue 13: a console page is titled by its section.
      return page.kind === 'console' ? t(SECTION_LABELS[page.section]) : t(ROUTE_TITLE_KEYS[b.route.id]);
    default:
      return t(ROUTE_TITLE_KEYS[b.route.id]);
  }
}

/** Document <title>: "<Page title> · <School name>" (the product name when no school is known). */
export function documentTitle(b: ShellBootstrap, t: TFn): string {
  return t('app.documentTitle', {
    page: pageTitle(b, t),
    site: schoolDisplayName(b.school, b.lang) ?? t('app.name'),
  });
}
