import { Trans, useLingui } from '@lingui/react/macro';
import { DEFAULT_SESSION_ZONE, type StaffSession } from '@wfc/shared';
import { Button } from '../../../components/ui/button';
import { deskStatusTexts, outcomeTexts, sessionRangeOf, statusTextOf } from '../../session-schedule';
import { cell, TableRegion } from './table-region';

/** Whether the operators may still cancel it: it holds a time that has not come. */
function isCancellable(session: StaffSession, past: boolean): boolean {
  return !past && (session.status === 'unconfirmed' || session.status === 'requested' || session.status === 'confirmed');
}

/** The sessions that match the filter: each one's time (the club's zone), mentee, enabler, status, how it went, and Cancel with a message. */
export function DeskSessionTable({
  sessions,
  past,
  onCancel,
}: {
  sessions: readonly StaffSession[];
  past: boolean;
  onCancel: (session: StaffSession) => void;
}) {
  const { t, i18n } = useLingui();
  const zone = DEFAULT_SESSION_ZONE;
  return (
    <TableRegion label={t`Table of sessions`} minWidth="min-w-[56rem]">
      <caption className="sr-only">
        {past ? <Trans>Past sessions, the latest first</Trans> : <Trans>Sessions to come, the soonest first</Trans>}
      </caption>
      <thead className="bg-gray-50 text-gray-900">
        <tr>
          <th scope="col" className={cell}>
            <Trans>Time ({zone})</Trans>
          </th>
          <th scope="col" className={cell}>
            <Trans>Mentee</Trans>
          </th>
          <th scope="col" className={cell}>
            <Trans>Enabler</Trans>
          </th>
          <th scope="col" className={cell}>
            <Trans>Status</Trans>
          </th>
          <th scope="col" className={cell}>
            <Trans>How it went</Trans>
          </th>
          <th scope="col" className={cell}>
            <span className="sr-only">
              <Trans>Actions</Trans>
            </span>
          </th>
        </tr>
      </thead>
      <tbody className="divide-y divide-gray-200">
        {sessions.map((session) => {
          const mentee = session.menteeName;
          const enabler = session.enabler.name;
          const rating = session.rating;
          const enablerWord = session.enablerOutcome ? i18n._(outcomeTexts[session.enablerOutcome]) : '';
          const menteeWord = session.menteeOutcome ? i18n._(outcomeTexts[session.menteeOutcome]) : '';
          return (
            <tr key={session._id}>
              <th scope="row" className={`${cell} font-medium text-gray-900`}>
                {sessionRangeOf(session, i18n.locale, DEFAULT_SESSION_ZONE)}
              </th>
              <td className={cell}>
                <span className="block font-medium text-gray-900">{mentee}</span>
                <span className="block break-words text-gray-700">{session.menteeEmail}</span>
              </td>
              <td className={cell}>{enabler}</td>
              <td className={cell}>
                {i18n._(statusTextOf(session, deskStatusTexts))}
                {session.cancelNote && <span className="block text-gray-700">“{session.cancelNote}”</span>}
              </td>
              <td className={cell}>
                {session.enablerOutcome && (
                  <span className="block">
                    <Trans>Enabler: {enablerWord}</Trans>
                  </span>
                )}
                {session.menteeOutcome && (
                  <span className="block">
                    <Trans>Mentee: {menteeWord}</Trans>
                  </span>
                )}
                {rating !== undefined && (
                  <span className="block">
                    <Trans>Rating: {rating} of 5</Trans>
                  </span>
                )}
                {session.comment && <span className="block text-gray-700">“{session.comment}”</span>}
              </td>
              <td className={cell}>
                {isCancellable(session, past) && (
                  <Button variant="secondary" onClick={() => onCancel(session)} className="whitespace-nowrap">
                    <Trans>
                      Cancel with a message{' '}
                      <span className="sr-only">
                        (the session of {mentee} with {enabler})
                      </span>
                    </Trans>
                  </Button>
                )}
              </td>
            </tr>
          );
        })}
      </tbody>
    </TableRegion>
  );
}
