/**
 * The question bank (issue 24, `…/management/question-bank`): the school's questions filtered by category, kind and
 * keyword, paged; create and edit (an edit is a new version — running attempts keep theirs), retire, and import a
 * spreadsheet. Admins of the school reach it through the console (lecturers use the same API, not this page).
 */
import type { Question, QuestionInput } from '@portico/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import formStyles from '@/components/console/console-form.module.css';
import type { ConsoleSectionProps } from '@/components/console/section-props.ts';
import { SectionShell } from '@/components/console/section-shell.tsx';
import { Pager } from '@/components/pager.tsx';
import { useT } from '@/i18n/use-t.ts';
import {
  QUESTION_PAGE_SIZE,
  listQuestions,
  retireQuestion,
  saveQuestion,
  type QuestionFilters as Filters,
} from '../api/exams.ts';
import { plainText } from '../utils/plain-text.ts';
import { QuestionFilters } from './question-filters.tsx';
import { QuestionForm } from './question-form.tsx';
import { QuestionImport } from './question-import.tsx';
import { QuestionList } from './question-list.tsx';

const START: Filters = { category: '', kind: '', keyword: '', page: 1 };

export default function QuestionBankSection({ page }: ConsoleSectionProps) {
  const t = useT();
  const client = useQueryClient();
  const schoolId = page.schoolId;
  const [filters, setFilters] = useState(START);
  const [editing, setEditing] = useState<Question | 'new' | null>(null);
  const [retiring, setRetiring] = useState<Question | null>(null);
  const [saved, setSaved] = useState<string | null>(null);
  const list = useQuery({
    queryKey: ['console', schoolId, 'questions', filters],
    queryFn: () => listQuestions(schoolId, filters),
  });
  const refresh = () => client.invalidateQueries({ queryKey: ['console', schoolId, 'questions'] });
  const save = useMutation({
    mutationFn: (body: QuestionInput) =>
      saveQuestion(schoolId, editing && editing !== 'new' ? editing.id : null, body),
    onSuccess: (question) => {
      setSaved(t('console.exams.savedVersion', { version: question.version }));
      setEditing(null);
      void refresh();
    },
  });
  const retire = useMutation({
    mutationFn: (question: Question) => retireQuestion(schoolId, question.id),
    onSuccess: () => {
      setSaved(t('console.exams.retired'));
      setRetiring(null);
      void refresh();
    },
  });
  const title = t('console.section.questionBank');
  const data = list.data;
  if (!data) return <SectionShell title={title} loading loadError={list.error} />;
  return (
    <SectionShell
      title={title}
      lead={t('console.exams.bankLead')}
      status={saved ?? t('console.exams.total', { count: data.total })}
      error={save.error ?? retire.error}
    >
      {editing ? (
        <QuestionForm
          key={editing === 'new' ? 'new' : `${editing.id}:${editing.version}`}
          question={editing === 'new' ? null : editing}
          schoolId={schoolId}
          pending={save.isPending}
          onSave={(body) => save.mutate(body)}
          onCancel={() => setEditing(null)}
        />
      ) : (
        <div className={formStyles.row}>
          <button
            type="button"
            className={formStyles.primary}
            onClick={() => {
              setSaved(null);
              setEditing('new');
            }}
          >
            {t('console.exams.newQuestion')}
          </button>
        </div>
      )}
      {retiring ? (
        <div className={formStyles.card} data-testid="retire-confirm">
          <p>{t('console.exams.retireConfirm', { title: plainText(retiring.stem, 80) })}</p>
          <div className={formStyles.row}>
            <button type="button" className={formStyles.danger} onClick={() => retire.mutate(retiring)}>
              {t('console.exams.retire')}
            </button>
            <button type="button" className={formStyles.button} onClick={() => setRetiring(null)}>
              {t('console.cancel')}
            </button>
          </div>
        </div>
      ) : null}
      <QuestionFilters filters={filters} categories={data.categories} onApply={setFilters} />
      {data.records.length === 0 ? (
        <p className={formStyles.hint}>{t('console.exams.noQuestions')}</p>
      ) : (
        <QuestionList
          questions={data.records}
          busy={retire.isPending}
          onEdit={(question) => {
            setSaved(null);
            setEditing(question);
          }}
          onRetire={setRetiring}
        />
      )}
      <Pager
        page={filters.page}
        total={data.total}
        pageSize={QUESTION_PAGE_SIZE}
        label={t('console.exams.pages')}
        busy={list.isFetching}
        onPage={(next) => setFilters({ ...filters, page: next })}
      />
      <QuestionImport schoolId={schoolId} onImported={() => void refresh()} />
    </SectionShell>
  );
}
