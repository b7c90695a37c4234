import { useId } from 'react';

export interface FilterOption<T extends string> {
  value: T;
  label: string;
}

/**
 * A labelled group of toggle buttons of which exactly one is pressed: the filters of the events,
 * blog and webinars screens.
 */
export function FilterButtons<T extends string>({
  label,
  options,
  value,
  onChange,
  className = '',
}: {
  label: string;
  options: readonly FilterOption<T>[];
  value: T;
  onChange: (value: T) => void;
  className?: string;
}) {
  const labelId = useId();
  return (
    <div role="group" aria-labelledby={labelId} className={`flex flex-wrap items-center gap-2 ${className}`}>
      <span id={labelId} className="mr-1 text-sm font-semibold text-gray-900">
        {label}
      </span>
      {options.map((option) => {
        const pressed = option.value === value;
        return (
          <button
            key={option.value}
            type="button"
            aria-pressed={pressed}
            onClick={() => onChange(option.value)}
            className={`min-h-11 rounded-full border px-4 py-2 text-sm font-medium transition-colors ${
              pressed
                ? 'border-brand-800 bg-brand-800 text-white'
                : 'border-gray-400 bg-white text-gray-800 hover:border-brand-800 hover:bg-brand-50 hover:text-brand-900'
            }`}
          >
            {option.label}
          </button>
        );
      })}
    </div>
  );
}
