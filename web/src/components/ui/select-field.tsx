import type { SelectHTMLAttributes } from 'react';
import { replayEarlyInput } from '../../lib/early-input';
import { controlClasses, FieldFrame } from './field';

/** A labelled drop-down matching the UI kit's text fields, its error announced with it. */
export function SelectField({
  label,
  error,
  options,
  placeholder,
  className,
  ...props
}: {
  label: string;
  error?: string | undefined;
  options: readonly { value: string; label: string }[];
  /** A first, empty choice (such as "Select..."), so that `required` makes the visitor choose. */
  placeholder?: string;
} & SelectHTMLAttributes<HTMLSelectElement>) {
  return (
    <FieldFrame label={label} error={error} className={className}>
      {(control) => (
        <select ref={replayEarlyInput} className={controlClasses} {...control} {...props}>
          {placeholder !== undefined && <option value="">{placeholder}</option>}
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
