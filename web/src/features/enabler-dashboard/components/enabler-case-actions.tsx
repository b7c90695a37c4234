import { Trans, useLingui } from '@lingui/react/macro';
import type { CaseStatus } from '@wfc/shared';
import { useRef, useState } from 'react';
import { Banner } from '../../../components/ui/banner';
import { Button } from '../../../components/ui/button';
import { messageOf } from '../../../lib/api-client';
import { acceptCase } from '../api/accept-case';
import { completeCaseAsking } from '../api/complete-case';
import { useUnansweredConfirmation } from './unanswered-confirmation';

/**
 * Accept (while Pending) and Mark Completed (until Completed) on the case view, as on My Cases
 * (issue 26: the e-mail says "Accept the case", and the link lands here). Completing a case she never
 * replied to (`replied`: the thread the view shows has no enabler message) asks first. `onChanged` reads the case and My Cases again (`completed`: the view then
 * says so and takes the focus, since these buttons are gone).
 */
export function EnablerCaseActions({
  caseId,
  status,
  replied,
  onChanged,
}: {
  caseId: string;
  status: CaseStatus;
  replied: boolean;
  onChanged: (completed: boolean) => void;
}) {
  const { t } = useLingui();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const confirmation = useUnansweredConfirmation();
  const completeRef = useRef<HTMLButtonElement>(null);
  if (status === 'Completed') return null;

  async function act(action: 'accept' | 'complete') {
    if (busy) return;
    setBusy(true);
    setFailure(null);
    setDone(null);
    try {
      if (action === 'accept') {
        await acceptCase(caseId);
        setDone(t`You accepted the case. Her e-mail address is shown above.`);
        // Accept goes away once accepted: the focus moves to the next action.
        completeRef.current?.focus();
        onChanged(false);
      } else if (await completeCaseAsking({ _id: caseId, replied }, confirmation.ask)) {
        onChanged(true);
      }
    } catch (error) {
      setFailure(
        messageOf(
          error,
          action === 'accept'
            ? t`The case could not be accepted. Please try again.`
            : t`The case could not be marked completed. Please try again.`,
        ),
      );
    } finally {
      setBusy(false);
    }
  }

  return (
    <section aria-labelledby="case-actions-title">
      <h3 id="case-actions-title" className="text-lg font-semibold text-gray-900">
        <Trans>Case actions</Trans>
      </h3>
      <div className="mt-2 flex flex-wrap gap-3">
        {status === 'Pending' && (
          <Button
            onClick={() => void act('accept')}
            aria-disabled={busy}
            className="aria-disabled:cursor-not-allowed aria-disabled:opacity-60"
          >
            <Trans>Accept</Trans>
          </Button>
        )}
        <Button
          ref={completeRef}
          variant="secondary"
          onClick={() => void act('complete')}
          aria-disabled={busy}
          className="aria-disabled:cursor-not-allowed aria-disabled:opacity-60"
        >
          <Trans>Mark Completed</Trans>
        </Button>
      </div>
      <div aria-live="polite" className="mt-3">
        {done && <p className="text-gray-900">{done}</p>}
      </div>
      {failure && (
        <Banner tone="error" className="mt-3">
          {failure}
        </Banner>
      )}
      {confirmation.dialog}
    </section>
  );
}
