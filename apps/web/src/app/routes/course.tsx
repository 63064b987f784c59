import { Suspense } from 'react';
import { CourseDetailView } from '@/features/courses/components/course-detail.tsx';
import { LinkList, Page } from '@/components/page.tsx';
import type { PageData } from '@portico/contracts';
import { preloadPlayer } from '@/features/course-learning/components/players.ts';
import { lazyWithPreload } from '@/lib/lazy-with-preload.tsx';
import { usePage } from './use-page.ts';
import type { MatchedRoute } from './route-modules.ts';

/**
 * Issue 23: the outline and the learning view are chunks of their own (not in the portal home's entry); the
 * server awaits the one the requested page renders (preload), so the first paint has it in place.
 */
const OutlineSection = lazyWithPreload(
  () => import('@/features/course-learning/components/outline-section.tsx'),
);
const LearnView = lazyWithPreload(() => import('@/features/course-learning/components/learn-view.tsx'));
const ApplicationDetail = lazyWithPreload(
  () => import('@/features/course-learning/components/application-detail.tsx'),
);

/** Keep in step with route-chunks.ts (application-view is the course's page without appId, the app's with it). */
export function preload({ params }: MatchedRoute, page: PageData): Promise<void> {
  if (params.view === 'course-learn' || params.view === 'application-learn') {
    const player = page.kind === 'course-learn' ? preloadPlayer(page) : Promise.resolve();
    return Promise.all([LearnView.preload(), player]).then(() => undefined);
  }
  if (params.view === 'application-view') {
    return Promise.all([ApplicationDetail.preload(), OutlineSection.preload()]).then(() => undefined);
  }
  return OutlineSection.preload();
}

/** course-view and the application views: the course's details and outline, or a clear "Course not found" state. */
export function CoursePage() {
  const { b, t, title, links } = usePage();
  if (b.page.kind === 'course-learn' && b.school) {
    return (
      <Page title={title}>
        <Suspense fallback={<p role="status">{t('common.loading')}</p>}>
          <LearnView page={b.page} schoolId={b.school.id} />
        </Suspense>
      </Page>
    );
  }
  if (b.page.kind === 'application-view' && b.page.course && b.school) {
    return (
      <Page title={title}>
        <Suspense fallback={<p role="status">{t('common.loading')}</p>}>
          <ApplicationDetail page={b.page} schoolId={b.school.id} />
        </Suspense>
      </Page>
    );
  }
  const course = b.page.kind === 'course' ? b.page.course : null;
  if (!course || b.page.kind !== 'course') {
    return (
      <Page title={title} lead={<p>{t('course.notFoundText')}</p>}>
        <LinkList links={[links.home()]} />
      </Page>
    );
  }
  const outline = b.page.outline;
  return (
    <Page title={title}>
      <CourseDetailView
        course={course}
        school={b.school}
        enrolment={b.page.enrolment}
        enrolBlock={b.page.enrolBlock}
      />
      {outline ? (
        <Suspense fallback={null}>
          <OutlineSection schoolId={course.schoolId} outline={outline} />
        </Suspense>
      ) : null}
    </Page>
  );
}
