/**
 * The frame every labelled form control shares (TextField, TextAreaField, SelectField): the label, an optional
 * hint and an inline error, tied to the control with htmlFor and aria-describedby, the control marked invalid
 * while it has an error. `children` receives the props the control spreads.
 */
import { useId, type ReactNode } from 'react';
import { formStyles as styles } from '@/components/form-styles.ts';

export interface FieldFrameProps {
  /** Text, or text with a marker (a required asterisk). */
  label: ReactNode;
  /** Inline validation message; marks the control invalid and describes it. */
  error?: string | null | undefined;
  hint?: string | undefined;
  /** The label is read by screen readers only (a control whose row already says what it is). */
  hideLabel?: boolean | undefined;
}

export interface ControlProps {
  id: string;
  className: string | undefined;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

export function FieldFrame({
  label,
  error,
  hint,
  hideLabel,
  children,
}: FieldFrameProps & { children: (control: ControlProps) => ReactNode }) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ');
  return (
    <div className={styles.field}>
      <label className={hideLabel ? 'sr-only' : styles.label} htmlFor={id}>
        {label}
      </label>
      {children({
        id,
        className: styles.input,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': describedBy || undefined,
      })}
      {hint ? (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className={styles.fieldError} role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}
