import { Trans, useLingui } from '@lingui/react/macro';
import type { GuestRegistration } from '@wfc/shared';
import { OwnLinkPage, ownLinkMessageOf, useOwnLinkRecord } from '../../../components/ui/own-link-page';
import { Link } from '../../../lib/router';
import { useLinkToken } from '../../../lib/link-token';
import { changeGuestRegistration, readGuestRegistration, type GuestAction } from '../api/guest-registration';
import { GuestRegistrationView, type Notice } from '../components/guest-registration-view';
import { eventRegistrationTexts } from '../lib/registration-texts';

// Kept for this tab only, so a reload of her page still shows it after the address bar lost the link.
const TOKEN_KEY = 'wfc:event-registration-token';

/**
 * Her registration's page (issue 30), /events/registration#<token>: the token is read from the
 * fragment (which never reaches a server), taken out of the address bar, and sent only in the body of
 * each call. A link that is not one says so, and how to find the right one.
 */
export default function RegistrationPage() {
  const token = useLinkToken(TOKEN_KEY);
  const { i18n } = useLingui();
  const [shown, setShown] = useOwnLinkRecord<GuestRegistration, Notice>(
    token,
    readGuestRegistration,
    i18n._(eventRegistrationTexts.linkInvalid),
  );

  async function act(action: GuestAction) {
    if (!token || shown.state !== 'ready') return;
    setShown({ ...shown, busy: true });
    try {
      const { registration, message } = await changeGuestRegistration(action, token);
      setShown({ state: 'ready', record: registration, notice: { tone: 'success', message }, busy: false });
    } catch (error) {
      setShown({ ...shown, notice: { tone: 'error', message: ownLinkMessageOf(error, i18n) }, busy: false });
    }
  }

  return (
    <OwnLinkPage
      title={<Trans>Your registration</Trans>}
      loading={<Trans>Loading your registration…</Trans>}
      help={
        <Trans>
          Each e-mail about your registration carries your own link to this page. You can also register again from{' '}
          <Link to="/events" className="font-semibold text-brand-800 underline underline-offset-2 hover:text-brand-900">
            Events &amp; Workshops
          </Link>
          : if you are already registered, we e-mail you your link again.
        </Trans>
      }
      shown={shown}
    >
      {shown.state === 'ready' && (
        <GuestRegistrationView
          registration={shown.record}
          notice={shown.notice}
          busy={shown.busy}
          onAction={(action) => void act(action)}
        />
      )}
    </OwnLinkPage>
  );
}
