/**
 * A class's name and description (issue 26 item 1; spec "lecturing field 100"). Each field counts characters as
 * a reader does (core fieldLength: an emoji or a CJK character is one) and warns as soon as the 101st is typed;
 * the form will not send then, and the server refuses it too (CLASS_FIELD_TOO_LONG).
 */
import { CLASS_RULES, classFieldProblem, fieldLength } from '@portico/core';
import type { ClassBody } from '@portico/contracts';
import { useId, useState, type FormEvent } from 'react';
import { TextAreaField } from '@/components/text-area-field.tsx';
import { TextField } from '@/components/text-field.tsx';
import { useT } from '@/i18n/use-t.ts';
import { errorText } from '@/lib/api-errors.ts';
import styles from './teaching-center.module.css';

interface ClassFormProps {
  title: string;
  submitLabel: string;
  initial?: ClassBody;
  onSubmit: (body: ClassBody) => Promise<void>;
}

const MAX = CLASS_RULES.FIELD_MAX;

export function ClassForm({ title, submitLabel, initial, onSubmit }: ClassFormProps) {
  const t = useT();
  const titleId = useId();
  const [name, setName] = useState(initial?.name ?? '');
  const [description, setDescription] = useState(initial?.description ?? '');
  const [tried, setTried] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const nameProblem = classFieldProblem(name, true);
  const descriptionProblem = classFieldProblem(description, false);
  const fieldError = (problem: typeof nameProblem, text: string) => {
    if (problem === 'too_long') return t('classes.form.tooLong', { used: fieldLength(text), max: MAX });
    if (problem === 'required' && tried) return t('classes.form.nameRequired');
    return null;
  };
  const counter = (text: string) => (
    <p className={styles.counter} data-over={fieldLength(text) > MAX} aria-live="polite">
      {t('classes.form.counter', { used: fieldLength(text), max: MAX })}
    </p>
  );

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (nameProblem || descriptionProblem) return;
    setBusy(true);
    setError(null);
    try {
      await onSubmit({ name: name.trim(), description: description.trim() });
      if (!initial) {
        setName('');
        setDescription('');
        setTried(false);
      }
    } catch (caught) {
      setError(errorText(caught, t));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className={styles.form} onSubmit={submit} aria-labelledby={titleId} noValidate>
      <h3 id={titleId} className={styles.subheading}>
        {title}
      </h3>
      <TextField
        label={t('classes.form.name')}
        value={name}
        onChange={(event) => setName(event.target.value)}
        error={fieldError(nameProblem, name)}
        required
      />
      {counter(name)}
      <TextAreaField
        label={t('classes.form.description')}
        value={description}
        rows={2}
        onChange={(event) => setDescription(event.target.value)}
        error={fieldError(descriptionProblem, description)}
      />
      {counter(description)}
      {error ? (
        <p className={styles.error} role="alert">
          {error}
        </p>
      ) : null}
      <div className={styles.actions}>
        <button type="submit" className={styles.primary} disabled={busy}>
          {submitLabel}
        </button>
      </div>
    </form>
  );
}
