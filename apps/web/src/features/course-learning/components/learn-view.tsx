/**
 * The learning view (issue 23 item 4, `/course/{schoolId}/course-learn?courseId&resourceId`): the resource — video,
 * PDF, article, link — beside the outline, previous/next, the course's stored progress and whether the last beat
 * was saved. Or, when the resource cannot be learned, why (log in, enrol, a locked chapter, not found). Its own
 * chunk; the player and pdf.js are chunks of their own inside it, loaded only by resources of their kind.
 */
import { courseViewLink, learningProfileLink, loginLink } from '@portico/core';
import type { CourseLearnPage, CourseOutline, LearnResource, ScormCommitResult } from '@portico/contracts';
import { Suspense, useState } from 'react';
import { ViewLoading } from '@/components/view-loading.tsx';
import { useT } from '@/i18n/use-t.ts';
import { useBootstrap } from '@/lib/bootstrap-context.tsx';
import { useLearningBeats } from '../hooks/use-learning-beats.ts';
import { resourceLink } from '../utils/resource-link.ts';
import { ApplicationView } from './application-view.tsx';
import { CourseOutlineList } from './course-outline.tsx';
import { ExamResourceView } from './exam-resource-view.tsx';
import { ExternalView } from './external-view.tsx';
import { ArticleView, PdfViewer, ScormView, VideoPlayer } from './players.ts';
import { ProgressBar } from './outline-section.tsx';
import styles from './learn.module.css';

export default function LearnView({ page, schoolId }: { page: CourseLearnPage; schoolId: string }) {
  const t = useT();
  const { lang } = useBootstrap();
  const { course, outline, resource, problem } = page;
  const courseLink = course ? courseViewLink({ schoolId, courseId: course.id, lang }) : null;
  return (
    <div className={styles.layout}>
      <div className={styles.main}>
        {resource && outline ? (
          <LearnResourceView
            schoolId={schoolId}
            resource={resource}
            outline={outline}
            progress={outline.enrolment?.progress ?? 0}
            poster={course?.cover ?? null}
          />
        ) : (
          <div className={styles.problem} role="alert">
            <p>{t(`learn.problem.${problem ?? 'RESOURCE_NOT_FOUND'}` as 'learn.problem.COURSE_NOT_FOUND')}</p>
            {problem === 'LOGIN_REQUIRED' ? (
              <a className={styles.primaryLink} href={loginLink({ lang, redirect: currentPath() })}>
                {t('header.login')}
              </a>
            ) : null}
          </div>
        )}
        {courseLink ? (
          <p>
            <a href={courseLink}>{t('learn.backToCourse')}</a>
          </p>
        ) : null}
      </div>
      {outline ? (
        <nav className={styles.aside} aria-labelledby="learn-outline-title">
          <h2 id="learn-outline-title" className={styles.asideTitle}>
            {t('learn.outline')}
          </h2>
          <CourseOutlineList schoolId={schoolId} outline={outline} currentResourceId={resource?.id} />
        </nav>
      ) : null}
    </div>
  );
}

const currentPath = () =>
  typeof window === 'undefined' ? '' : `${window.location.pathname}${window.location.search}`;

function LearnResourceView({
  schoolId,
  resource,
  outline,
  progress,
  poster,
}: {
  schoolId: string;
  resource: LearnResource;
  outline: CourseOutline;
  progress: number;
  /** The course's cover, shown in the video's frame until it plays. */
  poster: string | null;
}) {
  const t = useT();
  const { lang } = useBootstrap();
  const { report, saveState, result } = useLearningBeats({
    schoolId,
    courseId: resource.courseId,
    resourceId: resource.id,
  });
  // A SCORM package reports through its runtime's commits (issue 25), not through heartbeats.
  const [scorm, setScorm] = useState<ScormCommitResult | null>(null);
  const courseProgress = scorm?.courseProgress ?? result?.courseProgress ?? progress;
  const done = scorm?.completed || (result?.resourceCompleted ?? resource.state.completed);
  const step = (resourceId: string | null, label: string, rel: 'prev' | 'next') =>
    resourceId ? (
      <a className={styles.step} rel={rel} href={resourceLink({ schoolId, outline, resourceId, lang })}>
        {label}
      </a>
    ) : (
      <span />
    );
  return (
    <section className={styles.resource} aria-labelledby="learn-resource-title">
      <h2 id="learn-resource-title" className={styles.resourceTitle}>
        {resource.title}
      </h2>
      {/* The player's own room while its code arrives: a client-rendered fallback (an update reaching the player
          before it hydrated) used to collapse it for a frame and shift the page by 0.1–0.27 (issue 28 item 4). */}
      <Suspense
        fallback={
          resource.kind === 'video' ? (
            <div className={styles.video}>
              <p role="status" className={styles.playerLoading}>
                {t('common.loading')}
              </p>
              <div className={styles.extraControlsRoom} />
            </div>
          ) : (
            <ViewLoading />
          )
        }
      >
        {resource.kind === 'video' ? (
          <VideoPlayer resource={resource} report={report} poster={poster} />
        ) : null}
        {resource.kind === 'article' ? <ArticleView resource={resource} report={report} /> : null}
        {resource.kind === 'document' ? <PdfViewer resource={resource} report={report} /> : null}
        {resource.kind === 'scorm' ? (
          <ScormView
            schoolId={schoolId}
            resourceId={resource.id}
            title={resource.title}
            onResult={setScorm}
          />
        ) : null}
      </Suspense>
      {resource.kind === 'application' ? <ApplicationView resource={resource} report={report} /> : null}
      {resource.kind === 'external' ? <ExternalView resource={resource} /> : null}
      {resource.kind === 'exam' ? <ExamResourceView resource={resource} schoolId={schoolId} /> : null}
      <div className={styles.status}>
        <ProgressBar value={courseProgress} label={t('learn.progress', { value: courseProgress })} />
        <p role="status" className={styles.saveState} data-testid="save-state" data-state={saveState}>
          {saveState === 'saving' ? t('learn.saving') : null}
          {saveState === 'saved' ? t('learn.saved') : null}
          {saveState === 'failed' ? t('learn.saveFailed') : null}
        </p>
        {done ? (
          <p className={styles.done} data-testid="resource-done">
            {t('learn.resourceDone')}
          </p>
        ) : null}
        {result?.courseCompleted ? (
          <p className={styles.complete} data-testid="course-complete">
            {t('learn.courseComplete')}{' '}
            <a href={learningProfileLink({ schoolId, lang })}>{t('learn.openArchive')}</a>
          </p>
        ) : null}
      </div>
      <div className={styles.steps}>
        {step(resource.previousResourceId, t('learn.previous'), 'prev')}
        {step(resource.nextResourceId, t('learn.next'), 'next')}
      </div>
    </section>
  );
}
