import type { I18n } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react/macro';
import type { MenteeSession } from '@wfc/shared';
import { useEffect, useState } from 'react';
import { Banner } from '../../../components/ui/banner';
import { ApiError } from '../../../lib/api-client';
import { Link } from '../../../lib/router';
import { sharedMessages } from '../../../lib/shared-messages';
import { useLinkToken } from '../../requests/lib/take-token';
import { changeMenteeSession, readMenteeSession, type SessionChange } from '../api/mentee-session';
import { MenteeSessionView, type Notice } from '../components/mentee-session-view';
import { withSessionsTexts } from '../lib/sessions-catalog';
import { sessionTexts } from '../lib/session-texts';

// Kept for this tab only, so a reload of her page still shows it after the address bar lost the link.
const TOKEN_KEY = 'wfc:session-booking-token';

/** The refusals of a new time after which its week is asked again. */
const STALE_SLOT_CODES = new Set(['SESSION_SLOT_TAKEN', 'SESSION_SLOT_UNAVAILABLE']);

/** The server's words for a refusal (an invalid link, a closed session), else that it could not be reached. */
const messageOf = (error: unknown, i18n: I18n) => (error instanceof ApiError && error.body ? error.body.message : i18n._(sharedMessages.helpNetworkError));

type Shown = { state: 'loading' } | { state: 'failed'; message: string } | { state: 'ready'; session: MenteeSession; notice?: Notice | undefined; busy: boolean };

/**
 * Her booking's page (issue 31), /sessions/booking#<token>: the token is read from the fragment
 * (which never reaches a server), taken out of the address bar, and sent only in the body of each
 * call. A link that is not one says so, and how to find the right one.
 */
export default function MenteeSessionPage() {
  const token = useLinkToken(TOKEN_KEY);
  const { i18n } = useLingui();
  const [shown, setShown] = useState<Shown>(() => (token ? { state: 'loading' } : { state: 'failed', message: i18n._(sessionTexts.linkInvalid) }));
  const [reload, setReload] = useState(0);

  useEffect(() => {
    if (!token) return;
    let current = true;
    readMenteeSession(token).then(
      (session) => current && setShown({ state: 'ready', session, busy: false }),
      (error: unknown) => current && setShown({ state: 'failed', message: messageOf(error, i18n) }),
    );
    return () => {
      current = false;
    };
  }, [token, i18n]);

  /** Sends one change; whether it went through. */
  async function change(request: SessionChange): Promise<boolean> {
    if (!token || shown.state !== 'ready') return false;
    setShown({ ...shown, busy: true });
    try {
      const { session, message } = await changeMenteeSession(token, request);
      setShown({ state: 'ready', session, notice: { tone: 'success', message }, busy: false });
      return true;
    } catch (error) {
      if (error instanceof ApiError && error.body?.code && STALE_SLOT_CODES.has(error.body.code)) setReload((count) => count + 1);
      setShown({ ...shown, notice: { tone: 'error', message: messageOf(error, i18n) }, busy: false });
      return false;
    }
  }

  return (
    <div className="bg-brand-50 px-4 py-12 sm:px-6 sm:py-16">
      <div className="mx-auto w-full max-w-3xl rounded-2xl bg-white p-5 shadow-sm sm:p-8">
        <h1 className="text-2xl font-bold text-brand-900 sm:text-3xl">
          <Trans>Your booking</Trans>
        </h1>
        {shown.state === 'loading' && (
          <p role="status" className="mt-6 text-gray-700">
            <Trans>Loading your booking…</Trans>
          </p>
        )}
        {shown.state === 'failed' && (
          <>
            <Banner tone="error" className="mt-6">
              {shown.message}
            </Banner>
            <p className="mt-4 text-gray-700">
              <Trans>
                Each e-mail about your session carries your own link to this page. You can also book a new session from <Link to="/allenablers" className="font-semibold text-brand-800 underline underline-offset-2 hover:text-brand-900">All Enablers</Link>.
              </Trans>
            </p>
          </>
        )}
        {shown.state === 'ready' && <MenteeSessionView session={shown.session} notice={shown.notice} busy={shown.busy} reload={reload} onChange={change} />}
      </div>
    </div>
  );
}

/** This module once the booking pages' texts are loaded (app/routes.tsx waits for it). */
export const loaded = withSessionsTexts({ default: MenteeSessionPage });
