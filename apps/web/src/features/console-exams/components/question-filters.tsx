import { QUESTION_KINDS } from '@portico/core';
import { useState, type FormEvent } from 'react';
import styles from '@/components/console/console-form.module.css';
import { SelectField } from '@/components/select-field.tsx';
import { TextField } from '@/components/text-field.tsx';
import { useT } from '@/i18n/use-t.ts';
import type { QuestionFilters as Filters } from '../api/exams.ts';

/** Category, kind and keyword; applied together (page 1) by the search button. */
export function QuestionFilters(props: {
  filters: Filters;
  categories: { category: string; count: number }[];
  onApply: (filters: Filters) => void;
}) {
  const t = useT();
  const [draft, setDraft] = useState(props.filters);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    props.onApply({ ...draft, page: 1 });
  };
  return (
    <form className={styles.row} onSubmit={submit} data-testid="question-filters">
      <SelectField
        label={t('console.exams.category')}
        value={draft.category}
        onChange={(event) => setDraft({ ...draft, category: event.target.value })}
        options={[
          { value: '', label: t('console.exams.allCategories') },
          ...props.categories.map(({ category, count }) => ({
            value: category,
            label: t('console.exams.categoryCount', { name: category, count }),
          })),
        ]}
      />
      <SelectField
        label={t('console.exams.kind')}
        value={draft.kind}
        onChange={(event) => setDraft({ ...draft, kind: event.target.value as Filters['kind'] })}
        options={[
          { value: '', label: t('console.exams.allKinds') },
          ...QUESTION_KINDS.map((kind) => ({ value: kind, label: t(`console.exams.kinds.${kind}`) })),
        ]}
      />
      <TextField
        label={t('console.exams.keyword')}
        type="search"
        maxLength={100}
        value={draft.keyword}
        onChange={(event) => setDraft({ ...draft, keyword: event.target.value })}
      />
      <button type="submit" className={styles.button}>
        {t('console.exams.search')}
      </button>
    </form>
  );
}
