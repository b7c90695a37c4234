import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { isSessionOver, type MemberSession, type SessionStatus } from '@wfc/shared';
import { Banner } from '../../../components/ui/banner';
import { Link } from '../../../lib/router';
import { AccountCard } from '../../../components/ui/account-card';
import { messageOf } from '../../../lib/api-client';
import { useMemberSessions } from '../api/get-member-sessions';

const linkClasses = 'font-semibold text-brand-800 underline underline-offset-2 hover:text-brand-900';

const statusTexts: Record<SessionStatus | 'over', MessageDescriptor> = {
  over: msg`Over`,
  unconfirmed: msg`Waiting for you to confirm your address`,
  requested: msg`Waiting for her to confirm`,
  confirmed: msg`Confirmed`,
  cancelled: msg`Cancelled`,
  declined: msg`Declined`,
  expired: msg`Not confirmed in time`,
};

/** The sessions she booked with enablers (issue 31): with whom, when (in her browser's zone), where each stands, her page for it. */
export function SessionsSection() {
  const { t } = useLingui();
  const sessions = useMemberSessions();

  return (
    <AccountCard id="sessions" title={t`Your sessions`} intro={t`The sessions with enablers you booked with this address.`}>
      {sessions.loading && (
        <p role="status" className="text-gray-700">
          <Trans>Loading your sessions…</Trans>
        </p>
      )}
      {sessions.error && <Banner tone="error">{messageOf(sessions.error, t`Your sessions could not be loaded. Please try again.`)}</Banner>}
      {sessions.data?.length === 0 && (
        <p className="text-gray-700">
          <Trans>
            You have not booked a session with this address yet.{' '}
            <Link to="/allenablers" className={linkClasses}>
              Find an enabler
            </Link>
          </Trans>
        </p>
      )}
      {sessions.data && sessions.data.length > 0 && (
        <ul className="space-y-4">
          {sessions.data.map((session) => (
            <SessionItem key={session._id} session={session} />
          ))}
        </ul>
      )}
    </AccountCard>
  );
}

function SessionItem({ session }: { session: MemberSession }) {
  const { i18n } = useLingui();
  const name = session.enabler.name;
  const minutes = session.durationMinutes;
  const when = new Intl.DateTimeFormat(i18n.locale === 'ml' ? 'ml-IN' : 'en-GB', {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
  }).format(new Date(session.start));
  return (
    <li className="rounded-xl border border-gray-200 p-4">
      <h3 className="font-semibold wrap-anywhere text-gray-900">
        <Trans>With {name}</Trans>
      </h3>
      <p className="mt-1 text-sm text-gray-700">
        <Trans>
          {when}, {minutes} minutes
        </Trans>
      </p>
      <p className="mt-2 text-gray-900">{i18n._(statusTexts[isSessionOver(session) ? 'over' : session.status])}</p>
      <p className="mt-2">
        <Link to={session.bookingPath} className={linkClasses}>
          {session.canChange ? <Trans>See, move or cancel your session with {name}</Trans> : <Trans>See your session with {name}</Trans>}
        </Link>
      </p>
    </li>
  );
}
