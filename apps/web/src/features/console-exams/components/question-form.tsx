import type { Question } from '@portico/contracts';
import { EXAM_RULES, QUESTION_KINDS, type QuestionKind } from '@portico/core';
import { useState, type FormEvent } from 'react';
import styles from '@/components/console/console-form.module.css';
import { RichTextEditor } from '@/components/rich-text/rich-text-editor.tsx';
import { SelectField } from '@/components/select-field.tsx';
import { TextField } from '@/components/text-field.tsx';
import { useT } from '@/i18n/use-t.ts';
import { uploadImage } from '@/lib/upload-image.ts';
import {
  CATEGORY_MAX,
  bodyOf,
  draftOf,
  emptyDraft,
  validateDraft,
  type DraftErrors,
  type QuestionDraft,
} from '../utils/question-draft.ts';
import { ChoiceFields } from './choice-fields.tsx';
import { BlankFields, TrueFalseFields } from './key-fields.tsx';

const DIFFICULTIES = [1, 2, 3, 4, 5];

/**
 * Create or edit one question: the common fields, then the kind's own (options and the right ones, the true
 * statement, the blanks' spellings; an essay has none). The kind is fixed once the question exists. Editing says
 * that saving makes a new version and running attempts keep theirs.
 */
export function QuestionForm(props: {
  question: Question | null;
  schoolId: string;
  pending: boolean;
  onSave: (body: ReturnType<typeof bodyOf>) => void;
  onCancel: () => void;
}) {
  const t = useT();
  const [draft, setDraft] = useState<QuestionDraft>(() =>
    props.question ? draftOf(props.question) : emptyDraft(),
  );
  const [errors, setErrors] = useState<DraftErrors>({});
  const change = (patch: Partial<QuestionDraft>) => setDraft((old) => ({ ...old, ...patch }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = validateDraft(draft);
    setErrors(found);
    if (Object.keys(found).length === 0) props.onSave(bodyOf(draft));
  };
  const err = (key: keyof DraftErrors) => (errors[key] ? t(errors[key]) : null);
  const fieldProps = { draft, errors, onChange: change };
  // Images go through the school's upload service; the server keeps only this school's upload URLs.
  const onUploadImage = async (file: File) =>
    (await uploadImage({ schoolId: props.schoolId, file })).static_url;
  return (
    <form className={styles.card} onSubmit={submit} noValidate data-testid="question-form">
      <h3 className={styles.subheading}>
        {props.question ? t('console.exams.editQuestion') : t('console.exams.newQuestion')}
      </h3>
      {props.question ? (
        <p className={styles.hint} data-testid="version-note">
          {t('console.exams.versionNote', { version: props.question.version + 1 })}
        </p>
      ) : null}
      <SelectField
        label={t('console.exams.kind')}
        value={draft.kind}
        disabled={props.question !== null}
        onChange={(event) => change({ kind: event.target.value as QuestionKind, correct: [] })}
        options={QUESTION_KINDS.map((kind) => ({ value: kind, label: t(`console.exams.kinds.${kind}`) }))}
      />
      <TextField
        label={t('console.exams.category')}
        value={draft.category}
        maxLength={CATEGORY_MAX}
        error={err('category')}
        onChange={(event) => change({ category: event.target.value })}
      />
      <div className={styles.row}>
        <SelectField
          label={t('console.exams.difficulty')}
          value={draft.difficulty}
          onChange={(event) => change({ difficulty: Number(event.target.value) })}
          options={DIFFICULTIES.map((level) => ({
            value: level,
            label: t('console.exams.level', { number: level }),
          }))}
        />
        <TextField
          label={t('console.exams.points')}
          value={draft.points}
          inputMode="decimal"
          error={err('points')}
          onChange={(event) => change({ points: event.target.value })}
        />
      </div>
      <RichTextEditor
        label={t('console.exams.stem')}
        value={draft.stem}
        maxLength={EXAM_RULES.MAX_STEM_CHARS}
        error={err('stem')}
        onUploadImage={onUploadImage}
        onChange={(html) => change({ stem: html })}
      />
      {draft.kind === 'single' || draft.kind === 'multiple' ? <ChoiceFields {...fieldProps} /> : null}
      {draft.kind === 'truefalse' ? <TrueFalseFields {...fieldProps} /> : null}
      {draft.kind === 'blank' ? <BlankFields {...fieldProps} /> : null}
      {draft.kind === 'essay' ? <p className={styles.hint}>{t('console.exams.essayNote')}</p> : null}
      <RichTextEditor
        label={t('console.exams.explanation')}
        value={draft.explanation}
        maxLength={EXAM_RULES.MAX_STEM_CHARS}
        onUploadImage={onUploadImage}
        onChange={(html) => change({ explanation: html })}
      />
      <div className={styles.row}>
        <button type="submit" className={styles.primary} disabled={props.pending}>
          {t('console.save')}
        </button>
        <button type="button" className={styles.button} onClick={props.onCancel}>
          {t('console.cancel')}
        </button>
      </div>
    </form>
  );
}
