/**
 * A course's outline (issue 23 item 2): chapters with their resources, each with its kind, length, whether it is
 * optional and whether the viewer completed it; a locked chapter says why and links nowhere. Used on the course
 * page and beside the learning view (where the current resource is marked).
 */
import type { CourseOutline, OutlineChapter } from '@portico/contracts';
import { formatDate } from '@/lib/format-date.ts';
import { useT } from '@/i18n/use-t.ts';
import { useBootstrap } from '@/lib/bootstrap-context.tsx';
import { resourceLink } from '../utils/resource-link.ts';
import styles from './outline.module.css';

function lockText(
  chapter: OutlineChapter,
  t: ReturnType<typeof useT>,
  lang: Parameters<typeof formatDate>[1],
) {
  const lock = chapter.lock;
  if (!lock) return null;
  return lock.reason === 'release' && lock.releaseAt
    ? t('learn.lockedRelease', { date: formatDate(lock.releaseAt, lang) })
    : t('learn.lockedPrerequisite', { title: lock.prerequisiteTitle ?? '' });
}

export function CourseOutlineList({
  schoolId,
  outline,
  currentResourceId,
}: {
  schoolId: string;
  outline: CourseOutline;
  currentResourceId?: string;
}) {
  const t = useT();
  const { lang } = useBootstrap();
  const enrolled = outline.enrolment !== null;
  if (outline.chapters.length === 0) return <p>{t('learn.outlineEmpty')}</p>;
  return (
    <ol className={styles.chapters}>
      {outline.chapters.map((chapter) => {
        const locked = lockText(chapter, t, lang);
        return (
          <li key={chapter.id} className={styles.chapter}>
            <h3 className={styles.chapterTitle}>{chapter.title}</h3>
            {locked ? (
              <p className={styles.locked} data-testid="chapter-lock">
                {locked}
              </p>
            ) : null}
            <ol className={styles.resources}>
              {chapter.resources.map((resource) => {
                const meta = [
                  t(`learn.kind.${resource.kind}`),
                  resource.durationSeconds
                    ? t('learn.minutes', { count: Math.max(1, Math.round(resource.durationSeconds / 60)) })
                    : null,
                  resource.pageCount ? t('learn.pages', { count: resource.pageCount }) : null,
                  resource.required ? null : t('learn.optional'),
                ].filter(Boolean);
                const current = resource.id === currentResourceId;
                const label = (
                  <>
                    <span className={styles.resourceTitle}>{resource.title}</span>
                    <span className={styles.meta}>{meta.join(' · ')}</span>
                    {resource.completed ? <span className={styles.done}>{t('learn.completed')}</span> : null}
                  </>
                );
                return (
                  <li key={resource.id} className={current ? styles.current : styles.resource}>
                    {enrolled && !locked ? (
                      <a
                        className={styles.resourceLink}
                        href={resourceLink({ schoolId, outline, resourceId: resource.id, lang })}
                        aria-current={current ? 'page' : undefined}
                      >
                        {label}
                      </a>
                    ) : (
                      <div className={styles.resourceLink}>{label}</div>
                    )}
                  </li>
                );
              })}
            </ol>
          </li>
        );
      })}
    </ol>
  );
}
