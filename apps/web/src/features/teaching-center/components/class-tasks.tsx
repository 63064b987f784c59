/**
 * Class tasks in `studyCenter_MyTask` (issue 26 item 2), below the position tasks: every assignment of the
 * viewer's classes with its state (from the stored progress and exam results), class, due date and the course's
 * stored progress, linking to the course or the exam.
 */
import { withLang, type LanguageCode } from '@portico/core';
import { useT } from '@/i18n/use-t.ts';
import { errorText } from '@/lib/api-errors.ts';
import { formatDate } from '@/lib/format-date.ts';
import { useMyClassTasks } from '../api/my-classes.ts';
import { STATE_LABEL } from './task-state.ts';
import styles from './teaching-center.module.css';

export default function ClassTasks({ schoolId, lang }: { schoolId: string; lang: LanguageCode }) {
  const t = useT();
  const tasks = useMyClassTasks(schoolId);
  const list = tasks.data?.tasks ?? [];
  return (
    <section className={styles.section} aria-labelledby="class-tasks-title">
      <h2 id="class-tasks-title" className={styles.heading}>
        {t('classes.task.title')}
      </h2>
      {tasks.isPending ? <p role="status">{t('common.loading')}</p> : null}
      {tasks.isError ? (
        <p className={styles.error} role="alert">
          {errorText(tasks.error, t)}
        </p>
      ) : null}
      {tasks.isSuccess && list.length === 0 ? (
        <p className={styles.muted}>{t('classes.task.empty')}</p>
      ) : null}
      <ul className={styles.list}>
        {list.map((task) => (
          <li key={task.assignmentId} className={styles.card} data-state={task.state}>
            <div className={styles.row}>
              <a className={styles.name} href={withLang(task.link, lang)}>
                {t(`classes.assign.kind.${task.kind}`)} · {task.title}
              </a>
              <span className={styles.badge} data-state={task.state}>
                {t(STATE_LABEL[task.state])}
              </span>
            </div>
            <p className={styles.muted}>
              {t('classes.task.class', { name: task.className })} ·{' '}
              {t('tasks.due', { date: formatDate(task.dueAt, lang, true) })}
              {task.progress !== null ? ` · ${t('learning.percent', { value: task.progress })}` : ''}
            </p>
          </li>
        ))}
      </ul>
    </section>
  );
}
