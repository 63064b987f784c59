/**
 * Login, school choice and register pages. Their forms are lazily loaded chunks (not in the portal's initial
 * bundle) yet server-rendered: render() waits for them, hydration picks them up when the chunk arrives. The
 * wrapper here uses the form styles statically, so the server-rendered form is styled from the first paint.
 */
import type { RouteId } from '@portico/core';
import { Suspense, type ReactNode } from 'react';
import { JoinCreateActions } from '@/components/join-create-actions.tsx';
import { formStyles } from '@/components/form-styles.ts';
import { LinkList, Page } from '@/components/page.tsx';
import { lazyWithPreload } from '@/lib/lazy-with-preload.tsx';
import { withQuery } from '@/lib/with-query.ts';
import {
  preloadAiChat,
  preloadLearningProfile,
  preloadPersonSpace,
  preloadPrivateCenter,
} from './center-pages.tsx';
import { preloadCommunity } from './community.tsx';
import { preloadKnowledgeDetail, preloadKnowledgeList, preloadKnowledgePortal } from './knowledge.tsx';
import { preloadConsoleSection } from './console.tsx';
import { preloadCoursePage } from './course.tsx';
import { preloadCreationCenter } from './creation-center.tsx';
import { preloadClassInfo, preloadTeachingCenter } from './teaching-center.tsx';
import { preloadExamPage, preloadExerciseHome } from './exam.tsx';
import { preloadSearchResults } from './portal-search.tsx';
import { preloadFeedbackInbox } from './school-feedback.tsx';
import { preloadThirdLoginCallback } from './third-login-callback.tsx';
import { usePage } from './use-page.ts';

const LoginPageForm = lazyWithPreload(
  withQuery(() => import('@/features/auth/components/login-page-form.tsx')),
);
const SchoolSelect = lazyWithPreload(
  withQuery(() => import('@/features/school-select/components/school-select.tsx')),
);
const InviteForm = lazyWithPreload(withQuery(() => import('@/features/register/components/invite-form.tsx')));
const CreateForm = lazyWithPreload(withQuery(() => import('@/features/register/components/create-form.tsx')));

const PRELOADS: Partial<Record<RouteId | 'not-found', () => Promise<void>>> = {
  login: LoginPageForm.preload,
  'third-login-callback': preloadThirdLoginCallback,
  'login-select': SchoolSelect.preload,
  'register-invite': InviteForm.preload,
  'register-create': CreateForm.preload,
  'portal-search': preloadSearchResults,
  'school-feedback': preloadFeedbackInbox,
  'private-center': preloadPrivateCenter,
  'learning-profile': preloadLearningProfile,
  'person-space': preloadPersonSpace,
  'ai-chat': preloadAiChat,
  'exercise-home': preloadExerciseHome,
  'creation-center': preloadCreationCenter,
  'teaching-center': preloadTeachingCenter,
  'class-info-jump': preloadClassInfo,
  community: preloadCommunity,
  'knowledge-portal': preloadKnowledgePortal,
  'knowledge-list': preloadKnowledgeList,
  'knowledge-detail': preloadKnowledgeDetail,
  'o3-detail': preloadCommunity,
};

/** The lazy chunk a route renders on first paint (the server awaits it before rendering that route). */
export function preloadRoutePage(route: {
  id: RouteId | 'not-found';
  params: Record<string, string>;
}): Promise<void> {
  // Issue 13: a console page renders the chunk of its section.
  if (route.id === 'school-management' || route.id === 'sub-school-management') {
    return preloadConsoleSection(route.params.section);
  }
  // Issue 23: the course page's outline, or the learning view.
  if (route.id === 'course-view' || route.id === 'course-application') return preloadCoursePage(route.params);
  // Issue 24: the exam view of the URL.
  if (route.id === 'exam') return preloadExamPage(route.params);
  return PRELOADS[route.id]?.() ?? Promise.resolve();
}

function Panel({ children }: { children: ReactNode }) {
  return (
    <div className={formStyles.panel}>
      <Suspense fallback={null}>{children}</Suspense>
    </div>
  );
}

export function LoginPage() {
  const { t, title } = usePage();
  return (
    <Page title={title} lead={<p>{t('page.loginText')}</p>}>
      <Panel>
        <LoginPageForm />
      </Panel>
    </Page>
  );
}

/** Visitors never get here (the server redirects them to login); without a session there is nothing to list. */
export function LoginSelectPage() {
  const { b, t, title, links } = usePage();
  return (
    <Page title={title} lead={<p>{t('page.loginSelectText')}</p>}>
      {b.viewer ? (
        <Suspense fallback={null}>
          <SchoolSelect emptyActions={<JoinCreateActions />} />
        </Suspense>
      ) : (
        <LinkList links={[links.login()]} />
      )}
    </Page>
  );
}

export function RegisterInvitePage() {
  const { b, t, title, links } = usePage();
  return (
    <Page title={title} lead={<p>{t('page.registerInviteText')}</p>}>
      {b.viewer ? (
        <Panel>
          <InviteForm />
        </Panel>
      ) : (
        <LinkList links={[links.login()]} />
      )}
    </Page>
  );
}

export function RegisterCreatePage() {
  const { b, t, title, links } = usePage();
  return (
    <Page title={title} lead={<p>{t('page.registerCreateText')}</p>}>
      {b.viewer ? (
        <Panel>
          <CreateForm />
        </Panel>
      ) : (
        <LinkList links={[links.login()]} />
      )}
    </Page>
  );
}
