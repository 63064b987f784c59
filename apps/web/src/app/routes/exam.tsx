/**
 * Issue 24: the exercise home and the exam pages (`/iexam/{schoolId}/…`). Each view is a lazy chunk of its own
 * with the query library (none reaches the portal home's entry JS); their data is the viewer's and live (the
 * clock, the attempt), so it is read in the browser, never put in the (visitor-cached) page.
 */
import { Suspense, type ReactNode } from 'react';
import { useLocation } from '@/lib/location.tsx';
import { LinkList, Page } from '@/components/page.tsx';
import { ViewLoading } from '@/components/view-loading.tsx';
import { lazyWithPreload } from '@/lib/lazy-with-preload.tsx';
import { withQuery } from '@/lib/with-query.ts';
import { usePage } from './use-page.ts';
import type { MatchedRoute } from './route-modules.ts';

const ExamInfoView = lazyWithPreload(withQuery(() => import('@/features/exams/components/exam-info.tsx')));
const ExamContent = lazyWithPreload(withQuery(() => import('@/features/exams/components/exam-content.tsx')));
const ExamResult = lazyWithPreload(withQuery(() => import('@/features/exams/components/exam-result.tsx')));
const ExerciseHome = lazyWithPreload(
  withQuery(() => import('@/features/exams/components/exercise-home.tsx')),
);

/** Keep in step with route-chunks.ts. */
export function preload(route: MatchedRoute): Promise<void> {
  const { params } = route;
  if (route.id === 'exercise-home') return ExerciseHome.preload();
  if (params.view === 'examContent') return ExamContent.preload();
  if (params.view === 'examResult') return ExamResult.preload();
  return ExamInfoView.preload();
}

function Loading({ children }: { children: ReactNode }) {
  return <Suspense fallback={<ViewLoading />}>{children}</Suspense>;
}

/** examInfo, open/examInfo, examContent, examResult — by the route's view and the query's id. */
export function ExamPage() {
  const { b, t, title, lang, links } = usePage();
  const query = new URLSearchParams(useLocation().search);
  const view = b.route.params.view;
  const id = view === 'examResult' ? query.get('attemptId') : query.get('examId');
  if (!b.school || !id || !/^\d{1,19}$/.test(id)) {
    return (
      <Page title={title} lead={<p>{t('exam.missingId')}</p>}>
        <LinkList links={[links.home()]} />
      </Page>
    );
  }
  const schoolId = b.school.id;
  let body: ReactNode;
  if (view === 'examContent') body = <ExamContent schoolId={schoolId} examId={id} lang={lang} />;
  else if (view === 'examResult') body = <ExamResult schoolId={schoolId} attemptId={id} lang={lang} />;
  else {
    const initial = b.page.kind === 'exam-info' && b.page.info.id === id ? b.page.info : undefined;
    body = <ExamInfoView schoolId={schoolId} examId={id} lang={lang} initial={initial} />;
  }
  return (
    <Page title={title}>
      <Loading>{body}</Loading>
    </Page>
  );
}

/** `/iexam/{schoolId}/exercise/home`: practice sets, the practice runner and the mistake book. */
export function ExercisePage() {
  const { b, title, lang } = usePage();
  if (!b.school) return <Page title={title} />;
  return (
    <Page title={title}>
      <Loading>
        <ExerciseHome schoolId={b.school.id} lang={lang} signedIn={b.viewer !== null} />
      </Loading>
    </Page>
  );
}
