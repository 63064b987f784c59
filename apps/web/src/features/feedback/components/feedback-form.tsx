import { LIMITS, charCount } from '@portico/core';
import { useId, type FormEvent } from 'react';
import { formStyles } from '@/components/form-styles.ts';
import { useT } from '@/i18n/use-t.ts';
import type { MessageKey } from '@/i18n/keys.ts';
import type { FeedbackKind } from '@/lib/feedback-dialog.tsx';
import { showToast } from '@/lib/toast.ts';
import { useAddFeedback } from '../api/add-feedback.ts';
import { useContentReviewSwitch } from '../api/content-review-switch.ts';
import { useFeedbackForm } from '../hooks/use-feedback-form.ts';
import { fieldErrorText, submitErrorText } from '../utils/messages.ts';
import { ImagePicker } from './image-picker.tsx';
import styles from './feedback.module.css';

/** Spec §5 form labels, in the spec's order: fault report, use experience, question consultation, content comment. */
const TYPES: Array<[FeedbackKind, MessageKey]> = [
  [1, 'feedback.typeFault'],
  [0, 'feedback.typeExperience'],
  [2, 'feedback.typeConsultation'],
  [3, 'feedback.typeContent'],
];

/** The general feedback form (spec §5); success → "Feedback succeeded", closed and reset (spec §4). */
export function FeedbackForm({
  schoolId,
  initialType,
  onDone,
}: {
  schoolId: string;
  initialType: FeedbackKind;
  onDone: () => void;
}) {
  const t = useT();
  const form = useFeedbackForm(initialType);
  const submit = useAddFeedback();
  const review = useContentReviewSwitch(schoolId);
  const id = useId();
  const descriptionError = fieldErrorText(form.errors.description, t);
  const phoneError = fieldErrorText(form.errors.phone, t);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const value = form.validate();
    if (!value) return;
    submit.mutate(
      { schoolId, value },
      {
        onSuccess: () => {
          showToast(t('feedback.success'));
          onDone();
        },
      },
    );
  };

  return (
    <form className={formStyles.form} onSubmit={onSubmit} noValidate>
      <fieldset className={styles.types}>
        <legend className={formStyles.label}>{t('feedback.typeLabel')}</legend>
        {TYPES.map(([value, key]) => (
          <label key={value} className={styles.type}>
            <input
              type="radio"
              name={`${id}-type`}
              value={value}
              checked={form.type === value}
              onChange={() => form.setType(value)}
            />
            {t(key)}
          </label>
        ))}
      </fieldset>
      <div className={formStyles.field}>
        <label className={formStyles.label} htmlFor={`${id}-text`}>
          {t('feedback.descriptionLabel')}
        </label>
        <textarea
          id={`${id}-text`}
          className={`${formStyles.input} ${styles.textarea}`}
          value={form.description}
          placeholder={t('feedback.descriptionPlaceholder')}
          rows={4}
          required
          aria-invalid={descriptionError ? true : undefined}
          aria-describedby={`${id}-count${descriptionError ? ` ${id}-text-error` : ''}`}
          onChange={(event) => form.setDescription(event.target.value)}
        />
        <p id={`${id}-count`} className={styles.counter}>
          {t('feedback.counter', {
            used: charCount(form.description),
            max: LIMITS.FEEDBACK_TEXT,
            count: LIMITS.FEEDBACK_TEXT,
          })}
        </p>
        {descriptionError ? (
          <p id={`${id}-text-error`} className={formStyles.fieldError} role="alert">
            {descriptionError}
          </p>
        ) : null}
      </div>
      <ImagePicker
        schoolId={schoolId}
        images={form.images}
        onAdd={form.addImage}
        onRemove={form.removeImage}
        reviewed={review.data?.contentReviewSwitch === '1'}
        error={fieldErrorText(form.errors.images, t)}
      />
      <label className={formStyles.check}>
        <input
          type="checkbox"
          checked={form.allowContact}
          onChange={(event) => form.setAllowContact(event.target.checked)}
        />
        {t('feedback.allowContact')}
      </label>
      {form.allowContact ? (
        <div className={formStyles.field}>
          <label className={formStyles.label} htmlFor={`${id}-phone`}>
            {t('feedback.phoneLabel')}
          </label>
          <input
            id={`${id}-phone`}
            className={formStyles.input}
            type="tel"
            inputMode="numeric"
            autoComplete="tel"
            maxLength={LIMITS.PHONE_DIGITS}
            value={form.phone}
            aria-invalid={phoneError ? true : undefined}
            aria-describedby={phoneError ? `${id}-phone-error` : undefined}
            onChange={(event) => form.setPhone(event.target.value)}
          />
          {phoneError ? (
            <p id={`${id}-phone-error`} className={formStyles.fieldError} role="alert">
              {phoneError}
            </p>
          ) : null}
        </div>
      ) : null}
      {submit.isError ? (
        <p className={formStyles.alert} role="alert">
          {submitErrorText(submit.error, t)}
        </p>
      ) : null}
      <div className={formStyles.actions}>
        <button type="submit" className={formStyles.primary} disabled={submit.isPending}>
          {submit.isPending ? t('common.submitting') : t('feedback.submit')}
        </button>
        <button type="button" className={formStyles.secondary} onClick={onDone}>
          {t('feedback.cancel')}
        </button>
      </div>
    </form>
  );
}
