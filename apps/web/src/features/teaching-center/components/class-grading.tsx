/**
 * The class's essays waiting for a grade (issue 26 item 4): the exams module's queue narrowed to this class's
 * members and exams, graded with the same command as the console's queue (the server records the grader).
 */
import type { GradingItem } from '@portico/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useT } from '@/i18n/use-t.ts';
import { errorText } from '@/lib/api-errors.ts';
import { gradeClassEssay, reportKeys, useClassGrading } from '../api/class-report.ts';
import { ClassGradeForm } from './class-grade-form.tsx';
import base from './teaching-center.module.css';

export function ClassGrading({ schoolId, classId }: { schoolId: string; classId: string }) {
  const t = useT();
  const client = useQueryClient();
  const queue = useClassGrading(schoolId, classId);
  const [saved, setSaved] = useState(false);
  const grade = useMutation({
    mutationFn: (input: { item: GradingItem; body: { points: number; feedback: string } }) =>
      gradeClassEssay(schoolId, classId, input.item, input.body),
    onSuccess: async () => {
      setSaved(true);
      await Promise.all([
        client.invalidateQueries({ queryKey: reportKeys.grading(schoolId, classId) }),
        // A grade can pass the attempt: the report's exam cells change.
        client.invalidateQueries({ queryKey: ['class-report', schoolId, classId] }),
      ]);
    },
  });
  const data = queue.data;
  return (
    <section className={base.section} aria-labelledby={`grading-${classId}`}>
      <h3 id={`grading-${classId}`} className={base.subheading}>
        {t('classes.grading.title')}
      </h3>
      <p className={base.muted}>{t('classes.grading.lead')}</p>
      <p className={base.status} role="status">
        {queue.isPending ? t('common.loading') : null}
        {saved ? `${t('classes.grading.saved')} ` : null}
        {data ? t('classes.grading.waiting', { count: data.total }) : null}
      </p>
      {queue.isError || grade.isError ? (
        <p className={base.error} role="alert">
          {errorText(queue.error ?? grade.error, t)}
        </p>
      ) : null}
      {data && data.records.length === 0 ? <p className={base.muted}>{t('classes.grading.empty')}</p> : null}
      {data?.records.map((item) => (
        <ClassGradeForm
          key={`${item.attemptId}:${item.position}`}
          item={item}
          pending={grade.isPending}
          onGrade={(body) => grade.mutate({ item, body })}
        />
      ))}
    </section>
  );
}
