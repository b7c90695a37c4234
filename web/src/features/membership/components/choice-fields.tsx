import { useId } from 'react';
import { replayEarlyInput } from '../../../lib/early-input';

interface Option {
  value: string;
  label: string;
}

/** A group of checkboxes sharing one `name`, for a choice of several values. */
export function CheckboxGroup({
  legend,
  name,
  options,
  error,
  defaultChosen = [],
}: {
  legend: string;
  name: string;
  options: readonly Option[];
  error?: string | undefined;
  /** The values checked when the form is first shown (what a refused post had chosen). */
  defaultChosen?: readonly string[];
}) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <fieldset aria-describedby={error ? errorId : undefined}>
      <legend className="text-sm font-medium text-gray-900">{legend}</legend>
      <div className="mt-2 grid gap-x-6 gap-y-1 sm:grid-cols-2">
        {options.map((option) => (
          <label key={option.value} className="flex min-h-11 cursor-pointer items-center gap-3 text-gray-900">
            <input
              ref={replayEarlyInput}
              type="checkbox"
              name={name}
              value={option.value}
              defaultChecked={defaultChosen.includes(option.value)}
              className="size-5 shrink-0 rounded border-gray-400 accent-brand-800" />
            {option.label}
          </label>
        ))}
      </div>
      {error && (
        <p id={errorId} className="mt-1 text-sm text-red-700">
          {error}
        </p>
      )}
    </fieldset>
  );
}
