import { useState, type FormEvent } from 'react';
import type { PageFormResult } from '@wfc/shared/forms/page-form';
import { ApiError, messageOf } from '../../../lib/api-client';
import { sentValue } from '../../../lib/page-form';

export type AccountFormStatus =
  { state: 'idle' | 'submitting' | 'success' } | { state: 'error'; message: string; fields?: Record<string, string> | undefined };

/**
 * The state of a form that makes an account (Register, and the admin's Create New User): its
 * values, the submit status, and the server's per-field messages. Neither form checks anything
 * itself: the server's answer is the only validation. Success clears the fields.
 */
export function useAccountForm<Values extends { name: string; email: string; password: string; role: string }>(
  empty: Values,
  submit: (values: Values) => Promise<unknown>,
  fallbackMessage: string,
  /** The server's answer to the form's plain post, when the page was rendered as that answer. */
  sent?: PageFormResult,
) {
  const [values, setValues] = useState<Values>(() =>
    sent?.status === 'error'
      ? { ...empty, name: sentValue(sent, 'name'), email: sentValue(sent, 'email'), role: sentValue(sent, 'role') || empty.role }
      : empty,
  );
  const [status, setStatus] = useState<AccountFormStatus>(() => {
    if (sent?.status === 'success') return { state: 'success' };
    if (sent?.status === 'error') return { state: 'error', message: sent.message, fields: sent.fields };
    return { state: 'idle' };
  });

  const update = (field: keyof Values) => (event: { target: { value: string } }) =>
    setValues((current) => ({ ...current, [field]: event.target.value }));

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setStatus({ state: 'submitting' });
    try {
      await submit(values);
      setValues(empty);
      setStatus({ state: 'success' });
    } catch (error) {
      const fields = error instanceof ApiError ? error.body?.fields : undefined;
      setStatus({ state: 'error', message: messageOf(error, fallbackMessage), fields });
    }
  }

  const fieldErrors = status.state === 'error' ? status.fields : undefined;
  return { values, update, status, fieldErrors, onSubmit };
}
