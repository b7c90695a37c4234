import { Trans, useLingui } from '@lingui/react/macro';
import { UNOPENED_RELEASE_HOURS, type GuestListEvent } from '@wfc/shared';
import { useId, useState } from 'react';
import { Banner } from '../../../components/ui/banner';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { messageOf } from '../../../lib/api-client';
import { releaseUnopened } from '../api/release-unopened';

/**
 * "Release places of guests who never opened their link" (issue 38): after asking, every guest still
 * registered who never opened the link in her e-mail, registered a day ago or more, is cancelled and
 * told, and the places go to the waitlist. Shown while some guest never opened hers.
 */
export function ReleaseUnopenedSection({ event, onReleased }: { event: GuestListEvent; onReleased: (message: string) => void }) {
  const { t } = useLingui();
  const titleId = useId();
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const count = event.counts.neverOpened;
  const hours = UNOPENED_RELEASE_HOURS;

  async function release() {
    setConfirming(false);
    setBusy(true);
    setProblem(null);
    try {
      onReleased((await releaseUnopened(event.id)).message);
    } catch (failure) {
      setProblem(messageOf(failure, t`The places could not be released. Please try again.`));
    } finally {
      setBusy(false);
    }
  }

  return (
    <section aria-labelledby={titleId} className="space-y-3 rounded-xl border border-amber-200 bg-amber-50 p-4 sm:p-5">
      <h3 id={titleId} className="text-lg font-semibold text-gray-900">
        <Trans>Guests who never opened their link: {count}</Trans>
      </h3>
      <p className="text-sm text-gray-800">
        <Trans>
          A registration made with a made-up address is never opened. Those made more than {hours} hours ago can be released together: each
          guest is told by e-mail, as when you cancel a registration, and the places go to the waitlist.
        </Trans>
      </p>
      {problem && <Banner tone="error">{problem}</Banner>}
      <Button variant="secondary" onClick={() => setConfirming(true)} disabled={busy} className="text-center">
        <Trans>Release places of guests who never opened their link</Trans>
      </Button>
      {confirming && (
        <ConfirmDialog
          title={t`Release the places of guests who never opened their link?`}
          message={t`Every guest who registered more than ${hours} hours ago and never opened her link loses her registration and is told by e-mail. Their places go to the waitlist.`}
          confirmLabel={t`Yes, release their places`}
          cancelLabel={t`Keep their places`}
          onCancel={() => setConfirming(false)}
          onConfirm={() => void release()}
        />
      )}
    </section>
  );
}
