import type { ReactNode } from 'react';

/** A fieldset with its legend, an optional hint, and the server's error about the whole group. */
export function Group({
  legend,
  hint,
  error,
  errorId,
  children,
}: {
  legend: string;
  hint?: string;
  error: string | undefined;
  errorId: string;
  children: ReactNode;
}) {
  const hintId = `${errorId}-hint`;
  const described = [hint ? hintId : '', error ? errorId : ''].filter(Boolean).join(' ');
  return (
    <fieldset aria-describedby={described || undefined} data-invalid={error ? true : undefined} className="min-w-0">
      <legend className="text-lg font-semibold text-brand-900">{legend}</legend>
      {hint && (
        <p id={hintId} className="mt-1 text-sm text-gray-700">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="mt-1 text-sm text-red-700">
          {error}
        </p>
      )}
      <div className="mt-2">{children}</div>
    </fieldset>
  );
}
