import { messages } from '@wfc/shared/messages';
import { useRef, useState } from 'react';
import { Banner } from '../../../components/ui/banner';
import { Button } from '../../../components/ui/button';
import { messageOf } from '../../guard/use-staff-query';
import { approveAccount } from '../api/approve-account';
import { usePendingAccounts } from '../api/get-pending-accounts';

const roleLabels: Record<string, string> = { enabler: 'Enabler', operator: 'Operator', admin: 'Admin' };

type Outcome = { tone: 'success' | 'error'; text: string } | null;

/** Pending Enabler Requests: registered accounts of both roles, labelled, each with Approve (decisions.md 8). */
export function PendingRequests() {
  const pending = usePendingAccounts();
  const [approved, setApproved] = useState<ReadonlySet<string>>(new Set());
  const [busyId, setBusyId] = useState<string | null>(null);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);

  async function approve(id: string) {
    setBusyId(id);
    setOutcome(null);
    try {
      const result = await approveAccount(id);
      setApproved((current) => new Set(current).add(id));
      setOutcome({ tone: 'success', text: result.message || messages.accountApproved });
      // The card and its button are gone: keep keyboard users in the list.
      headingRef.current?.focus();
    } catch (error) {
      setOutcome({ tone: 'error', text: messageOf(error, 'The account could not be approved. Please try again.') });
    } finally {
      setBusyId(null);
    }
  }

  const accounts = pending.data?.filter((account) => !approved.has(account._id));

  return (
    <section aria-labelledby="pending-title">
      <h2 id="pending-title" ref={headingRef} tabIndex={-1} className="text-2xl font-bold text-brand-900 focus:outline-none">
        Pending Enabler Requests
      </h2>
      <div className="mt-4 space-y-4">
        {outcome && <Banner tone={outcome.tone}>{outcome.text}</Banner>}
        {pending.error && <Banner tone="error">{messageOf(pending.error, 'Failed to fetch pending requests')}</Banner>}
        {pending.loading && <p className="text-gray-700">Loading pending requests…</p>}
        {accounts && accounts.length === 0 && <p className="rounded-lg bg-gray-50 px-4 py-6 text-center text-gray-700">No pending requests</p>}
        {accounts && accounts.length > 0 && (
          <ul className="grid gap-4 lg:grid-cols-2">
            {accounts.map((account) => (
              <li key={account._id} className="flex flex-col gap-4 rounded-xl border border-gray-200 bg-white p-5 shadow-sm sm:flex-row sm:items-center sm:justify-between">
                <div className="min-w-0">
                  <p className="flex flex-wrap items-center gap-2">
                    <span className="font-semibold text-gray-900">{account.name}</span>
                    <span className="rounded-full bg-brand-100 px-2.5 py-0.5 text-xs font-semibold text-brand-900">{roleLabels[account.role] ?? account.role}</span>
                  </p>
                  <p className="mt-1 wrap-anywhere text-sm text-gray-700">{account.email}</p>
                </div>
                <Button onClick={() => void approve(account._id)} disabled={busyId !== null} aria-label={`Approve ${account.name}`} className="shrink-0">
                  Approve
                </Button>
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}
