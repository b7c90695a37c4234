import { useLingui } from '@lingui/react/macro';
import { useState, type InputHTMLAttributes } from 'react';
import { controlClasses, FieldFrame } from './field';
import { replayEarlyInput } from '../../lib/early-input';
import { passwordTexts } from '../../lib/shared-messages';

/** A labelled password input with a Show/Hide button, so one field is enough (no "type it twice"). */
export function PasswordField({
  label,
  error,
  ...props
}: { label: string; error?: string | undefined } & InputHTMLAttributes<HTMLInputElement>) {
  const [shown, setShown] = useState(false);
  const { t } = useLingui();
  const field = label.toLowerCase();
  return (
    <FieldFrame label={label} error={error}>
      {(control) => (
        <div className="relative">
          <input ref={replayEarlyInput} className={`${controlClasses} pr-20`} {...control} {...props} type={shown ? 'text' : 'password'} />
          <button
            type="button"
            onClick={() => setShown((value) => !value)}
            aria-pressed={shown}
            aria-label={shown ? t`Hide ${field}` : t`Show ${field}`}
            className="absolute inset-y-0 right-0 mt-1 rounded-r-lg px-3 text-sm font-semibold text-brand-800 hover:text-brand-900 focus:outline-none focus:ring-2 focus:ring-brand-700"
          >
            {shown ? t`Hide` : t`Show`}
          </button>
        </div>
      )}
    </FieldFrame>
  );
}

/** The new password of a change or a reset: the rules (8..128, not common, not her address) and what choosing it does. */
export function NewPasswordField({
  value,
  error,
  onChange,
  consequence,
}: {
  value: string;
  error: string | undefined;
  onChange: (value: string) => void;
  consequence: string;
}) {
  const { t } = useLingui();
  return (
    <>
      <PasswordField
        label={t`New password`}
        name="newPassword"
        autoComplete="new-password"
        required
        minLength={8}
        maxLength={128}
        value={value}
        error={error}
        onChange={(event) => onChange(event.target.value)}
      />
      <p className="text-sm text-gray-700">
        {t(passwordTexts.newPasswordHint)} {consequence}
      </p>
    </>
  );
}
