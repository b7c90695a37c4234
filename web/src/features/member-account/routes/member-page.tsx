import { Trans, useLingui } from '@lingui/react/macro';
import type { MemberDetails, MemberHome } from '@wfc/shared';
import { lazy, Suspense, useState } from 'react';
import { Banner } from '../../../components/ui/banner';
import { Button } from '../../../components/ui/button';
import { BlockedMembersSection, IntroductionsSection } from '../../introductions';
import { ListingSection } from '../../member-directory';
import { messageOf } from '../../../lib/api-client';
import { Link } from '../../../lib/router';
import { forgetMemberSignIn, useMemberSessionActive } from '../../sign-in-state/member-session-state';
import { useMemberHome } from '../api/get-member-home';
import { DeleteSection } from '../components/delete-section';
import { DetailsSection } from '../components/details-section';
import { DevicesSection } from '../components/devices-section';
import { EmailChoicesSection } from '../components/email-choices-section';
import { ExportSection } from '../components/export-section';
import { EventsSection } from '../components/events-section';
import { SessionsSection } from '../components/sessions-section';
import { InquiriesSection } from '../components/inquiries-section';
import { JoinInvitation } from '../components/join-invitation';
import { RequestsSection } from '../components/requests-section';
import { SignedOutCard } from '../components/signed-out-card';
import { memberAccountTexts } from '../lib/member-texts';

// Its own chunk: the public pages import whatsapp's ShareOnWhatsApp, and must not carry her section with it.
const WhatsAppSection = lazy(() =>
  import('../../whatsapp/components/whatsapp-section').then((module) => ({ default: module.WhatsAppSection })),
);

/**
 * `/member` (issue 28): her own page, read through her session's cookie. Her details and e-mail
 * choices (when she is a member), WhatsApp (issue 44, when the club sends it), her card in the member directory and her introductions (issue 42), her help requests and messages to enablers, the devices she is
 * signed in on, her data, and deleting her membership. Without a session: a way to sign in.
 * Never indexed, and nothing of it is remembered once the page is left.
 */
export default function MemberPage() {
  const { t } = useLingui();
  const home = useMemberHome();
  // Signing out, or any answer 401 from the member API, ends her session in this page.
  const signedIn = useMemberSessionActive();
  const [signedOut, setSignedOut] = useState<string | null>(null);

  const onSignedOut = (message: string) => {
    setSignedOut(message);
    forgetMemberSignIn();
  };

  let body;
  if (signedOut !== null || home.error?.status === 401 || (home.data && !signedIn)) {
    const message =
      signedOut ??
      (home.error?.status === 401 ? messageOf(home.error, t(memberAccountTexts.notSignedIn)) : t(memberAccountTexts.notSignedIn));
    body = <SignedOutCard message={message} moveFocus={signedOut !== null} />;
  } else if (home.data) {
    body = <SignedInPage home={home.data} onSignedOut={onSignedOut} />;
  } else if (home.error) {
    body = (
      <Banner tone="error" className="mx-auto max-w-3xl">
        <p>{messageOf(home.error, t`Your page could not be loaded. Please try again.`)}</p>
        <Button variant="secondary" className="mt-3" onClick={home.reload}>
          <Trans>Try again</Trans>
        </Button>
      </Banner>
    );
  } else {
    body = (
      <p role="status" className="mx-auto max-w-3xl text-gray-700">
        <Trans>Loading your page…</Trans>
      </p>
    );
  }

  return (
    <div className="bg-brand-50 px-4 py-12 sm:px-6 sm:py-16">
      <meta name="robots" content="noindex, nofollow" />
      {body}
    </div>
  );
}

function SignedInPage({ home, onSignedOut }: { home: MemberHome; onSignedOut: (message: string) => void }) {
  const { t } = useLingui();
  const [membership, setMembership] = useState<MemberDetails | null>(home.membership);
  const email = home.email;

  return (
    <div className="mx-auto w-full max-w-3xl space-y-6">
      <div>
        <h1 className="text-2xl font-bold text-brand-900 sm:text-3xl">{t`Your page`}</h1>
        <p className="mt-2 text-gray-700">
          <Trans>
            Signed in as <span className="font-semibold wrap-anywhere text-gray-900">{email}</span>
          </Trans>
        </p>
        {membership && (
          <p className="mt-2">
            <Link to="/members" className="font-semibold text-brand-800 underline underline-offset-2 hover:text-brand-900">
              <Trans>Find members in the directory</Trans>
            </Link>
          </p>
        )}
      </div>
      {membership ? (
        <>
          <DetailsSection membership={membership} onSaved={setMembership} />
          <EmailChoicesSection membership={membership} onSaved={setMembership} />
          <Suspense fallback={null}>
            <WhatsAppSection />
          </Suspense>
          <ListingSection />
          <IntroductionsSection />
        </>
      ) : (
        <JoinInvitation />
      )}
      <RequestsSection />
      <InquiriesSection />
      <EventsSection />
      <SessionsSection />
      {membership && <BlockedMembersSection />}
      <DevicesSection onSignedOut={onSignedOut} />
      <ExportSection />
      {/* Deleting her membership signs her out everywhere: the page says so, as a sign-out does (issue 38). */}
      {membership && <DeleteSection onDeleted={onSignedOut} />}
    </div>
  );
}
