import { useCallback, useRef, useState } from 'react';

/** Where a text she sends stands: written, under way, answered, or refused (its error kept for the screen to read). */
export type TextSendState =
  { state: 'idle' } | { state: 'sending' } | { state: 'sent'; message: string } | { state: 'failed'; error: unknown };

/**
 * A text she writes and sends (a note, a reason): the draft outlives the dialog it is typed in, so
 * closing the dialog, a slow answer or a refusal never loses a word; only a success empties it.
 */
export function useTextSend() {
  const [draft, setDraft] = useState('');
  const [status, setStatus] = useState<TextSendState>({ state: 'idle' });
  const busy = useRef(false);

  const send = useCallback(async (action: () => Promise<{ message: string }>) => {
    if (busy.current) return;
    busy.current = true;
    setStatus({ state: 'sending' });
    try {
      const { message } = await action();
      setDraft('');
      setStatus({ state: 'sent', message });
    } catch (error) {
      setStatus({ state: 'failed', error });
    } finally {
      busy.current = false;
    }
  }, []);

  /** Back to writing (a dialog opened again after an answer). */
  const reset = useCallback(() => setStatus((current) => (current.state === 'sending' ? current : { state: 'idle' })), []);

  return { draft, setDraft, status, send, reset };
}
