import { Trans, useLingui } from '@lingui/react/macro';
import { MAX_REPORT_REASON } from '@wfc/shared/directory/directory.schema';
import { useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { DialogFrame } from '../../../components/ui/dialog-frame';
import { TextAreaField } from '../../../components/ui/field';
import { SubmitStatusBanner } from '../../../components/ui/submit-status-banner';
import { useSubmitStatus } from '../../../lib/use-submit-status';

/**
 * "Hide it", asked before it is done in ConfirmDialog's frame (DialogFrame: Tab kept inside, Escape
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
  const [reason, setReason] = useState('');
  const { status, fieldErrors, submit } = useSubmitStatus();

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    await submit(() => onHide(reason), t`It could not be hidden. Please try again.`);
  }

  return (
    <DialogFrame
      title={kind === 'card' ? t`Hide this card?` : t`Hide this note?`}
      message={
        kind === 'card'
          ? t`Members will no longer see the card, and its member is sent the reason by e-mail.`
          : t`The note will no longer be shown, and its writer is sent the reason by e-mail.`
      }
      onCancel={onCancel}
    >
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
    </DialogFrame>
  );
}
