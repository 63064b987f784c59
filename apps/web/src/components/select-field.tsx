import type { SelectHTMLAttributes } from 'react';
import { FieldFrame, type FieldFrameProps } from './field-frame.tsx';

type Props = Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id' | 'className'> &
  FieldFrameProps & {
    options: ReadonlyArray<{ value: string | number; label: string }>;
  };

/** TextField's sibling for a choice: labelled select over `options`, with its hint and validation message. */
export function SelectField({ label, error, hint, hideLabel, options, ...select }: Props) {
  return (
    <FieldFrame label={label} error={error} hint={hint} hideLabel={hideLabel}>
      {(control) => (
        <select {...select} {...control}>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </FieldFrame>
  );
}
