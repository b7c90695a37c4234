import { Trans } from '@lingui/react/macro';
import { isSessionOver, type MenteeSession } from '@wfc/shared';

/** Where her booking stands, in words (issue 31); a session over reads as past (issue 38). */
export function SessionStatus({ session }: { session: Pick<MenteeSession, 'status' | 'cancelledBy' | 'enabler' | 'end'> }) {
  const name = session.enabler.name;
  if (isSessionOver(session)) return <Trans>Your session with {name} is over.</Trans>;
  switch (session.status) {
    case 'unconfirmed':
      return <Trans>Please confirm your booking: the time is held for you for 15 minutes after you booked it.</Trans>;
    case 'requested':
      return <Trans>Your request is waiting for {name} to confirm it.</Trans>;
    case 'confirmed':
      return <Trans>Your session is confirmed.</Trans>;
    case 'cancelled':
      return session.cancelledBy === 'mentee' ? <Trans>You cancelled this session.</Trans> : <Trans>This session is cancelled.</Trans>;
    case 'declined':
      return <Trans>{name} could not take this request.</Trans>;
    case 'expired':
      return <Trans>This booking was not confirmed in time, or a newer booking replaced it, so the time was released.</Trans>;
  }
}
