import { useState } from 'react';
import { ApiError, messageOf } from './api-client';

export type SubmitStatus =
  | { state: 'idle' | 'submitting' }
  | { state: 'success'; message: string }
  | { state: 'error'; message: string; fields?: Record<string, string> | undefined };

/**
 * The state of a small form that sends one call: submitting, the success text, or the server's
 * message and per-field messages (the server's answer is the only validation).
 */
export function useSubmitStatus(initial: SubmitStatus = { state: 'idle' }) {
  const [status, setStatus] = useState<SubmitStatus>(initial);

  /** Runs `send`; its resolved text is the success message. Returns whether it succeeded. */
  async function submit(send: () => Promise<string>, fallbackMessage: string): Promise<boolean> {
    setStatus({ state: 'submitting' });
    try {
      setStatus({ state: 'success', message: await send() });
      return true;
    } catch (error) {
      const fields = error instanceof ApiError ? error.body?.fields : undefined;
      setStatus({ state: 'error', message: messageOf(error, fallbackMessage), fields });
      return false;
    }
  }

  const fieldErrors = status.state === 'error' ? status.fields : undefined;
  return { status, fieldErrors, submit };
}
