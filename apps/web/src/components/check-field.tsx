import { useId, type InputHTMLAttributes, type ReactNode } from 'react';
import { formStyles as styles } from '@/components/form-styles.ts';

type Props = Omit<InputHTMLAttributes<HTMLInputElement>, 'className' | 'type'> & {
  label: ReactNode;
  /** Explains the choice; tied to the box with aria-describedby. */
  hint?: string | undefined;
  /** A radio button of a group (give the group one `name`) instead of a checkbox. */
  radio?: boolean;
};

/** A checkbox (or radio button) inside its label, with an optional hint. */
export function CheckField({ label, hint, radio, ...input }: Props) {
  const id = useId();
  const box = (
    <label className={styles.check}>
      <input
        {...input}
        type={radio ? 'radio' : 'checkbox'}
        aria-describedby={hint ? `${id}-hint` : undefined}
      />
      {label}
    </label>
  );
  if (!hint) return box;
  return (
    <>
      {box}
      <p id={`${id}-hint`} className={styles.hint}>
        {hint}
      </p>
    </>
  );
}
