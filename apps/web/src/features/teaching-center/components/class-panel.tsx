/**
 * One class in the teaching center (issue 26): rename it, its members (add by search or CSV, remove — their
 * records stay) and its assignments with how many members completed each (from stored progress and results), its
 * report and its essays to grade (issue 26 item 4).
 */
import type { ClassDetail } from '@portico/contracts';
import { classInfoLink, type LanguageCode } from '@portico/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useT } from '@/i18n/use-t.ts';
import { errorText } from '@/lib/api-errors.ts';
import { formatDate } from '@/lib/format-date.ts';
import { assign, classKeys, removeMember, unassign, updateClass, useClassDetail } from '../api/classes.ts';
import { AssignmentForm } from './assignment-form.tsx';
import { ClassGrading } from './class-grading.tsx';
import { ClassReportView } from './class-report.tsx';
import { ClassForm } from './class-form.tsx';
import { ClassLiveSessions } from './class-live-sessions.tsx';
import { MemberAdder } from './member-adder.tsx';
import styles from './teaching-center.module.css';

interface ClassPanelProps {
  schoolId: string;
  classId: string;
  lang: LanguageCode;
}

export function ClassPanel({ schoolId, classId, lang }: ClassPanelProps) {
  const t = useT();
  const queryClient = useQueryClient();
  const detail = useClassDetail(schoolId, classId);
  const [status, setStatus] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: classKeys.detail(schoolId, classId) }),
      queryClient.invalidateQueries({ queryKey: classKeys.list(schoolId) }),
      queryClient.invalidateQueries({ queryKey: ['class-report', schoolId, classId] }),
    ]);
  const settle = (next: ClassDetail) => {
    queryClient.setQueryData(classKeys.detail(schoolId, classId), next);
    void queryClient.invalidateQueries({ queryKey: classKeys.list(schoolId) });
    void queryClient.invalidateQueries({ queryKey: ['class-report', schoolId, classId] });
  };
  const act = async (work: () => Promise<unknown>, done: string) => {
    setError(null);
    try {
      await work();
      setStatus(done);
      await refresh();
    } catch (caught) {
      setError(errorText(caught, t));
    }
  };

  if (detail.isPending) return <p role="status">{t('common.loading')}</p>;
  if (detail.isError) {
    return (
      <p className={styles.error} role="alert">
        {errorText(detail.error, t)}
      </p>
    );
  }
  const { class: row, members, assignments } = detail.data;
  return (
    <section className={styles.panel} aria-labelledby={`class-${classId}`}>
      <div className={styles.row}>
        <h2 id={`class-${classId}`} className={styles.heading}>
          {row.name}
        </h2>
        <a href={classInfoLink({ schoolId, classId, lang })}>{t('classes.info.open')}</a>
      </div>
      <div aria-live="polite">
        {status ? <p className={styles.status}>{status}</p> : null}
        {error ? (
          <p className={styles.error} role="alert">
            {error}
          </p>
        ) : null}
      </div>
      <ClassForm
        key={`${row.name}|${row.description}`}
        title={t('classes.form.editTitle')}
        submitLabel={t('classes.form.save')}
        initial={{ name: row.name, description: row.description }}
        onSubmit={async (body) => {
          settle(await updateClass(schoolId, classId, body));
          setStatus(t('classes.form.saved'));
        }}
      />
      <section className={styles.section} aria-labelledby={`members-${classId}`}>
        <h3 id={`members-${classId}`} className={styles.subheading}>
          {t('classes.members.title', { n: members.length })}
        </h3>
        {members.length === 0 ? <p className={styles.muted}>{t('classes.members.empty')}</p> : null}
        <ul className={styles.list}>
          {members.map((member) => (
            <li key={member.userId} className={`${styles.card} ${styles.row}`}>
              <span>
                <span className={styles.name}>{member.name}</span>{' '}
                <span className={styles.muted}>{member.account}</span>
              </span>
              <button
                type="button"
                className={styles.secondary}
                onClick={() =>
                  void act(
                    () => removeMember(schoolId, classId, member.userId),
                    t('classes.members.removed', { name: member.name }),
                  )
                }
              >
                {t('classes.members.remove', { name: member.name })}
              </button>
            </li>
          ))}
        </ul>
        <MemberAdder schoolId={schoolId} classId={classId} onChanged={() => void refresh()} />
      </section>
      <section className={styles.section} aria-labelledby={`assignments-${classId}`}>
        <h3 id={`assignments-${classId}`} className={styles.subheading}>
          {t('classes.assign.title')}
        </h3>
        {assignments.length === 0 ? <p className={styles.muted}>{t('classes.assign.empty')}</p> : null}
        <ul className={styles.list}>
          {assignments.map((item) => (
            <li key={item.id} className={styles.card}>
              <div className={styles.row}>
                <span className={styles.name}>
                  {t(`classes.assign.kind.${item.kind}`)} · {item.title}
                </span>
                <button
                  type="button"
                  className={styles.secondary}
                  onClick={() =>
                    void act(() => unassign(schoolId, classId, item.id), t('classes.assign.removed'))
                  }
                >
                  {t('classes.assign.remove', { title: item.title })}
                </button>
              </div>
              <p className={styles.muted}>
                {t('tasks.due', { date: formatDate(item.dueAt, lang, true) })} ·{' '}
                {t('classes.assign.completed', { done: item.completedCount ?? 0, total: members.length })}
              </p>
            </li>
          ))}
        </ul>
        <AssignmentForm
          schoolId={schoolId}
          onAssign={async (body) => {
            settle(await assign(schoolId, classId, body));
          }}
        />
      </section>
      <ClassLiveSessions schoolId={schoolId} classId={classId} lang={lang} />
      <ClassReportView schoolId={schoolId} classId={classId} lang={lang} />
      <ClassGrading schoolId={schoolId} classId={classId} />
    </section>
  );
}
