/**
 * One URL per page of the page access table (web/page-access.ts), naming a school: the page matrix and the page
 * fuzz walk these, so a new page is covered once it has its line here (the `Record` does not build without it).
 */
import type { PageId } from '../../src/web/page-access.ts';

/** The school `id` travels in the path where the route has it, else in the query. */
export const PAGE_SAMPLE_URL: Record<PageId, (id: string) => string> = {
  'portal-home': (id) => `/portal/${id}`,
  'portal-search': (id) => `/portal/${id}/search?keyword=matrix`,
  'portal-more': (id) => `/portal/${id}/more`,
  'portal-sub-school': (id) => `/portal/${id}/sub-school/${id}`,
  'course-view': (id) => `/course/${id}/course-view?courseId=1`,
  'course-application': (id) => `/course/${id}/course-learn?courseId=1`,
  'knowledge-portal': (id) => `/knowledge/knowledgePortal.htm?schoolId=${id}`,
  'knowledge-list': (id) => `/knowledge/knowledgeList.htm?schoolId=${id}`,
  'knowledge-detail': (id) => `/knowledge/knowledgeDetail.htm?schoolId=${id}&libName=none`,
  'exercise-home': (id) => `/iexam/${id}/exercise/home`,
  exam: (id) => `/iexam/${id}/examInfo`,
  'private-center': (id) => `/center/privateCenter.htm?schoolId=${id}&type=studyCenter_MyCourse`,
  'learning-profile': (id) => `/center/myLearningProfile.htm?schoolId=${id}`,
  'person-space': (id) => `/personSpace/${id}/works`,
  'teaching-center': (id) => `/classInfo/${id}/lecturing-center/class-management`,
  'creation-center': (id) => `/iadmin/${id}/create-center`,
  'school-management': (id) => `/iadmin/${id}/management/workbench`,
  'school-feedback': (id) => `/iadmin/${id}/management/feedback`,
  'sub-school-management': (id) => `/iadmin/${id}/sub-college-management/sub-college-info`,
  'ai-chat': (id) => `/mobile/AIChat-pc.htm?schoolId=${id}`,
  community: (id) => `/community/portal?schoolId=${id}`,
  'o3-detail': (id) => `/o3/${id}/detail`,
  privilege: (id) => `/commonUsage/privilegePage.htm?tenantId=${id}&isResources=true&inCollege=false`,
  'class-info-jump': (id) => `/commonUsage/classInfo.htm?schoolId=${id}`,
  'cookie-policy': (id) => `/commonUsage/cookiePolicy.htm?schoolId=${id}`,
  'complaint-report': (id) => `/complaintReport/1?schoolId=${id}`,
  'login-select': (id) => `/login/select?schoolId=${id}`,
  login: (id) => `/login/index?schoolId=${id}`,
  'third-login-callback': (id) => `/login/third/callback?schoolId=${id}`,
  'register-invite': (id) => `/register/invite?schoolId=${id}`,
  'register-create': (id) => `/register/create?schoolId=${id}`,
  'help-center': (id) => `/helpCenter/helpPage.htm?schoolId=${id}`,
  privacy: (id) => `/privacy?schoolId=${id}`,
  'insufficient-permissions': (id) => `/insufficient-permissions?schoolId=${id}`,
  design: (id) => `/design?schoolId=${id}`,
  'not-found': (id) => `/no-such-page/here?schoolId=${id}`,
};
