import { TASK_STATES, courseViewLink, type TaskState } from '@portico/core';
import type { LearningTaskList } from '@portico/contracts';
import type { MessageKey } from '@/i18n/keys.ts';
import { useT } from '@/i18n/use-t.ts';
import { useBootstrap } from '@/lib/bootstrap-context.tsx';
import { formatDate } from '@/lib/format-date.ts';
import { formatCount } from '@/lib/format-duration.ts';
import styles from './learning-tasks.module.css';

const STATE_LABEL: Record<TaskState, MessageKey> = {
  'not-started': 'center.tasks.state.notStarted',
  'in-progress': 'center.tasks.state.inProgress',
  completed: 'center.tasks.state.completed',
  overdue: 'center.tasks.state.overdue',
};

/**
 * Learning tasks (issue 23 item 6; spec §2 studyCenter_MyTask, JobStudy, LearningTask), a lazy chunk: each task
 * with its state (core taskState: not started → in progress → completed, or overdue), due date, and the stored
 * progress of its course; how many tasks are in each state, adding up to the list.
 */
export default function LearningTasks({ list }: { list: LearningTaskList }) {
  const b = useBootstrap();
  const t = useT();
  const counts = Object.fromEntries(
    TASK_STATES.map((state) => [state, list.tasks.filter((task) => task.state === state).length]),
  ) as Record<TaskState, number>;
  return (
    <section className={styles.tasks} aria-labelledby="learning-tasks-title">
      <div className={styles.toolbar}>
        <h2 id="learning-tasks-title" className={styles.heading}>
          {t('userMenu.entrance.myTasks')}
        </h2>
        <p className={styles.summary}>{t('center.tasks.count', { count: list.total })}</p>
      </div>
      {list.tasks.length === 0 ? (
        <p className={styles.empty}>{t('center.tasks.empty')}</p>
      ) : (
        <>
          <ul className={styles.states} aria-label={t('center.tasks.byState')}>
            {TASK_STATES.map((state) => (
              <li key={state} className={styles.stateCount} data-state={state}>
                <span>{t(STATE_LABEL[state])}</span>
                <strong>{formatCount(counts[state], b.lang)}</strong>
              </li>
            ))}
          </ul>
          <ul className={styles.list}>
            {list.tasks.map((task) => (
              <li key={task.id} className={styles.task} data-state={task.state}>
                <h3 className={styles.title}>{task.title}</h3>
                <p className={styles.meta}>
                  <span className={styles.badge} data-state={task.state}>
                    {t(STATE_LABEL[task.state])}
                  </span>
                  <span>{task.position}</span>
                  {task.compulsory ? (
                    <span className={styles.compulsory}>{t('tasks.compulsory')}</span>
                  ) : null}
                  {task.dueAt ? (
                    <span>{t('tasks.due', { date: formatDate(task.dueAt, b.lang) })}</span>
                  ) : null}
                </p>
                {task.courseId && task.courseName && task.courseSchoolId ? (
                  <div className={styles.course}>
                    <a
                      href={courseViewLink({
                        schoolId: task.courseSchoolId,
                        courseId: task.courseId,
                        lang: b.lang,
                      })}
                    >
                      {t('tasks.course', { course: task.courseName })}
                    </a>
                    {task.progress !== null ? (
                      <span className={styles.progress}>
                        <span
                          className={styles.track}
                          role="progressbar"
                          aria-label={t('learning.progressOf', { course: task.courseName })}
                          aria-valuemin={0}
                          aria-valuemax={100}
                          aria-valuenow={task.progress}
                        >
                          <span className={styles.fill} style={{ inlineSize: `${task.progress}%` }} />
                        </span>
                        <span>{t('learning.percent', { value: task.progress })}</span>
                      </span>
                    ) : null}
                  </div>
                ) : null}
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
