import { Trans, useLingui } from '@lingui/react/macro';
import type { GuestListEvent } from '@wfc/shared';
import { useId, useState } from 'react';
import { Banner } from '../../../components/ui/banner';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { TextAreaField } from '../../../components/ui/field';
import { messageOf } from '../../../lib/api-client';
import { cancelEvent } from '../api/cancel-event';

/** Admins only: cancel the event after asking; every guest is told, with her note. */
export function CancelEventSection({ event, onCancelled }: { event: GuestListEvent; onCancelled: (message: string) => void }) {
  const { t } = useLingui();
  const titleId = useId();
  const [note, setNote] = useState('');
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const { title } = event;

  async function cancel() {
    setConfirming(false);
    setBusy(true);
    setProblem(null);
    try {
      onCancelled((await cancelEvent(event.id, note)).message);
    } catch (failure) {
      setProblem(messageOf(failure, t`The event could not be cancelled. Please try again.`));
    } finally {
      setBusy(false);
    }
  }

  return (
    <section aria-labelledby={titleId} className="space-y-3 rounded-xl border border-red-200 bg-white p-4 sm:p-5">
      <h3 id={titleId} className="text-lg font-semibold text-red-800">
        <Trans>Cancel this event</Trans>
      </h3>
      <p className="text-sm text-gray-700">
        <Trans>Every guest is told by e-mail, with your note, and her calendar invitation is withdrawn. It cannot be undone.</Trans>
      </p>
      <TextAreaField
        label={t`A note to the guests (optional)`}
        value={note}
        onChange={(e) => setNote(e.target.value)}
        maxLength={2000}
        rows={3}
      />
      {problem && <Banner tone="error">{problem}</Banner>}
      <Button
        variant="secondary"
        onClick={() => setConfirming(true)}
        disabled={busy}
        className="border-red-700 text-red-800 hover:bg-red-50"
      >
        <Trans>Cancel this event</Trans>
      </Button>
      {confirming && (
        <ConfirmDialog
          title={t`Cancel ${title}?`}
          message={t`Every guest is e-mailed that it is cancelled. It cannot be undone.`}
          confirmLabel={t`Yes, cancel the event`}
          cancelLabel={t`Keep the event`}
          onCancel={() => setConfirming(false)}
          onConfirm={() => void cancel()}
        />
      )}
    </section>
  );
}
