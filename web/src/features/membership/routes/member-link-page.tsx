import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useRef, useState } from 'react';
import { Link } from '../../../lib/router';
import { Banner } from '../../../components/ui/banner';
import { ApiError } from '../../../lib/api-client';
import { readLinkToken, removeLinkTokenFromAddress } from '../../../lib/link-token';
import { followMemberLink, type MemberLinkAction } from '../api/follow-member-link';
import { membershipTexts } from '../lib/membership-texts';
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
  const { t, i18n } = useLingui();
  const [outcome, setOutcome] = useState<Outcome>(
    token ? { state: 'working' } : { state: 'failed', message: i18n._(membershipTexts.linkInvalid) },
  );
  const sent = useRef(false);

  useEffect(() => {
    removeLinkTokenFromAddress();
    // Once, even when React runs effects twice in development.
    if (!token || sent.current) return;
    sent.current = true;
    followMemberLink('confirm', token).then(
      ({ message }) => setOutcome({ state: 'done', message }),
      (error: unknown) => {
        const message =
          error instanceof ApiError && error.kind === 'http'
            ? error.message
            : t`We could not reach the server. Please open the link again in a moment.`;
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
          {outcome.state === 'done' && (
            <>
              <Banner tone="success">{outcome.message}</Banner>
              {/* Her next step (issue 38): her own page, where she chooses what the club writes to her about. */}
              <h2 className="mt-6 text-lg font-semibold text-gray-900">
                <Trans>What next?</Trans>
              </h2>
              <p className="mt-2 text-gray-700">
                <Trans>
                  Sign in to your page with this e-mail address: there you choose the topics the club writes to you about, and see your help
                  requests and events.
                </Trans>
              </p>
              <Link
                to="/memberlogin"
                className="mt-4 inline-flex min-h-11 items-center rounded-lg bg-brand-800 px-5 py-2 font-semibold text-white hover:bg-brand-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-800"
              >
                <Trans>Sign in and choose your topics</Trans>
              </Link>
            </>
          )}
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
