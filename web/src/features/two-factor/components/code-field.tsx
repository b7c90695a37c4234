import type { InputHTMLAttributes } from 'react';
import { TextField } from '../../../components/ui/field';

/**
 * A field for the 6-digit code of an authenticator app: the browser and password managers may fill
 * it (`one-time-code`), phones show the number pad. With `recovery`, a recovery code instead.
 */
export function CodeField({
  label,
  error,
  recovery = false,
  ...props
}: { label: string; error?: string | undefined; recovery?: boolean } & Omit<InputHTMLAttributes<HTMLInputElement>, 'type'>) {
  return (
    <TextField
      label={label}
      error={error}
      name="code"
      autoComplete={recovery ? 'off' : 'one-time-code'}
      inputMode={recovery ? 'text' : 'numeric'}
      spellCheck={false}
      autoCapitalize="none"
      maxLength={recovery ? 20 : 6}
      required
      {...props}
    />
  );
}
