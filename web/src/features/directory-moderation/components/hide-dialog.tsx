import { Trans, useLingui } from '@lingui/react/macro';
import { MAX_REPORT_REASON } from '@wfc/shared/directory/directory.schema';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { TextAreaField } from '../../../components/ui/field';
import { SubmitStatusBanner } from '../../../components/ui/submit-status-banner';
import { keepTabInside } from '../../../lib/focus-trap';
import { useSubmitStatus } from '../../../lib/use-submit-status';

/**
 * "Hide it", asked before it is done, as ConfirmDialog asks (a modal that keeps Tab inside, Escape
 * cancels, the focus back on its opener), with the reason the member is sent: required, checked by
 * the server, its refusal shown by the field.
 */
export function HideDialog({
  kind,
  onHide,
  onCancel,
}: {
  kind: 'card' | 'note';
  /** Sends the reason; resolves to the server's message, which the screen shows. */
  onHide: (reason: string) => Promise<string>;
  onCancel: () => void;
}) {
  const { t } = useLingui();
  const id = useId();
  const dialogRef = useRef<HTMLDivElement>(null);
  const [reason, setReason] = useState('');
  const { status, fieldErrors, submit } = useSubmitStatus();
  const cancel = useRef(onCancel);
  useEffect(() => {
    cancel.current = onCancel;
  });

  useEffect(() => {
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    dialogRef.current?.querySelector('textarea')?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.preventDefault();
        cancel.current();
        return;
      }
      if (dialogRef.current) keepTabInside(dialogRef.current, event);
    };
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('keydown', onKey);
      if (opener?.isConnected) opener.focus();
    };
  }, []);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    await submit(() => onHide(reason), t`It could not be hidden. Please try again.`);
  }

  return (
    <div className="fixed inset-0 z-50 flex items-center justify-center overflow-y-auto bg-gray-900/50 p-4">
      <div
        ref={dialogRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={`${id}-title`}
        aria-describedby={`${id}-message`}
        className="w-full max-w-md rounded-2xl bg-white p-6 text-left text-gray-900 shadow-xl"
      >
        <h2 id={`${id}-title`} className="text-xl font-bold text-brand-900">
          {kind === 'card' ? t`Hide this card?` : t`Hide this note?`}
        </h2>
        <p id={`${id}-message`} className="mt-3 text-gray-700">
          {kind === 'card'
            ? t`Members will no longer see the card, and its member is sent the reason by e-mail.`
            : t`The note will no longer be shown, and its writer is sent the reason by e-mail.`}
        </p>
        <form method="post" onSubmit={onSubmit} className="mt-4 space-y-4" noValidate>
          <TextAreaField
            label={t`Reason, sent to the member`}
            name="reason"
            rows={3}
            required
            maxLength={MAX_REPORT_REASON}
            value={reason}
            onChange={(event) => setReason(event.target.value)}
            error={fieldErrors?.reason}
          />
          {status.state === 'error' && !fieldErrors?.reason && <SubmitStatusBanner status={status} />}
          <div className="flex flex-wrap justify-end gap-3">
            <Button variant="secondary" onClick={onCancel}>
              <Trans>Cancel</Trans>
            </Button>
            <Button type="submit" disabled={status.state === 'submitting'}>
              <Trans>Hide it</Trans>
            </Button>
          </div>
        </form>
      </div>
    </div>
  );
}
