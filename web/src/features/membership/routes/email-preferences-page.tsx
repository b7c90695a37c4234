import { Trans, useLingui } from '@lingui/react/macro';
import type { MemberPreferences } from '@wfc/shared';
import { useEffect, useRef, useState } from 'react';
import { Banner } from '../../../components/ui/banner';
import { ApiError } from '../../../lib/api-client';
import { Link } from '../../../lib/router';
import { readLinkToken, removeLinkTokenFromAddress } from '../../../lib/link-token';
import { readEmailPreferences } from '../api/email-preferences';
import { EmailPreferences } from '../components/email-preferences';
import { preferencesTexts } from '../lib/preferences-texts';

type Reading =
  { state: 'reading' } | { state: 'ready'; preferences: MemberPreferences } | { state: 'failed'; message: string; invalidLink: boolean };

/**
 * /membership/unsubscribe#<token>, the link in every member e-mail (issue 29): her e-mail choices,
 * Ghost's way: leave the e-mail's own topics at once, choose her topics and language, or no e-mail
 * at all. The token is read from the fragment (never sent to a server in the address), taken out
 * of the address bar, and sent in each call's body.
 */
export default function EmailPreferencesPage() {
  const { t, i18n } = useLingui();
  const [token] = useState(() => (typeof window === 'undefined' ? null : readLinkToken(window.location.hash)));
  const [reading, setReading] = useState<Reading>(() =>
    token ? { state: 'reading' } : { state: 'failed', message: i18n._(preferencesTexts.linkInvalid), invalidLink: true },
  );
  const sent = useRef(false);

  useEffect(() => {
    removeLinkTokenFromAddress();
    // Once, even when React runs effects twice in development.
    if (!token || sent.current) return;
    sent.current = true;
    readEmailPreferences(token).then(
      (preferences) => setReading({ state: 'ready', preferences }),
      (error: unknown) => {
        const answered = error instanceof ApiError && error.kind === 'http';
        const message = answered ? error.message : t`We could not reach the server. Please open the link again in a moment.`;
        setReading({ state: 'failed', message, invalidLink: answered && error.status === 400 });
      },
    );
  }, [token, t]);

  const firstName = reading.state === 'ready' ? reading.preferences.firstName : '';
  return (
    <div className="bg-brand-50 px-4 py-12 sm:px-6 sm:py-16">
      <div className="mx-auto w-full max-w-2xl space-y-6">
        <header className="rounded-2xl bg-white p-6 shadow-sm sm:p-8">
          <h1 className="text-2xl font-bold text-brand-900 sm:text-3xl">
            <Trans>Your e-mail choices</Trans>
          </h1>
          {reading.state === 'reading' && (
            <p className="mt-4 text-gray-700" role="status">
              <Trans>Loading your e-mail choices…</Trans>
            </p>
          )}
          {reading.state === 'ready' && (
            <p className="mt-4 text-lg break-words text-gray-800">
              <Trans>Hello {firstName}</Trans>
            </p>
          )}
          {reading.state === 'failed' && (
            <>
              <Banner tone="error" className="mt-6">
                {reading.message}
              </Banner>
              {reading.invalidLink && (
                <p className="mt-4 text-gray-700">
                  <Link
                    to="/memberlogin"
                    className="inline-flex min-h-11 items-center font-semibold text-brand-800 underline underline-offset-4 hover:text-brand-900"
                  >
                    <Trans>Sign in to choose your e-mail on your own page</Trans>
                  </Link>
                </p>
              )}
            </>
          )}
        </header>
        {reading.state === 'ready' && token && <EmailPreferences token={token} preferences={reading.preferences} />}
      </div>
    </div>
  );
}
