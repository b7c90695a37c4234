import { Trans, useLingui } from '@lingui/react/macro';
import type { MenteeSession } from '@wfc/shared';
import { useState } from 'react';
import { OwnLinkPage, ownLinkMessageOf, useOwnLinkRecord } from '../../../components/ui/own-link-page';
import { ApiError } from '../../../lib/api-client';
import { Link } from '../../../lib/router';
import { useLinkToken } from '../../../lib/link-token';
import { changeMenteeSession, readMenteeSession, type SessionChange } from '../api/mentee-session';
import { MenteeSessionView, type Notice } from '../components/mentee-session-view';
import { withSessionsTexts } from '../lib/sessions-catalog';
import { SLOT_GONE_CODES } from '../lib/slot-days';
import { sessionTexts } from '../lib/booking-texts';

// Kept for this tab only, so a reload of her page still shows it after the address bar lost the link.
const TOKEN_KEY = 'wfc:session-booking-token';

/**
 * Her booking's page (issue 31), /sessions/booking#<token>: the token is read from the fragment
 * (which never reaches a server), taken out of the address bar, and sent only in the body of each
 * call. A link that is not one says so, and how to find the right one.
 */
export default function MenteeSessionPage() {
  const token = useLinkToken(TOKEN_KEY);
  const { i18n } = useLingui();
  const [shown, setShown] = useOwnLinkRecord<MenteeSession, Notice>(token, readMenteeSession, i18n._(sessionTexts.linkInvalid));
  const [reload, setReload] = useState(0);

  /** Sends one change; whether it went through. */
  async function change(request: SessionChange): Promise<boolean> {
    if (!token || shown.state !== 'ready') return false;
    setShown({ ...shown, busy: true });
    try {
      const { session, message } = await changeMenteeSession(token, request);
      setShown({ state: 'ready', record: session, notice: { tone: 'success', message }, busy: false });
      return true;
    } catch (error) {
      if (error instanceof ApiError && error.body?.code && SLOT_GONE_CODES.has(error.body.code)) setReload((count) => count + 1);
      setShown({ ...shown, notice: { tone: 'error', message: ownLinkMessageOf(error, i18n) }, busy: false });
      return false;
    }
  }

  return (
    <OwnLinkPage
      title={<Trans>Your booking</Trans>}
      loading={<Trans>Loading your booking…</Trans>}
      help={
        <Trans>
          Each e-mail about your session carries your own link to this page. You can also book a new session from{' '}
          <Link to="/allenablers" className="font-semibold text-brand-800 underline underline-offset-2 hover:text-brand-900">
            All Enablers
          </Link>
          .
        </Trans>
      }
      shown={shown}
      wide
    >
      {shown.state === 'ready' && (
        <MenteeSessionView session={shown.record} notice={shown.notice} busy={shown.busy} reload={reload} onChange={change} />
      )}
    </OwnLinkPage>
  );
}

/** This module once the booking pages' texts are loaded (app/routes.tsx waits for it). */
export const loaded = withSessionsTexts({ default: MenteeSessionPage });
