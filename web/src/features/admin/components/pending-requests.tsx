import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { sharedMessages, signupTexts } from '../../../lib/shared-messages';
import { useRef, useState } from 'react';
import { Banner } from '../../../components/ui/banner';
import { Button } from '../../../components/ui/button';
import { LoadMore } from '../../../components/ui/paged-items';
import { messageOf } from '../../../lib/api-client';
import { approveAccount } from '../api/approve-account';
import { usePendingAccounts } from '../api/get-pending-accounts';
import { rejectAccount } from '../api/reject-account';

const roleLabels: Record<string, MessageDescriptor> = { enabler: msg`Enabler`, operator: msg`Operator`, admin: msg`Admin` };

type Outcome = { tone: 'success' | 'error'; text: string } | null;

/**
 * Pending Enabler Requests: registered accounts of both roles, oldest first, a page at a time
 * (Load more), labelled, each saying whether its e-mail address is confirmed, with Approve and
 * Reject (which asks first; decision 015).
 */
export function PendingRequests() {
  const pending = usePendingAccounts();
  const [approved, setApproved] = useState<ReadonlySet<string>>(new Set());
  const [confirmingId, setConfirmingId] = useState<string | null>(null);
  const [busyId, setBusyId] = useState<string | null>(null);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const { t, i18n } = useLingui();

  async function decide(id: string, decision: 'approve' | 'reject') {
    setBusyId(id);
    setOutcome(null);
    try {
      const result = decision === 'approve' ? await approveAccount(id) : await rejectAccount(id);
      setApproved((current) => new Set(current).add(id));
      const fallback = decision === 'approve' ? i18n._(sharedMessages.accountApproved) : i18n._(signupTexts.rejected);
      setOutcome({ tone: 'success', text: result.message || fallback });
      // The card and its button are gone: keep keyboard users in the list.
      headingRef.current?.focus();
    } catch (error) {
      const failed =
        decision === 'approve'
          ? t`The account could not be approved. Please try again.`
          : t`The request could not be rejected. Please try again.`;
      setOutcome({ tone: 'error', text: messageOf(error, failed) });
    } finally {
      setBusyId(null);
      setConfirmingId(null);
    }
  }

  const accounts =
    pending.loading && pending.items.length === 0 ? undefined : pending.items.filter((account) => !approved.has(account._id));
  // Those decided here have left the server's count too.
  const remaining = pending.total === null ? null : pending.total - approved.size;
  const shown = accounts?.length ?? 0;
  const all = remaining ?? shown;

  return (
    <section aria-labelledby="pending-title">
      <h2 id="pending-title" ref={headingRef} tabIndex={-1} className="text-2xl font-bold text-brand-900 focus:outline-none">
        <Trans>Pending Enabler Requests</Trans>
      </h2>
      <div className="mt-4 space-y-4">
        {outcome && <Banner tone={outcome.tone}>{outcome.text}</Banner>}
        {pending.error && <Banner tone="error">{messageOf(pending.error, t`Failed to fetch pending requests`)}</Banner>}
        {!accounts && (
          <p className="text-gray-700">
            <Trans>Loading pending requests…</Trans>
          </p>
        )}
        {accounts && accounts.length === 0 && !pending.next && !pending.error && (
          <p className="rounded-lg bg-gray-50 px-4 py-6 text-center text-gray-700">
            <Trans>No pending requests</Trans>
          </p>
        )}
        {accounts && pending.next && (
          <p className="text-sm text-gray-700" aria-live="polite">
            <Trans>
              Showing {shown} of {all}
            </Trans>
          </p>
        )}
        {accounts && accounts.length > 0 && (
          <ul className="grid gap-4 lg:grid-cols-2">
            {accounts.map(({ name, ...account }) => (
              <li
                key={account._id}
                className="flex flex-col gap-4 rounded-xl border border-gray-200 bg-white p-5 shadow-sm sm:flex-row sm:items-center sm:justify-between"
              >
                <div className="min-w-0">
                  <p className="flex flex-wrap items-center gap-2">
                    <span className="font-semibold text-gray-900">{name}</span>
                    <span className="rounded-full bg-brand-100 px-2.5 py-0.5 text-xs font-semibold text-brand-900">
                      {Object.hasOwn(roleLabels, account.role) ? t(roleLabels[account.role]!) : account.role}
                    </span>
                  </p>
                  <p className="mt-1 wrap-anywhere text-sm text-gray-700">{account.email}</p>
                  <p className={`mt-1 text-sm font-semibold ${account.emailVerified ? 'text-brand-900' : 'text-amber-900'}`}>
                    {t(account.emailVerified ? signupTexts.emailVerified : signupTexts.emailNotVerified)}
                  </p>
                </div>
                {confirmingId === account._id ? (
                  // Keyed apart from the buttons it replaces: a reused button would fade from white to the
                  // primary colour under the pointer, unreadable while it does.
                  <div key="confirm" role="group" aria-label={t`Reject ${name}?`} className="flex flex-wrap items-center gap-2 sm:max-w-xs">
                    <p className="w-full text-sm text-gray-900">
                      <Trans>Reject and delete this request? We will tell {name} by e-mail.</Trans>
                    </p>
                    <Button onClick={() => void decide(account._id, 'reject')} disabled={busyId !== null}>
                      <Trans>Yes, reject</Trans>
                    </Button>
                    <Button variant="secondary" onClick={() => setConfirmingId(null)} disabled={busyId !== null}>
                      <Trans>Keep it</Trans>
                    </Button>
                  </div>
                ) : (
                  <div key="actions" className="flex shrink-0 flex-wrap gap-2">
                    <Button onClick={() => void decide(account._id, 'approve')} disabled={busyId !== null} aria-label={t`Approve ${name}`}>
                      <Trans>Approve</Trans>
                    </Button>
                    <Button
                      variant="secondary"
                      onClick={() => setConfirmingId(account._id)}
                      disabled={busyId !== null}
                      aria-label={t`Reject ${name}`}
                    >
                      <Trans>Reject</Trans>
                    </Button>
                  </div>
                )}
              </li>
            ))}
          </ul>
        )}
        <LoadMore list={pending} />
      </div>
    </section>
  );
}
