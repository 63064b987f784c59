/**
 * The course's own fields (issue 25 item 2): title and description per language, cover image (the school's
 * image upload service), category, lecturers, prices and who may enrol. `fieldError` is the server's message for
 * the field it refused, shown at that field.
 */
import type { AuthoringOptions } from '@portico/contracts';
import { AUTHORING_LIMITS } from '@portico/core';
import { LocalizedField } from '@/components/console/localized-field.tsx';
import { CheckField } from '@/components/check-field.tsx';
import { SelectField } from '@/components/select-field.tsx';
import { TextField } from '@/components/text-field.tsx';
import { useT } from '@/i18n/use-t.ts';
import type { EditorDraft } from '../lib/draft-ids.ts';
import { CoverField } from './cover-field.tsx';
import styles from './creation.module.css';

interface Props {
  schoolId: string;
  draft: EditorDraft;
  options: AuthoringOptions;
  fieldError: (field: string) => string | null;
  onChange: (draft: EditorDraft) => void;
}

const TITLE_MAX = 100;
const DESCRIPTION_MAX = 2000;

export function CourseFields({ schoolId, draft, options, fieldError, onChange }: Props) {
  const t = useT();
  const set = (patch: Partial<EditorDraft>) => onChange({ ...draft, ...patch });
  const langs = { languages: options.languages, defaultLang: options.defaultLang };
  const price = (value: string) => Math.min(AUTHORING_LIMITS.PRICE_MAX, Math.max(0, Number(value) || 0));
  const toggleLecturer = (userId: string, on: boolean) =>
    set({
      lecturerIds: on ? [...draft.lecturerIds, userId] : draft.lecturerIds.filter((id) => id !== userId),
    });
  return (
    <section className={styles.panel} aria-labelledby="creation-course-fields">
      <h2 id="creation-course-fields" className={styles.sectionTitle}>
        {t('creation.course.about')}
      </h2>
      <LocalizedField
        {...langs}
        legend={t('creation.course.title')}
        texts={draft.title}
        required
        max={TITLE_MAX}
        error={fieldError('title')}
        onChange={(title) => set({ title })}
      />
      <LocalizedField
        {...langs}
        legend={t('creation.course.description')}
        texts={draft.description}
        required={false}
        multiline
        max={DESCRIPTION_MAX}
        error={fieldError('description')}
        onChange={(description) => set({ description })}
      />
      <CoverField schoolId={schoolId} url={draft.cover} onUrl={(cover) => set({ cover })} />
      <SelectField
        label={t('creation.course.category')}
        value={draft.categoryId ?? ''}
        error={fieldError('categoryId')}
        options={[
          { value: '', label: t('creation.course.noCategory') },
          ...options.categories.map((c) => ({ value: c.id, label: c.parentId ? `— ${c.title}` : c.title })),
        ]}
        onChange={(e) => set({ categoryId: e.target.value || null })}
      />
      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>{t('creation.course.lecturers')}</legend>
        {options.lecturers.length === 0 ? (
          <p className={styles.muted}>{t('creation.course.noLecturers')}</p>
        ) : null}
        {options.lecturers.map((person) => (
          <CheckField
            key={person.userId}
            label={person.name}
            checked={draft.lecturerIds.includes(person.userId)}
            onChange={(e) => toggleLecturer(person.userId, e.target.checked)}
          />
        ))}
      </fieldset>
      <div className={styles.twoColumns}>
        <TextField
          label={t('creation.course.price')}
          type="number"
          inputMode="decimal"
          min={0}
          step="0.01"
          value={draft.price}
          error={fieldError('price')}
          onChange={(e) => set({ price: price(e.target.value) })}
        />
        <TextField
          label={t('creation.course.actualPrice')}
          hint={t('creation.course.actualPriceHint')}
          type="number"
          inputMode="decimal"
          min={0}
          step="0.01"
          value={draft.actualPrice}
          error={fieldError('actualPrice')}
          onChange={(e) => set({ actualPrice: price(e.target.value) })}
        />
      </div>
      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>{t('creation.course.visibility')}</legend>
        <CheckField
          radio
          name="creation-visibility"
          label={t('creation.course.visibilityPublic')}
          checked={draft.visibility === 'public'}
          onChange={() => set({ visibility: 'public' })}
        />
        <CheckField
          radio
          name="creation-visibility"
          label={t('creation.course.visibilityMembers')}
          checked={draft.visibility === 'members'}
          onChange={() => set({ visibility: 'members' })}
        />
      </fieldset>
    </section>
  );
}
