/** "New course" (issue 25 item 2): a title in the school's default language; the editor opens on its draft. */
import { hasDefaultText, type LocalizedTexts } from '@portico/core';
import { useState, type FormEvent } from 'react';
import { LocalizedField } from '@/components/console/localized-field.tsx';
import { useT } from '@/i18n/use-t.ts';
import { errorText } from '@/lib/api-errors.ts';
import { useCreateCourse } from '../api/create-course.ts';
import { useAuthoringOptions } from '../api/options.ts';
import styles from './creation.module.css';

const TITLE_MAX = 100;

export function CreateCourseForm({
  schoolId,
  onCreated,
}: {
  schoolId: string;
  onCreated: (id: string) => void;
}) {
  const t = useT();
  const options = useAuthoringOptions(schoolId);
  const create = useCreateCourse(schoolId);
  const [title, setTitle] = useState<LocalizedTexts>({});
  const [attempted, setAttempted] = useState(false);
  const o = options.data;
  if (!o) return options.isError ? <p role="alert">{errorText(options.error, t)}</p> : null;
  const missing = !hasDefaultText(title, o.defaultLang);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setAttempted(true);
    if (missing) return;
    create.mutate({ title }, { onSuccess: (view) => onCreated(view.courseId) });
  };
  return (
    <form className={styles.panel} onSubmit={submit} aria-labelledby="creation-new-title" noValidate>
      <h2 id="creation-new-title" className={styles.sectionTitle}>
        {t('creation.list.new')}
      </h2>
      <LocalizedField
        legend={t('creation.course.title')}
        texts={title}
        languages={o.languages}
        defaultLang={o.defaultLang}
        required
        max={TITLE_MAX}
        error={attempted && missing ? t('creation.course.titleRequired') : null}
        onChange={setTitle}
      />
      {create.error ? <p role="alert">{errorText(create.error, t)}</p> : null}
      <button type="submit" className={styles.primary} disabled={create.isPending}>
        {create.isPending ? t('common.submitting') : t('creation.list.create')}
      </button>
    </form>
  );
}
