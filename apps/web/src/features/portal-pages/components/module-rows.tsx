/**
 * Issue 27: every module but the banner, as static server-rendered HTML: rows of courses, lecturers, exams and
 * knowledge articles, rich text (stored as the server's sanitizer allowlist output — sanitized when saved), a link
 * grid and the learning-center summary of a signed-in learner. No state, no effects: nothing here needs hydrating.
 */
import { examLink } from '@portico/core';
import type { PortalModuleView, SchoolInfo } from '@portico/contracts';
import { CourseCard, EAGER_COURSE_CARDS } from '@/components/course-card.tsx';
import { UserAvatar } from '@/components/user-avatar.tsx';
import { useT } from '@/i18n/use-t.ts';
import { useBootstrap } from '@/lib/bootstrap-context.tsx';
import { siteLink } from '../lib/site-link.ts';
import styles from './portal-pages.module.css';

function Heading({ title }: { title: string }) {
  return title ? <h2 className={styles.heading}>{title}</h2> : null;
}

export function ModuleRows({
  module,
  school,
  eager = false,
}: {
  module: PortalModuleView;
  school: SchoolInfo;
  /** Near the top of the page: the first row's covers may be the largest paint (a phone shows one under the banner). */
  eager?: boolean;
}) {
  const t = useT();
  const { lang } = useBootstrap();
  const empty = <p className={styles.empty}>{t('portalPages.empty')}</p>;
  const body = (() => {
    switch (module.kind) {
      case 'courseRow':
        return module.courses?.length ? (
          <ul className={styles.grid}>
            {module.courses.map((course, index) => (
              <li key={course.id}>
                <CourseCard course={course} school={school} eager={eager && index < EAGER_COURSE_CARDS} />
              </li>
            ))}
          </ul>
        ) : (
          empty
        );
      case 'lecturerRow':
        return module.lecturers?.length ? (
          <ul className={styles.people}>
            {module.lecturers.map((lecturer) => (
              <li key={lecturer.id} className={styles.person}>
                <UserAvatar src={lecturer.avatarUrl} size={56} />
                <span>{lecturer.name}</span>
              </li>
            ))}
          </ul>
        ) : (
          empty
        );
      case 'examRow':
        return module.exams?.length ? (
          <ul className={styles.list}>
            {module.exams.map((exam) => (
              <li key={exam.id}>
                <a href={examLink({ schoolId: school.id, view: 'examInfo', examId: exam.id, lang })}>
                  {exam.title}
                </a>
              </li>
            ))}
          </ul>
        ) : (
          empty
        );
      case 'knowledgeRow':
        return module.knowledge?.length ? (
          <ul className={styles.list}>
            {module.knowledge.map((item) => (
              <li key={item.id}>
                <a href={siteLink(item.url, lang)}>{item.title}</a>
              </li>
            ))}
          </ul>
        ) : (
          empty
        );
      case 'richText':
        // The server's sanitizer output (allowlist, spec §5), stored at save time.
        return <div className={styles.richText} dangerouslySetInnerHTML={{ __html: module.html ?? '' }} />;
      case 'linkGrid':
        return (
          <ul className={styles.links}>
            {(module.links ?? []).map((link) => (
              <li key={`${link.url}|${link.label}`}>
                <a className={styles.linkTile} href={siteLink(link.url, lang)}>
                  {link.label}
                </a>
              </li>
            ))}
          </ul>
        );
      case 'learningSummary':
        return module.summary ? (
          <dl className={styles.summary}>
            <div>
              <dt>{t('portalPages.summary.inProgress')}</dt>
              <dd>{module.summary.inProgress}</dd>
            </div>
            <div>
              <dt>{t('portalPages.summary.completed')}</dt>
              <dd>{module.summary.completed}</dd>
            </div>
            <div>
              <dt>{t('portalPages.summary.minutes')}</dt>
              <dd>{Math.floor(module.summary.studySeconds / 60)}</dd>
            </div>
          </dl>
        ) : null;
      default:
        return null;
    }
  })();
  return (
    <section className={styles.section}>
      <Heading title={module.title} />
      {body}
    </section>
  );
}
