import { useId, type InputHTMLAttributes, type ReactNode, type TextareaHTMLAttributes } from 'react';
import { replayEarlyInput } from '../../lib/early-input';

/** The look of every form control of the UI kit. */
export const controlClasses =
  'mt-1 block w-full rounded-lg border border-gray-400 bg-white px-3 py-2.5 text-base text-gray-900 placeholder:text-gray-600 focus:border-brand-700 focus:outline-none focus:ring-2 focus:ring-brand-700 disabled:bg-gray-100 aria-[invalid=true]:border-red-700';

interface FieldProps {
  label: string;
  /** A message under the field, from the server's `fields`. */
  error?: string | undefined;
}

/** The attributes that tie a control to its label and its error message. */
export interface ControlAttributes {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

/** A visible label, the control, and its error announced with it. */
export function FieldFrame({
  label,
  error,
  className = '',
  children,
}: FieldProps & { className?: string; children: (control: ControlAttributes) => ReactNode }) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className={className}>
      <label htmlFor={id} className="block text-sm font-medium text-gray-900">
        {label}
      </label>
      {children({ id, 'aria-invalid': error ? true : undefined, 'aria-describedby': error ? errorId : undefined })}
      {error && (
        <p id={errorId} className="mt-1 text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}

/** A labelled input whose error is announced with it. */
export function TextField({ label, error, className, ...props }: FieldProps & InputHTMLAttributes<HTMLInputElement>) {
  return (
    <FieldFrame label={label} error={error} className={className}>
      {(control) => <input ref={replayEarlyInput} className={controlClasses} {...control} {...props} />}
    </FieldFrame>
  );
}

/** A labelled text area whose error is announced with it. */
export function TextAreaField({ label, error, className, ...props }: FieldProps & TextareaHTMLAttributes<HTMLTextAreaElement>) {
  return (
    <FieldFrame label={label} error={error} className={className}>
      {(control) => <textarea ref={replayEarlyInput} className={controlClasses} {...control} {...props} />}
    </FieldFrame>
  );
}
