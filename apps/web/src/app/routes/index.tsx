import type { RouteId } from '@portico/core';
import type { ComponentType } from 'react';
import { Route, Routes } from 'react-router';
import { useBootstrap } from '@/lib/bootstrap-context.tsx';
import { LoginPage, LoginSelectPage, RegisterCreatePage, RegisterInvitePage } from './account-pages.tsx';
import { ThirdLoginCallbackPage } from './third-login-callback.tsx';
import { CommunityPage } from './community.tsx';
import { ConsoleRoutePage } from './console.tsx';
import { CoursePage } from './course.tsx';
import { CreationCenterPage } from './creation-center.tsx';
import { ClassInfoPage, TeachingCenterPage } from './teaching-center.tsx';
import { ExamPage, ExercisePage } from './exam.tsx';
import { AiChatPage, LearningProfilePage, PersonSpacePage, PrivateCenterPage } from './center-pages.tsx';
import {
  ComplaintReportPage,
  CookiePolicyPage,
  DesignPage,
  HelpCenterPage,
  InsufficientPermissionsPage,
  PrivacyPage,
  PrivilegePage,
} from './info-pages.tsx';
import { KnowledgePage } from './knowledge.tsx';
import { NotFoundPage } from './not-found.tsx';
import { PortalHomePage } from './portal-home.tsx';
import { PortalMorePage } from './portal-more.tsx';
import { PortalSearchPage } from './portal-search.tsx';
import { PortalSubSchoolPage } from './portal-sub-school.tsx';
import { SchoolFeedbackPage } from './school-feedback.tsx';

/** Every RouteId of contracts.md §1 → its page (exhaustive: a new RouteId without a page fails the typecheck). */
const ROUTE_PAGES: Record<RouteId, ComponentType> = {
  'portal-home': PortalHomePage,
  'portal-search': PortalSearchPage,
  'portal-more': PortalMorePage,
  'portal-sub-school': PortalSubSchoolPage,
  'course-view': CoursePage,
  'course-application': CoursePage,
  'knowledge-portal': KnowledgePage,
  'knowledge-list': KnowledgePage,
  'knowledge-detail': KnowledgePage,
  'exercise-home': ExercisePage,
  exam: ExamPage,
  'private-center': PrivateCenterPage,
  'learning-profile': LearningProfilePage,
  'person-space': PersonSpacePage,
  'teaching-center': TeachingCenterPage,
  'creation-center': CreationCenterPage,
  'school-management': ConsoleRoutePage,
  'school-feedback': SchoolFeedbackPage,
  'sub-school-management': ConsoleRoutePage,
  'ai-chat': AiChatPage,
  community: CommunityPage,
  'o3-detail': CommunityPage,
  privilege: PrivilegePage,
  'class-info-jump': ClassInfoPage,
  'cookie-policy': CookiePolicyPage,
  'complaint-report': ComplaintReportPage,
  'login-select': LoginSelectPage,
  login: LoginPage,
  'third-login-callback': ThirdLoginCallbackPage,
  'register-invite': RegisterInvitePage,
  'register-create': RegisterCreatePage,
  'help-center': HelpCenterPage,
  privacy: PrivacyPage,
  'insufficient-permissions': InsufficientPermissionsPage,
  design: DesignPage,
};

/**
 * The route is matched once, on the server, with core's matchRoute (bootstrap.route) — the same decision that
 * sets the 404 status — so the router here is a single catch-all that renders the page for that RouteId.
 * Navigation between routes is a full document load (each route's data comes from the server bootstrap).
 */
function RoutePage() {
  const { route } = useBootstrap();
  const PageComponent = route.id === 'not-found' ? NotFoundPage : ROUTE_PAGES[route.id];
  return <PageComponent />;
}

export function AppRoutes() {
  return (
    <Routes>
      <Route path="*" element={<RoutePage />} />
    </Routes>
  );
}
