import type { I18n } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react/macro';
import type { GuestRegistration } from '@wfc/shared';
import { useEffect, useState } from 'react';
import { Banner } from '../../../components/ui/banner';
import { ApiError } from '../../../lib/api-client';
import { Link } from '../../../lib/router';
import { sharedMessages } from '../../../lib/shared-messages';
import { useLinkToken } from '../../requests/lib/take-token';
import { changeGuestRegistration, readGuestRegistration, type GuestAction } from '../api/guest-registration';
import { GuestRegistrationView, type Notice } from '../components/guest-registration-view';
import { eventRegistrationTexts } from '../lib/registration-texts';

// Kept for this tab only, so a reload of her page still shows it after the address bar lost the link.
const TOKEN_KEY = 'wfc:event-registration-token';

/** The server's words for a refusal (an invalid link, an offer that ended), else that it could not be reached. */
const messageOf = (error: unknown, i18n: I18n) => (error instanceof ApiError && error.body ? error.body.message : i18n._(sharedMessages.helpNetworkError));

type Shown = { state: 'loading' } | { state: 'failed'; message: string } | { state: 'ready'; registration: GuestRegistration; notice?: Notice | undefined; busy: boolean };

/**
 * Her registration's page (issue 30), /events/registration#<token>: the token is read from the
 * fragment (which never reaches a server), taken out of the address bar, and sent only in the body of
 * each call. A link that is not one says so, and how to find the right one.
 */
export default function RegistrationPage() {
  const token = useLinkToken(TOKEN_KEY);
  const { i18n } = useLingui();
  const [shown, setShown] = useState<Shown>(() => (token ? { state: 'loading' } : { state: 'failed', message: i18n._(eventRegistrationTexts.linkInvalid) }));

  useEffect(() => {
    if (!token) return;
    let current = true;
    readGuestRegistration(token).then(
      (registration) => current && setShown({ state: 'ready', registration, busy: false }),
      (error: unknown) => current && setShown({ state: 'failed', message: messageOf(error, i18n) }),
    );
    return () => {
      current = false;
    };
  }, [token, i18n]);

  async function act(action: GuestAction) {
    if (!token || shown.state !== 'ready') return;
    setShown({ ...shown, busy: true });
    try {
      const { registration, message } = await changeGuestRegistration(action, token);
      setShown({ state: 'ready', registration, notice: { tone: 'success', message }, busy: false });
    } catch (error) {
      setShown({ ...shown, notice: { tone: 'error', message: messageOf(error, i18n) }, busy: false });
    }
  }

  return (
    <div className="bg-brand-50 px-4 py-12 sm:px-6 sm:py-16">
      <div className="mx-auto w-full max-w-2xl rounded-2xl bg-white p-6 shadow-sm sm:p-8">
        <h1 className="text-2xl font-bold text-brand-900 sm:text-3xl">
          <Trans>Your registration</Trans>
        </h1>
        {shown.state === 'loading' && (
          <p role="status" className="mt-6 text-gray-700">
            <Trans>Loading your registration…</Trans>
          </p>
        )}
        {shown.state === 'failed' && (
          <>
            <Banner tone="error" className="mt-6">
              {shown.message}
            </Banner>
            <p className="mt-4 text-gray-700">
              <Trans>
                Each e-mail about your registration carries your own link to this page. You can also register again from <Link to="/events" className="font-semibold text-brand-800 underline underline-offset-2 hover:text-brand-900">Events &amp; Workshops</Link>: if you are already registered, we e-mail you your link again.
              </Trans>
            </p>
          </>
        )}
        {shown.state === 'ready' && <GuestRegistrationView registration={shown.registration} notice={shown.notice} busy={shown.busy} onAction={(action) => void act(action)} />}
      </div>
    </div>
  );
}
