/**
 * The essay grading queue (issue 24, `…/management/grading`): every submitted essay answer still waiting, oldest
 * first; a saved grade takes the item out of the queue (the attempt is graded once its last essay is).
 */
import type { GradingItem } from '@portico/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import formStyles from '@/components/console/console-form.module.css';
import type { ConsoleSectionProps } from '@/components/console/section-props.ts';
import { SectionShell } from '@/components/console/section-shell.tsx';
import { useT } from '@/i18n/use-t.ts';
import { gradeAnswer, gradingQueue } from '../api/exams.ts';
import { GradeForm } from './grade-form.tsx';

export default function GradingSection({ page }: ConsoleSectionProps) {
  const t = useT();
  const client = useQueryClient();
  const schoolId = page.schoolId;
  const [graded, setGraded] = useState(false);
  const queue = useQuery({
    queryKey: ['console', schoolId, 'grading'],
    queryFn: () => gradingQueue(schoolId),
  });
  const grade = useMutation({
    mutationFn: (input: { item: GradingItem; body: { points: number; feedback: string } }) =>
      gradeAnswer(schoolId, input.item, input.body),
    onSuccess: () => {
      setGraded(true);
      void client.invalidateQueries({ queryKey: ['console', schoolId, 'grading'] });
    },
  });
  const title = t('console.section.grading');
  const data = queue.data;
  if (!data) return <SectionShell title={title} loading loadError={queue.error} />;
  const count = t('console.exams.waiting', { count: data.total });
  return (
    <SectionShell
      title={title}
      lead={t('console.exams.gradingLead')}
      status={graded ? `${t('console.exams.gradeSaved')} ${count}` : count}
      error={grade.error}
    >
      {data.records.length === 0 ? <p className={formStyles.hint}>{t('console.exams.queueEmpty')}</p> : null}
      {data.records.map((item) => (
        <GradeForm
          key={`${item.attemptId}:${item.position}`}
          item={item}
          pending={grade.isPending}
          onGrade={(body) => grade.mutate({ item, body })}
        />
      ))}
    </SectionShell>
  );
}
