/**
 * Exams (issue 24, `…/management/exams`): the school's exams with their state, and the settings form to create
 * one or change one (an attempt already started keeps the paper it drew).
 */
import type { ExamSettings, ManagedExam } from '@portico/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import formStyles from '@/components/console/console-form.module.css';
import type { ConsoleSectionProps } from '@/components/console/section-props.ts';
import { SectionShell } from '@/components/console/section-shell.tsx';
import { useT } from '@/i18n/use-t.ts';
import { listExams, saveExam } from '../api/exams.ts';
import { ExamForm } from './exam-form.tsx';
import styles from './exams.module.css';

export default function ExamsSection({ page }: ConsoleSectionProps) {
  const t = useT();
  const client = useQueryClient();
  const schoolId = page.schoolId;
  const [editing, setEditing] = useState<ManagedExam | 'new' | null>(null);
  const [saved, setSaved] = useState(false);
  const list = useQuery({ queryKey: ['console', schoolId, 'exams'], queryFn: () => listExams(schoolId) });
  const save = useMutation({
    mutationFn: (body: ExamSettings) =>
      saveExam(schoolId, editing && editing !== 'new' ? editing.id : null, body),
    onSuccess: () => {
      setSaved(true);
      setEditing(null);
      void client.invalidateQueries({ queryKey: ['console', schoolId, 'exams'] });
    },
  });
  const title = t('console.section.exams');
  const data = list.data;
  if (!data) return <SectionShell title={title} loading loadError={list.error} />;
  const open = (exam: ManagedExam | 'new') => {
    setSaved(false);
    setEditing(exam);
  };
  return (
    <SectionShell
      title={title}
      lead={t('console.exams.examsLead')}
      status={saved ? t('console.saved') : t('console.exams.examTotal', { count: data.total })}
      error={save.error}
    >
      {editing ? (
        <ExamForm
          key={editing === 'new' ? 'new' : editing.id}
          schoolId={schoolId}
          exam={editing === 'new' ? null : editing}
          pending={save.isPending}
          onSave={(body) => save.mutate(body)}
          onCancel={() => setEditing(null)}
        />
      ) : (
        <div className={formStyles.row}>
          <button type="button" className={formStyles.primary} onClick={() => open('new')}>
            {t('console.exams.newExam')}
          </button>
        </div>
      )}
      {data.records.length === 0 ? (
        <p className={formStyles.hint}>{t('console.exams.noExams')}</p>
      ) : (
        <ul className={formStyles.list} data-testid="exam-list">
          {data.records.map((exam) => (
            <li key={exam.id} className={formStyles.item}>
              <div className={formStyles.itemMain}>
                <strong>
                  <bdi>{exam.title}</bdi>
                </strong>
                <span className={styles.meta}>
                  {exam.published ? t('console.exams.live') : t('console.exams.draft')} ·{' '}
                  {t('console.exams.questionCount', { count: exam.questionCount })} ·{' '}
                  {t('console.exams.attemptCount', { count: exam.attemptCount })}
                </span>
              </div>
              <button type="button" className={formStyles.button} onClick={() => open(exam)}>
                {t('console.exams.edit')}
                <span className="sr-only"> {exam.title}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </SectionShell>
  );
}
