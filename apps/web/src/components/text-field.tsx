import type { InputHTMLAttributes } from 'react';
import { FieldFrame, type FieldFrameProps } from './field-frame.tsx';

type Props = Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'className'> & FieldFrameProps;

/** Labelled input with its hint and validation message wired through aria-describedby. */
export function TextField({ label, error, hint, hideLabel, ...input }: Props) {
  return (
    <FieldFrame label={label} error={error} hint={hint} hideLabel={hideLabel}>
      {(control) => <input {...input} {...control} />}
    </FieldFrame>
  );
}
