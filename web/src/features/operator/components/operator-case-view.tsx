import { Trans, useLingui } from '@lingui/react/macro';
import { useRef, useState } from 'react';
import { Banner } from '../../../components/ui/banner';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { DateTime } from '../../../components/ui/date-time';
import { CaseView } from '../../cases';
import { messageOf } from '../../../lib/api-client';
import { useOperatorCase } from '../api/get-operator-case';
import { reopenCase } from '../api/reopen-case';

/**
 * One case for operators: its thread and history (they assign from the list), and Reopen case for a
 * Completed one (issue 26), asked first since it e-mails the requester. `onChanged` reads the list again.
 */
export function OperatorCaseView({ caseId, onBack, onChanged }: { caseId: string; onBack: () => void; onChanged?: () => void }) {
  const query = useOperatorCase(caseId);
  const { t } = useLingui();
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [reopened, setReopened] = useState(false);
  const statusRef = useRef<HTMLParagraphElement>(null);

  async function reopen() {
    setAsking(false);
    setBusy(true);
    setFailure(null);
    try {
      await reopenCase(caseId);
      setReopened(true);
      query.reload();
      onChanged?.();
      // The button goes away with the Completed state: the focus goes to what happened.
      statusRef.current?.focus();
    } catch (error) {
      setFailure(messageOf(error, t`The case could not be reopened. Please try again.`));
    } finally {
      setBusy(false);
    }
  }

  return (
    <CaseView
      query={query}
      viewer="operator"
      backLabel={t`Back to Help Requests`}
      onBack={onBack}
      notFoundText={t`There is no such case.`}
      actions={({ case: { status }, requesterMailFailing }) => (
        <section aria-labelledby="operator-case-actions-title">
          <h3 id="operator-case-actions-title" className="sr-only">
            <Trans>Case actions</Trans>
          </h3>
          {requesterMailFailing && (
            // A bounce or a refusal for good (issue 41): her e-mails may not reach her.
            <Banner tone="info" className="mb-3">
              <Trans>
                E-mail to the requester's address is failing ({requesterMailFailing.reason}), since{' '}
                <DateTime iso={requesterMailFailing.since} />. She gets no newsletters until she confirms her address again.
              </Trans>
            </Banner>
          )}
          <p ref={statusRef} tabIndex={-1} aria-live="polite" className="text-gray-900 focus:outline-none">
            {reopened && status !== 'Completed' && <Trans>The case is open again. The requester has been told by e-mail.</Trans>}
          </p>
          {status === 'Completed' && (
            <Button
              variant="secondary"
              onClick={() => !busy && setAsking(true)}
              aria-disabled={busy}
              className="aria-disabled:cursor-not-allowed aria-disabled:opacity-60"
            >
              <Trans>Reopen case</Trans>
            </Button>
          )}
          {failure && (
            <Banner tone="error" className="mt-3">
              {failure}
            </Banner>
          )}
          {asking && (
            <ConfirmDialog
              title={t`Reopen this case?`}
              message={t`It goes back to its enabler, or to the queue if she is no longer an active enabler. The requester is told by e-mail that her request is open again.`}
              confirmLabel={t`Reopen case`}
              cancelLabel={t`Cancel`}
              onConfirm={() => void reopen()}
              onCancel={() => setAsking(false)}
            />
          )}
        </section>
      )}
    />
  );
}
