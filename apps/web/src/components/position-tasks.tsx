import { courseViewLink } from '@portico/core';
import type { PositionDegree } from '@portico/contracts';
import { useT } from '@/i18n/use-t.ts';
import { useBootstrap } from '@/lib/bootstrap-context.tsx';
import { formatDate } from '@/lib/format-date.ts';
import styles from './position-tasks.module.css';

/**
 * The viewer's position tasks (spec §7 compulsory-position-degree): done / total, then each task with its position,
 * compulsory mark, due date and the course it asks for. Shown by the private center's "My tasks" and the AI page's
 * role-learning tab.
 */
export function PositionTasks({
  degree,
  headingLevel = 2,
}: {
  degree: PositionDegree;
  headingLevel?: 2 | 3;
}) {
  const b = useBootstrap();
  const t = useT();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  if (degree.tasks.length === 0) return <p className={styles.empty}>{t('tasks.empty')}</p>;
  return (
    <div className={styles.tasks}>
      <p className={styles.summary}>
        {t('tasks.progress', { done: degree.completed, total: degree.total, count: degree.total })}
      </p>
      <ul className={styles.list}>
        {degree.tasks.map((task) => (
          <li key={task.id} className={task.completed ? `${styles.task} ${styles.completed}` : styles.task}>
            <Heading className={styles.title}>{task.title}</Heading>
            <p className={styles.meta}>
              <span>{task.position}</span>
              {task.compulsory ? <span className={styles.compulsory}>{t('tasks.compulsory')}</span> : null}
              <span className={task.completed ? styles.stateDone : styles.stateOpen}>
                {task.completed ? t('tasks.done') : t('tasks.open')}
              </span>
              {task.dueAt && !task.completed ? (
                <span>{t('tasks.due', { date: formatDate(task.dueAt, b.lang) })}</span>
              ) : null}
            </p>
            {task.courseId && task.courseName && b.school ? (
              <a
                className={styles.course}
                href={courseViewLink({ schoolId: b.school.id, courseId: task.courseId, lang: b.lang })}
              >
                {t('tasks.course', { course: task.courseName })}
              </a>
            ) : null}
          </li>
        ))}
      </ul>
    </div>
  );
}
