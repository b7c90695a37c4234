import { useId, type SelectHTMLAttributes } from 'react';

interface Option {
  value: string;
  label: string;
}

const controlClasses =
  'mt-1 block w-full rounded-lg border border-gray-400 bg-white px-3 py-2.5 text-base text-gray-900 focus:border-brand-700 focus:outline-none focus:ring-2 focus:ring-brand-700 aria-[invalid=true]:border-red-700';

/** A labelled select that starts on an empty "Select..." choice, with the server's message under it. */
export function SelectField({
  label,
  options,
  error,
  className = '',
  ...props
}: { label: string; options: readonly Option[]; error?: string | undefined } & SelectHTMLAttributes<HTMLSelectElement>) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className={className}>
      <label htmlFor={id} className="block text-sm font-medium text-gray-900">
        {label}
      </label>
      <select id={id} defaultValue="" className={controlClasses} aria-invalid={error ? true : undefined} aria-describedby={error ? errorId : undefined} {...props}>
        <option value="">Select...</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      {error && (
        <p id={errorId} className="mt-1 text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}

/** A group of checkboxes sharing one `name`, for a choice of several values. */
export function CheckboxGroup({ legend, name, options, error }: { legend: string; name: string; options: readonly Option[]; error?: string | undefined }) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <fieldset aria-describedby={error ? errorId : undefined}>
      <legend className="text-sm font-medium text-gray-900">{legend}</legend>
      <div className="mt-2 grid gap-x-6 gap-y-1 sm:grid-cols-2">
        {options.map((option) => (
          <label key={option.value} className="flex min-h-11 cursor-pointer items-center gap-3 text-gray-900">
            <input type="checkbox" name={name} value={option.value} className="size-5 shrink-0 rounded border-gray-400 accent-brand-800" />
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
