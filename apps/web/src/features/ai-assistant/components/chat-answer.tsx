import { courseViewLink } from '@portico/core';
import type { AiAnswer } from '@portico/contracts';
import { useT } from '@/i18n/use-t.ts';
import { useBootstrap } from '@/lib/bootstrap-context.tsx';
import styles from './ai-chat.module.css';

/**
 * One answer: the model's words when a provider is configured, else a sentence in the reader's language saying
 * these are the catalogue's matches; then the matching courses as links (or "nothing found" with a hint).
 */
export function ChatAnswer({ answer, school }: { answer: AiAnswer; school: string }) {
  const b = useBootstrap();
  const t = useT();
  const found = answer.courses.length > 0;
  const intro =
    answer.answer ??
    (answer.keywords.length === 0
      ? t('ai.askSubject')
      : found
        ? t('ai.catalogueFound', {
            count: answer.courses.length,
            school,
            keywords: answer.keywords.join(', '),
          })
        : t('ai.catalogueNone', { school, keywords: answer.keywords.join(', ') }));
  return (
    <div className={styles.answer}>
      <p className={styles.answerText} dir={answer.answer === null ? undefined : 'auto'}>
        {intro}
      </p>
      {found ? (
        <ul className={styles.courses}>
          {answer.courses.map((course) => (
            <li key={course.id}>
              <a href={courseViewLink({ schoolId: course.schoolId, courseId: course.id, lang: b.lang })}>
                {course.name}
              </a>
              {course.lecturerName || course.categoryTitle ? (
                <span className={styles.courseMeta}>
                  {[course.lecturerName, course.categoryTitle].filter(Boolean).join(' · ')}
                </span>
              ) : null}
            </li>
          ))}
        </ul>
      ) : null}
      {answer.modelUnavailable ? <p className={styles.note}>{t('ai.modelUnavailable')}</p> : null}
    </div>
  );
}
