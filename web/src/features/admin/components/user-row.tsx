import type { I18n } from '@lingui/core';
import { msg, select } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { roles, type AccountChangeResponse, type AccountSummary, type Role } from '@wfc/shared';
import { useEffect, useId, useRef, useState, type RefObject } from 'react';
import { Banner } from '../../../components/ui/banner';
import { Button } from '../../../components/ui/button';
import { Fact } from '../../../components/ui/fact';
import { SelectField } from '../../../components/ui/select-field';
import { DateTime } from '../../../components/ui/date-time';
import { messageOf } from '../../../lib/api-client';
import { countOf } from '../../../lib/count';
import { changeRole } from '../api/change-role';
import { deactivateAccount } from '../api/deactivate-account';
import { reactivateAccount } from '../api/reactivate-account';
import { resendInvite } from '../api/resend-invite';
import { resetTwoFactor } from '../api/reset-two-factor';
import { roleLabels, statusLabels } from './account-labels';

/** What the last change of this account said (the server's message), in words for the admin. */
function outcomeText(result: AccountChangeResponse, i18n: I18n): string {
  const cases = result.returnedCases;
  const inquiries = result.returnedInquiries;
  const { form: caseForm, text: caseCount } = countOf(cases, i18n.locale);
  const { form: inquiryForm, text: inquiryCount } = countOf(inquiries, i18n.locale);
  const casesText =
    cases === 0
      ? ''
      : ` ${i18n._(msg`${select(caseForm, { one: `${caseCount} open case went back to the queue.`, other: `${caseCount} open cases went back to the queue.` })}`)}`;
  const inquiriesText =
    inquiries === 0
      ? ''
      : ` ${i18n._(msg`${select(inquiryForm, { one: `${inquiryCount} unanswered inquiry went to the operators.`, other: `${inquiryCount} unanswered inquiries went to the operators.` })}`)}`;
  return `${result.message}${casesText}${inquiriesText}`;
}

/** What an admin is asked to confirm first, and where the focus goes after a step. */
type Confirming = 'deactivate' | 'reset-two-factor' | null;
type FocusTarget = 'action' | 'save' | 'reset' | 'resend';

/** One account on the Users screen: who she is, her role and state, and the changes an admin can make. */
export function UserRow({ account, onChanged }: { account: AccountSummary; onChanged: (account: AccountSummary) => void }) {
  const [role, setRole] = useState<Role>(account.role);
  const [busy, setBusy] = useState(false);
  const [confirming, setConfirming] = useState<Confirming>(null);
  const [done, setDone] = useState('');
  const [error, setError] = useState('');
  const confirmRef = useRef<HTMLParagraphElement>(null);
  const actionRef = useRef<HTMLButtonElement>(null);
  const resetRef = useRef<HTMLButtonElement>(null);
  const resendRef = useRef<HTMLButtonElement>(null);
  const confirmId = useId();
  const { t, i18n } = useLingui();
  const roleOptions = roles.map((value) => ({ value, label: t(roleLabels[value]) }));
  const name = account.name;

  // Where the focus goes after a step: the question when it opens, back to this account's button after.
  const [focusRequest, setFocusRequest] = useState<{ target: FocusTarget; n: number } | null>(null);
  const saveRef = useRef<HTMLButtonElement>(null);
  const focusNext = (target: FocusTarget) => setFocusRequest((current) => ({ target, n: (current?.n ?? 0) + 1 }));
  useEffect(() => {
    if (confirming) confirmRef.current?.focus();
  }, [confirming]);
  useEffect(() => {
    // The reset button is gone once her second factor is off: the account's main action takes the focus then.
    if (focusRequest)
      (
        ({ save: saveRef, action: actionRef, reset: resetRef, resend: resendRef })[focusRequest.target].current ?? actionRef.current
      )?.focus();
  }, [focusRequest]);

  async function run(change: () => Promise<AccountChangeResponse>, fallback: string, after: FocusTarget = 'action') {
    setBusy(true);
    setDone('');
    setError('');
    try {
      const result = await change();
      onChanged(result.user);
      setRole(result.user.role);
      setDone(outcomeText(result, i18n));
      setConfirming(null);
    } catch (failure) {
      setError(messageOf(failure, fallback));
    } finally {
      setBusy(false);
      // The button used was disabled meanwhile or is gone (Deactivate becomes Reactivate): keep the focus in this account.
      focusNext(after);
    }
  }

  function cancel() {
    focusNext(confirming === 'reset-two-factor' ? 'reset' : 'action');
    setConfirming(null);
  }

  const deactivated = account.status === 'deactivated';
  const invited = account.status === 'invited';
  return (
    <>
      <div className="flex flex-wrap items-center gap-2">
        <h3 className="font-semibold wrap-anywhere text-gray-900">{account.name}</h3>
        <span className="rounded-full bg-brand-100 px-2.5 py-0.5 text-xs font-semibold text-brand-900">
          <span className="sr-only">
            <Trans>Role:</Trans>{' '}
          </span>
          {t(roleLabels[account.role])}
        </span>
        <span
          className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ${deactivated ? 'bg-gray-200 text-gray-900' : 'bg-brand-50 text-brand-900'}`}
        >
          <span className="sr-only">
            <Trans>State:</Trans>{' '}
          </span>
          {t(statusLabels[account.status])}
        </span>
        {account.twoFactorEnabled && (
          <span className="rounded-full bg-brand-50 px-2.5 py-0.5 text-xs font-semibold text-brand-900">
            <Trans>Two-factor on</Trans>
          </span>
        )}
      </div>
      <p className="mt-0.5 text-sm wrap-anywhere text-gray-700">{account.email}</p>
      <dl className="mt-3 grid grid-cols-1 gap-x-6 gap-y-2 text-sm sm:grid-cols-2">
        <Fact label={t`Created`} value={<DateTime iso={account.createdAt} />} />
        <Fact label={t`Last sign-in`} value={account.lastSignInAt ? <DateTime iso={account.lastSignInAt} /> : t`Never`} />
        {invited && (
          <Fact
            label={t`Invitation link works until`}
            value={account.inviteExpiresAt ? <DateTime iso={account.inviteExpiresAt} /> : t`No link: send a new invitation`}
          />
        )}
      </dl>
      <div className="mt-4 flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:items-end">
        <form
          method="post"
          className="flex flex-col gap-2 sm:flex-row sm:items-end"
          onSubmit={(event) => {
            event.preventDefault();
            void run(() => changeRole(account._id, role), t`The role could not be changed. Please try again.`, 'save');
          }}
        >
          <SelectField
            label={t`Role of ${name}`}
            options={roleOptions}
            value={role}
            onChange={(event) => setRole(roles.find((choice) => choice === event.target.value) ?? role)}
            disabled={busy}
          />
          <Button ref={saveRef} type="submit" variant="secondary" disabled={busy}>
            <Trans>Save role</Trans>
          </Button>
        </form>
        {deactivated ? (
          <Button
            ref={actionRef}
            variant="secondary"
            disabled={busy}
            onClick={() => void run(() => reactivateAccount(account._id), t`The account could not be reactivated. Please try again.`)}
          >
            <Trans>
              Reactivate <span className="sr-only">{name}</span>
            </Trans>
          </Button>
        ) : (
          confirming !== 'deactivate' && (
            <Button ref={actionRef} variant="secondary" disabled={busy} onClick={() => setConfirming('deactivate')}>
              <Trans>
                Deactivate <span className="sr-only">{name}</span>
              </Trans>
            </Button>
          )
        )}
        {invited && (
          <Button
            ref={resendRef}
            variant="secondary"
            disabled={busy}
            onClick={() => void run(() => resendInvite(account._id), t`The invitation could not be sent. Please try again.`, 'resend')}
          >
            <Trans>
              Resend invitation <span className="sr-only">to {name}</span>
            </Trans>
          </Button>
        )}
        {account.twoFactorEnabled && confirming !== 'reset-two-factor' && (
          <Button ref={resetRef} variant="secondary" disabled={busy} onClick={() => setConfirming('reset-two-factor')}>
            <Trans>
              Reset two-factor <span className="sr-only">of {name}</span>
            </Trans>
          </Button>
        )}
      </div>
      {confirming === 'reset-two-factor' && (
        <Confirmation
          id={confirmId}
          questionRef={confirmRef}
          question={t`Reset the two-factor sign-in of ${name}? Do this only when you know it is her, for example after she lost her phone. She then signs in with her password alone and can set it up again.`}
          confirmLabel={t`Yes, reset`}
          busy={busy}
          onConfirm={() => void run(() => resetTwoFactor(account._id), t`Two-factor sign-in could not be reset. Please try again.`)}
          onCancel={cancel}
        />
      )}
      {confirming === 'deactivate' && !deactivated && (
        <Confirmation
          id={confirmId}
          questionRef={confirmRef}
          question={t`Deactivate ${name}? She will be signed out and cannot sign in. Her open cases go back to the queue and her unanswered inquiries to the operators, who are told.`}
          confirmLabel={t`Yes, deactivate`}
          busy={busy}
          onConfirm={() => void run(() => deactivateAccount(account._id), t`The account could not be deactivated. Please try again.`)}
          onCancel={cancel}
        />
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

/** A change that needs a yes first: the question (focused when it opens), Yes and Cancel. */
function Confirmation({
  id,
  questionRef,
  question,
  confirmLabel,
  busy,
  onConfirm,
  onCancel,
}: {
  id: string;
  questionRef: RefObject<HTMLParagraphElement | null>;
  question: string;
  confirmLabel: string;
  busy: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  return (
    <div role="group" aria-labelledby={id} className="mt-3 rounded-lg border-l-4 border-red-700 bg-red-50 px-4 py-3">
      <p id={id} ref={questionRef} tabIndex={-1} className="text-sm text-gray-900 focus:outline-none">
        {question}
      </p>
      <div className="mt-3 flex flex-wrap gap-2">
        <Button disabled={busy} onClick={onConfirm}>
          {confirmLabel}
        </Button>
        <Button variant="ghost" disabled={busy} onClick={onCancel}>
          <Trans>Cancel</Trans>
        </Button>
      </div>
    </div>
  );
}
