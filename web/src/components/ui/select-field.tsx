import { useId, type SelectHTMLAttributes } from 'react';

/** A labelled drop-down matching the UI kit's text fields, its error announced with it. */
export function SelectField({
  label,
  error,
  options,
  className = '',
  ...props
}: { label: string; error?: string | undefined; options: readonly { value: string; label: string }[] } & SelectHTMLAttributes<HTMLSelectElement>) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className={className}>
      <label htmlFor={id} className="block text-sm font-medium text-gray-900">
        {label}
      </label>
      <select
        id={id}
        className="mt-1 block w-full rounded-lg border border-gray-400 bg-white px-3 py-2.5 text-base text-gray-900 focus:border-brand-700 focus:outline-none focus:ring-2 focus:ring-brand-700 disabled:bg-gray-100 aria-[invalid=true]:border-red-700"
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        {...props}
      >
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
