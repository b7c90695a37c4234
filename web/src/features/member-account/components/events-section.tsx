import { Trans, useLingui } from '@lingui/react/macro';
import type { MemberEventRegistration } from '@wfc/shared';
import { Banner } from '../../../components/ui/banner';
import { Link } from '../../../lib/router';
import { AccountCard } from '../../../components/ui/account-card';
import { GuestStatus } from '../../event-pages';
import { messageOf } from '../../../lib/api-client';
import { useMemberEvents } from '../api/get-member-events';

const linkClasses = 'font-semibold text-brand-800 underline underline-offset-2 hover:text-brand-900';

/** Her registrations for the club's events (issue 30): each event, where her registration stands, and her own page for it. */
export function EventsSection() {
  const { t } = useLingui();
  const events = useMemberEvents();

  return (
    <AccountCard id="events" title={t`Your events`} intro={t`The club's events you registered for with this address.`}>
      {events.loading && (
        <p role="status" className="text-gray-700">
          <Trans>Loading your events…</Trans>
        </p>
      )}
      {events.error && <Banner tone="error">{messageOf(events.error, t`Your events could not be loaded. Please try again.`)}</Banner>}
      {events.data?.length === 0 && (
        <p className="text-gray-700">
          <Trans>
            You have not registered for an event with this address yet.{' '}
            <Link to="/events" className={linkClasses}>
              See the events
            </Link>
          </Trans>
        </p>
      )}
      {events.data && events.data.length > 0 && (
        <ul className="space-y-4">
          {events.data.map((registration) => (
            <EventItem key={registration.registrationPath} registration={registration} />
          ))}
        </ul>
      )}
    </AccountCard>
  );
}

/** One registration: the event, when, where her registration stands, and her page to see or cancel it. */
function EventItem({ registration }: { registration: MemberEventRegistration }) {
  const title = registration.eventTitle;
  return (
    <li className="rounded-xl border border-gray-200 p-4">
      <h3 className="font-semibold wrap-anywhere text-gray-900">
        <Link to={registration.eventPath} className={linkClasses}>
          {title}
        </Link>
      </h3>
      <p className="mt-1 text-sm text-gray-700">
        {registration.eventDate}, {registration.eventTime}
      </p>
      <p className="mt-2 text-gray-900">
        <GuestStatus registration={registration} />
      </p>
      <p className="mt-2">
        <Link to={registration.registrationPath} className={linkClasses}>
          <Trans>See or cancel your registration for {title}</Trans>
        </Link>
      </p>
    </li>
  );
}
