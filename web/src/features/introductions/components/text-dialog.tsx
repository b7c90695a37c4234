import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { Banner } from '../../../components/ui/banner';
import { Button } from '../../../components/ui/button';
import { controlClasses } from '../../../components/ui/field';
import { ApiError, messageOf } from '../../../lib/api-client';
import type { TextSendState } from '../lib/use-text-send';
import { ModalDialog } from './modal-dialog';

interface TextDialogProps {
  title: string;
  intro: ReactNode;
  label: string;
  /** The body's field the server names in `fields` when it refuses the text. */
  field: string;
  min: number;
  max: number;
  submitLabel: string;
  draft: string;
  onDraft: (text: string) => void;
  status: TextSendState;
  onSubmit: () => void;
  onClose: () => void;
  /** What the dialog says after a refusal, besides the server's words (a link to her listing). */
  refusalHelp?: ReactNode;
}

/**
 * A dialog to write one short text and send it (an introduction's note, a report's reason): a
 * counter of its characters, its length checked before sending, the server's answer or refusal in
 * the dialog, and the text kept on any failure (the draft lives with the caller).
 */
export function TextDialog(props: TextDialogProps) {
  const { title, intro, label, field, min, max, submitLabel, draft, onDraft, status, onSubmit, onClose, refusalHelp } = props;
  const { t } = useLingui();
  const id = useId();
  const [lengthError, setLengthError] = useState<string | null>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  const sent = status.state === 'sent';

  // Sent, the form gives way to the answer: the focus goes to Done, which closes the dialog.
  useEffect(() => {
    if (sent) closeRef.current?.focus();
  }, [sent]);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const length = draft.trim().length;
    if (length < min) setLengthError(t`Please write at least ${min} characters.`);
    else if (length > max) setLengthError(t`Please write at most ${max} characters.`);
    else {
      setLengthError(null);
      onSubmit();
    }
  }

  if (status.state === 'sent') {
    return (
      <ModalDialog title={title} onClose={onClose}>
        <Banner tone="success">{status.message}</Banner>
        <div className="mt-6 flex justify-end">
          <Button ref={closeRef} onClick={onClose}>
            <Trans>Done</Trans>
          </Button>
        </div>
      </ModalDialog>
    );
  }

  const failure = status.state === 'failed' ? status.error : undefined;
  const serverFieldError = failure instanceof ApiError ? failure.body?.fields?.[field] : undefined;
  const fieldError = lengthError ?? serverFieldError;
  const counterId = `${id}-counter`;
  const errorId = `${id}-error`;
  const length = draft.length;

  return (
    <ModalDialog title={title} onClose={onClose}>
      <div className="text-gray-700">{intro}</div>
      <form method="post" onSubmit={submit} className="mt-4 space-y-4">
        <div>
          <label htmlFor={id} className="block text-sm font-medium text-gray-900">
            {label}
          </label>
          <textarea
            id={id}
            name={field}
            rows={5}
            required
            value={draft}
            onChange={(event) => {
              onDraft(event.target.value);
              setLengthError(null);
            }}
            aria-invalid={fieldError ? true : undefined}
            aria-describedby={fieldError ? `${errorId} ${counterId}` : counterId}
            className={controlClasses}
          />
          <p id={counterId} className={`mt-1 text-sm ${length > max ? 'font-semibold text-red-700' : 'text-gray-700'}`}>
            {min > 1 ? (
              <Trans>
                {length} of {max} characters (at least {min})
              </Trans>
            ) : (
              <Trans>
                {length} of {max} characters
              </Trans>
            )}
          </p>
          {fieldError && (
            <p id={errorId} className="mt-1 text-sm text-red-700">
              {fieldError}
            </p>
          )}
        </div>
        {failure !== undefined && !serverFieldError && (
          <Banner tone="error">
            <p>{messageOf(failure, t`That could not be sent. Please try again: what you wrote is kept.`)}</p>
            {refusalHelp}
          </Banner>
        )}
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={onClose}>
            <Trans>Cancel</Trans>
          </Button>
          <Button type="submit" disabled={status.state === 'sending'}>
            {status.state === 'sending' ? <Trans>Sending…</Trans> : submitLabel}
          </Button>
        </div>
      </form>
    </ModalDialog>
  );
}
