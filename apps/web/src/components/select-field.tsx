import type { SelectHTMLAttributes } from 'react';
import { FieldFrame, type FieldFrameProps } from './field-frame.tsx';

type Option = { value: string | number; label: string };

type Props = Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id' | 'className'> &
  FieldFrameProps & {
    options: ReadonlyArray<Option>;
    /** Choices in labelled groups (`<optgroup>`), after `options`. */
    groups?: ReadonlyArray<{ label: string; options: ReadonlyArray<Option> }>;
  };

const optionsOf = (options: ReadonlyArray<Option>) =>
  options.map((option) => (
    <option key={option.value} value={option.value}>
      {option.label}
    </option>
  ));

/** TextField's sibling for a choice: labelled select over `options`, with its hint and validation message. */
export function SelectField({ label, error, hint, hideLabel, options, groups = [], ...select }: Props) {
  return (
    <FieldFrame label={label} error={error} hint={hint} hideLabel={hideLabel}>
      {(control) => (
        <select {...select} {...control}>
          {optionsOf(options)}
          {groups.map((group) => (
            <optgroup key={group.label} label={group.label}>
              {optionsOf(group.options)}
            </optgroup>
          ))}
        </select>
      )}
    </FieldFrame>
  );
}
