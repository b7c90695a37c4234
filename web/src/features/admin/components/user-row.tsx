import { roles, type AccountChangeResponse, type AccountSummary, type Role } from '@wfc/shared';
import { useEffect, useId, useRef, useState } from 'react';
import { Banner } from '../../../components/ui/banner';
import { Button } from '../../../components/ui/button';
import { Fact } from '../../../components/ui/fact';
import { SelectField } from '../../../components/ui/select-field';
import { DateTime } from '../../cases/components/date-time';
import { messageOf } from '../../guard/use-staff-query';
import { changeRole } from '../api/change-role';
import { deactivateAccount } from '../api/deactivate-account';
import { reactivateAccount } from '../api/reactivate-account';
import { roleLabels, statusLabels } from './account-labels';

const roleOptions = roles.map((role) => ({ value: role, label: roleLabels[role] }));

/** What the last change of this account said, in words for the admin. */
function outcomeText(result: AccountChangeResponse): string {
  const cases = result.returnedCases;
  if (cases === 0) return result.message;
  return `${result.message} ${cases} open ${cases === 1 ? 'case' : 'cases'} went back to the queue.`;
}

/** One account on the Users screen: who she is, her role and state, and the changes an admin can make. */
export function UserRow({ account, onChanged }: { account: AccountSummary; onChanged: (account: AccountSummary) => void }) {
  const [role, setRole] = useState<Role>(account.role);
  const [busy, setBusy] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [done, setDone] = useState('');
  const [error, setError] = useState('');
  const confirmRef = useRef<HTMLParagraphElement>(null);
  const actionRef = useRef<HTMLButtonElement>(null);
  const confirmId = useId();

  // Where the focus goes after a step: the question when it opens, back to this account's button after.
  const [focusRequest, setFocusRequest] = useState<{ target: 'action' | 'save'; n: number } | null>(null);
  const saveRef = useRef<HTMLButtonElement>(null);
  const focusNext = (target: 'action' | 'save') => setFocusRequest((current) => ({ target, n: (current?.n ?? 0) + 1 }));
  useEffect(() => {
    if (confirming) confirmRef.current?.focus();
  }, [confirming]);
  useEffect(() => {
    if (focusRequest) (focusRequest.target === 'save' ? saveRef : actionRef).current?.focus();
  }, [focusRequest]);

  async function run(change: () => Promise<AccountChangeResponse>, fallback: string, after: 'action' | 'save' = 'action') {
    setBusy(true);
    setDone('');
    setError('');
    try {
      const result = await change();
      onChanged(result.user);
      setRole(result.user.role);
      setDone(outcomeText(result));
      setConfirming(false);
    } catch (failure) {
      setError(messageOf(failure, fallback));
    } finally {
      setBusy(false);
      // The button used was disabled meanwhile or is gone (Deactivate becomes Reactivate): keep the focus in this account.
      focusNext(after);
    }
  }

  function cancel() {
    setConfirming(false);
    focusNext('action');
  }

  const deactivated = account.status === 'deactivated';
  return (
    <>
      <div className="flex flex-wrap items-center gap-2">
        <h3 className="font-semibold wrap-anywhere text-gray-900">{account.name}</h3>
        <span className="rounded-full bg-brand-100 px-2.5 py-0.5 text-xs font-semibold text-brand-900">
          <span className="sr-only">Role: </span>
          {roleLabels[account.role]}
        </span>
        <span className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ${deactivated ? 'bg-gray-200 text-gray-900' : 'bg-brand-50 text-brand-900'}`}>
          <span className="sr-only">State: </span>
          {statusLabels[account.status]}
        </span>
      </div>
      <p className="mt-0.5 text-sm wrap-anywhere text-gray-700">{account.email}</p>
      <dl className="mt-3 grid grid-cols-1 gap-x-6 gap-y-2 text-sm sm:grid-cols-2">
        <Fact label="Created" value={<DateTime iso={account.createdAt} />} />
        <Fact label="Last sign-in" value={account.lastSignInAt ? <DateTime iso={account.lastSignInAt} /> : 'Never'} />
      </dl>
      <div className="mt-4 flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:items-end">
        <form
          method="post"
          className="flex flex-col gap-2 sm:flex-row sm:items-end"
          onSubmit={(event) => {
            event.preventDefault();
            void run(() => changeRole(account._id, role), 'The role could not be changed. Please try again.', 'save');
          }}
        >
          <SelectField label={`Role of ${account.name}`} options={roleOptions} value={role} onChange={(event) => setRole(event.target.value as Role)} disabled={busy} />
          <Button ref={saveRef} type="submit" variant="secondary" disabled={busy}>
            Save role
          </Button>
        </form>
        {deactivated ? (
          <Button ref={actionRef} variant="secondary" disabled={busy} onClick={() => void run(() => reactivateAccount(account._id), 'The account could not be reactivated. Please try again.')}>
            Reactivate <span className="sr-only">{account.name}</span>
          </Button>
        ) : (
          !confirming && (
            <Button ref={actionRef} variant="secondary" disabled={busy} onClick={() => setConfirming(true)}>
              Deactivate <span className="sr-only">{account.name}</span>
            </Button>
          )
        )}
      </div>
      {confirming && !deactivated && (
        <div role="group" aria-labelledby={confirmId} className="mt-3 rounded-lg border-l-4 border-red-700 bg-red-50 px-4 py-3">
          <p id={confirmId} ref={confirmRef} tabIndex={-1} className="text-sm text-gray-900 focus:outline-none">
            Deactivate {account.name}? She will be signed out and cannot sign in. Her open cases go back to the queue, and the operators are told.
          </p>
          <div className="mt-3 flex flex-wrap gap-2">
            <Button disabled={busy} onClick={() => void run(() => deactivateAccount(account._id), 'The account could not be deactivated. Please try again.')}>
              Yes, deactivate
            </Button>
            <Button variant="ghost" disabled={busy} onClick={cancel}>
              Cancel
            </Button>
          </div>
        </div>
      )}
      <p role="status" className="mt-2 text-sm text-brand-900 empty:hidden">
        {done}
      </p>
      {error && (
        <Banner tone="error" className="mt-2">
          {error}
        </Banner>
      )}
    </>
  );
}
