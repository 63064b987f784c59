import type { TextareaHTMLAttributes } from 'react';
import { FieldFrame, type FieldFrameProps } from './field-frame.tsx';

type Props = Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id' | 'className'> & FieldFrameProps;

/** TextField's multi-line sibling: labelled textarea with its hint and validation message. */
export function TextAreaField({ label, error, hint, hideLabel, ...textarea }: Props) {
  return (
    <FieldFrame label={label} error={error} hint={hint} hideLabel={hideLabel}>
      {(control) => <textarea rows={4} {...textarea} {...control} />}
    </FieldFrame>
  );
}
