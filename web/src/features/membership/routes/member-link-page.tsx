import { Trans, useLingui } from '@lingui/react/macro';
import { memberMessages } from '@wfc/shared/members/members.messages';
import { useEffect, useRef, useState } from 'react';
import { Link } from '../../../lib/router';
import { Banner } from '../../../components/ui/banner';
import { ApiError } from '../../../lib/api-client';
import { readLinkToken, removeLinkTokenFromAddress } from '../../requests/lib/take-token';
import { followMemberLink, type MemberLinkAction } from '../api/follow-member-link';
import EmailPreferencesPage from './email-preferences-page';

type Outcome = { state: 'working' } | { state: 'done'; message: string } | { state: 'failed'; message: string };

/**
 * The pages a member's e-mailed links open, one lazy module for both (the home page's first load
 * names each lazy module): /membership/confirm and /membership/unsubscribe, her e-mail choices.
 */
export default function MemberLinkPage({ action }: { action: MemberLinkAction }) {
  return action === 'confirm' ? <ConfirmMembershipPage /> : <EmailPreferencesPage />;
}

/**
 * /membership/confirm#<token>: one click confirms her membership. The token is read from the
 * fragment (never sent to a server in the address), taken out of the address bar, and posted once.
 */
function ConfirmMembershipPage() {
  const [token] = useState(() => (typeof window === 'undefined' ? null : readLinkToken(window.location.hash)));
  const [outcome, setOutcome] = useState<Outcome>(token ? { state: 'working' } : { state: 'failed', message: memberMessages.linkInvalid });
  const sent = useRef(false);
  const { t } = useLingui();

  useEffect(() => {
    removeLinkTokenFromAddress();
    // Once, even when React runs effects twice in development.
    if (!token || sent.current) return;
    sent.current = true;
    followMemberLink('confirm', token).then(
      ({ message }) => setOutcome({ state: 'done', message }),
      (error: unknown) => {
        const message = error instanceof ApiError && error.kind === 'http' ? error.message : t`We could not reach the server. Please open the link again in a moment.`;
        setOutcome({ state: 'failed', message });
      },
    );
  }, [token, t]);

  return (
    <div className="bg-brand-50 px-4 py-12 sm:px-6 sm:py-16">
      <div className="mx-auto w-full max-w-md rounded-2xl bg-white p-6 shadow-sm sm:p-8">
        <h1 className="text-2xl font-bold text-brand-900 sm:text-3xl">
          <Trans>Confirm your membership</Trans>
        </h1>
        <div className="mt-6">
          {outcome.state === 'working' && (
            <p className="text-gray-700" role="status">
              <Trans>Confirming your membership…</Trans>
            </p>
          )}
          {outcome.state === 'done' && <Banner tone="success">{outcome.message}</Banner>}
          {outcome.state === 'failed' && <Banner tone="error">{outcome.message}</Banner>}
        </div>
        <p className="mt-6 border-t border-gray-200 pt-4 text-sm text-gray-700">
          <Link to="/events" className="font-semibold text-brand-800 underline underline-offset-2 hover:text-brand-900">
            <Trans>See the club’s events</Trans>
          </Link>
        </p>
      </div>
    </div>
  );
}
