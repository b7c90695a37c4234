import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useRef, useState } from 'react';
import { Banner } from '../../../components/ui/banner';
import { Button } from '../../../components/ui/button';
import { AccountCard } from '../../../components/ui/account-card';
import { messageOf } from '../../../lib/api-client';
import { deleteMembership } from '../api/delete-membership';

/**
 * "Delete my membership", asked first in place: the question takes the focus, Cancel gives it back
 * to the button that asked. Deleted, the page shows her without a membership (`onDeleted`).
 */
export function DeleteSection({ onDeleted }: { onDeleted: (message: string) => void }) {
  const { t } = useLingui();
  const [confirming, setConfirming] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const askButton = useRef<HTMLButtonElement>(null);
  const question = useRef<HTMLParagraphElement>(null);
  const cancelled = useRef(false);

  useEffect(() => {
    if (confirming) question.current?.focus();
    else if (cancelled.current) {
      cancelled.current = false;
      askButton.current?.focus();
    }
  }, [confirming]);

  async function confirmDelete() {
    setDeleting(true);
    setError(null);
    try {
      onDeleted((await deleteMembership()).message);
    } catch (failure) {
      setError(messageOf(failure, t`Your membership could not be deleted. Please try again.`));
      setDeleting(false);
    }
  }

  return (
    <AccountCard
      id="delete-membership"
      title={t`Delete my membership`}
      intro={t`Your membership and its details are deleted from the club's records, and the club stops e-mailing you. Your help requests and messages to enablers stay, and you can still sign in to see them.`}
    >
      {confirming ? (
        <div role="group" aria-labelledby="delete-membership-question" className="rounded-lg border border-red-700 bg-red-50 p-4">
          <p id="delete-membership-question" ref={question} tabIndex={-1} className="text-sm text-red-900 focus:outline-none">
            <Trans>Delete your membership? This cannot be undone.</Trans>
          </p>
          <div className="mt-3 flex flex-wrap gap-2">
            <Button className="bg-red-800 hover:bg-red-900" disabled={deleting} onClick={() => void confirmDelete()}>
              {deleting ? <Trans>Deleting...</Trans> : <Trans>Delete</Trans>}
            </Button>
            <Button
              variant="secondary"
              disabled={deleting}
              onClick={() => {
                cancelled.current = true;
                setConfirming(false);
                setError(null);
              }}
            >
              <Trans>Cancel</Trans>
            </Button>
          </div>
        </div>
      ) : (
        <Button
          ref={askButton}
          variant="secondary"
          className="border-red-800 text-red-800 hover:bg-red-50"
          onClick={() => setConfirming(true)}
        >
          <Trans>Delete my membership</Trans>
        </Button>
      )}
      {error && (
        <Banner tone="error" className="mt-4">
          {error}
        </Banner>
      )}
    </AccountCard>
  );
}
