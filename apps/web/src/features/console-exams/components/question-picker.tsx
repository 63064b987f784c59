import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import styles from '@/components/console/console-form.module.css';
import { CheckField } from '@/components/check-field.tsx';
import { Pager } from '@/components/pager.tsx';
import { TextField } from '@/components/text-field.tsx';
import { useT } from '@/i18n/use-t.ts';
import { QUESTION_PAGE_SIZE, listQuestions } from '../api/exams.ts';
import { plainText } from '../utils/plain-text.ts';

/** A fixed draw: tick questions of the bank (searched by keyword, paged); the ticks survive paging. */
export function QuestionPicker(props: {
  schoolId: string;
  selected: string[];
  onChange: (ids: string[]) => void;
}) {
  const t = useT();
  const [keyword, setKeyword] = useState('');
  const [page, setPage] = useState(1);
  const filters = { category: '', kind: '' as const, keyword, page };
  const list = useQuery({
    queryKey: ['console', props.schoolId, 'questions', filters],
    queryFn: () => listQuestions(props.schoolId, filters),
  });
  const toggle = (id: string, on: boolean) =>
    props.onChange(on ? [...props.selected, id] : props.selected.filter((other) => other !== id));
  return (
    <div data-testid="question-picker">
      <TextField
        label={t('console.exams.keyword')}
        type="search"
        maxLength={100}
        value={keyword}
        onChange={(event) => {
          setKeyword(event.target.value);
          setPage(1);
        }}
      />
      <p className={styles.hint} role="status">
        {t('console.exams.picked', { count: props.selected.length })}
      </p>
      <div className={styles.checks}>
        {(list.data?.records ?? []).map((question) => (
          <CheckField
            key={question.id}
            label={`${plainText(question.stem, 100)} (${t(`console.exams.kinds.${question.kind}`)})`}
            checked={props.selected.includes(question.id)}
            onChange={(event) => toggle(question.id, event.target.checked)}
          />
        ))}
      </div>
      <Pager
        page={page}
        total={list.data?.total ?? 0}
        pageSize={QUESTION_PAGE_SIZE}
        label={t('console.exams.pages')}
        busy={list.isFetching}
        onPage={setPage}
      />
    </div>
  );
}
