/**
 * Spec §2 `/course/{schoolId}/application-view?courseId&appId&appType` (issue 23 item 4): an application's
 * detail — its course and chapter, what completes it (core isApplicationComplete), the viewer's state, and the way
 * in (application-learn) or why not: log in, enrol on the course page, or the locked chapter's reason. The
 * course's outline follows. Its own chunk, like the outline section.
 */
import { applicationViewLink, courseViewLink, loginLink } from '@portico/core';
import type { ApplicationViewPage } from '@portico/contracts';
import { Section } from '@/components/page.tsx';
import { useT } from '@/i18n/use-t.ts';
import { useBootstrap } from '@/lib/bootstrap-context.tsx';
import { formatDate } from '@/lib/format-date.ts';
import { CourseOutlineList } from './course-outline.tsx';
import learnStyles from './learn.module.css';
import styles from './outline.module.css';

export default function ApplicationDetail({
  page,
  schoolId,
}: {
  page: ApplicationViewPage;
  schoolId: string;
}) {
  const t = useT();
  const b = useBootstrap();
  const { lang } = b;
  const { course, application, outline } = page;
  if (!course) return null;
  const courseLink = courseViewLink({ schoolId, courseId: course.id, lang });
  if (!application) {
    return (
      <div className={learnStyles.problem} role="alert">
        <p>{t('learn.problem.RESOURCE_NOT_FOUND')}</p>
        <a href={courseLink}>{t('learn.backToCourse')}</a>
      </div>
    );
  }
  const lock = application.lock;
  const why = !lock
    ? null
    : lock.reason === 'release' && lock.releaseAt
      ? t('learn.lockedRelease', { date: formatDate(lock.releaseAt, lang) })
      : t('learn.lockedPrerequisite', { title: lock.prerequisiteTitle ?? '' });
  const learnLink = applicationViewLink({
    schoolId,
    courseId: course.courseResourceId,
    appId: application.appId,
    appType: application.appType,
    view: 'application-learn',
    lang,
  });
  // Back here after logging in (built from the page's data: the same on the server and in the browser).
  const here = applicationViewLink({
    schoolId,
    courseId: course.courseResourceId,
    appId: application.appId,
    appType: application.appType,
    lang,
  });
  return (
    <>
      <Section title={t('learn.kind.application')}>
        <p>
          {t('learn.appChapter', { title: application.chapterTitle })} ·{' '}
          <a href={courseLink}>{course.name}</a>
        </p>
        {application.appType ? (
          <p className={styles.meta}>{t('learn.appType', { type: application.appType })}</p>
        ) : null}
        <p>
          {application.embedded
            ? t('learn.appEmbeddedNote', { count: application.requiredSeconds })
            : t('learn.appLinkNote')}
        </p>
        {application.completed ? (
          <p className={styles.done} data-testid="application-done">
            {t('learn.completed')}
          </p>
        ) : null}
        {why ? (
          <p className={styles.locked} role="alert" data-testid="chapter-lock">
            {why}
          </p>
        ) : !b.viewer ? (
          <p>
            {t('learn.problem.LOGIN_REQUIRED')}{' '}
            <a href={loginLink({ lang, redirect: here })}>{t('header.login')}</a>
          </p>
        ) : !page.enrolment ? (
          <p>
            {t('learn.problem.NOT_ENROLLED')} <a href={courseLink}>{t('learn.backToCourse')}</a>
          </p>
        ) : (
          <a className={styles.primaryLink} href={learnLink} data-testid="start-application">
            {t('learn.appStart')}
          </a>
        )}
      </Section>
      {outline ? (
        <Section title={t('learn.outline')}>
          <CourseOutlineList
            schoolId={schoolId}
            outline={outline}
            currentResourceId={application.resourceId}
          />
        </Section>
      ) : null}
    </>
  );
}
