import { Trans, useLingui } from '@lingui/react/macro';
import { isSessionOver, type MenteeSession, type SessionFeedbackBody, type SessionOutcome } from '@wfc/shared';
import { useEffect, useRef, useState } from 'react';
import { Banner } from '../../../components/ui/banner';
import { Button } from '../../../components/ui/button';
import { Fact } from '../../../components/ui/fact';
import type { SessionChange } from '../api/mentee-session';
import { momentIn, otherClock } from '../lib/slot-days';
import { CancelPanel } from './cancel-panel';
import { FeedbackForm } from './feedback-form';
import { MeetingDetails } from './meeting-details';
import { ReschedulePanel } from './reschedule-panel';
import { SessionStatus } from './session-status';

/** What she was told after an action: its message, and whether it went through. */
export interface Notice {
  tone: 'success' | 'error';
  message: string;
}

/**
 * Her booking as her link shows it (issue 31): with whom, where it stands, when (in the zone she
 * booked in, and the enabler's), her topic, how to meet once confirmed, and what she may do now:
 * confirm her address, cancel or move it before it starts, tell us afterwards how it went.
 */
export function MenteeSessionView({
  session,
  notice,
  busy,
  reload,
  onChange,
}: {
  session: MenteeSession;
  notice: Notice | undefined;
  busy: boolean;
  /** Counts the refusals after which the slots shown for a new time are asked again. */
  reload: number;
  onChange: (change: SessionChange) => Promise<boolean>;
}) {
  const { t, i18n } = useLingui();
  const [moving, setMoving] = useState(false);
  const noticeRef = useRef<HTMLDivElement>(null);
  const { enabler } = session;
  const name = enabler.name;
  const when = momentIn(session.start, session.timeZone, i18n.locale);
  const hers = otherClock(session.start, session.timeZone, enabler.timeZone, i18n.locale);
  const minutes = session.durationMinutes;
  const herZone = enabler.timeZone;
  const open = session.status === 'unconfirmed' || session.status === 'requested' || session.status === 'confirmed';

  // The button she pressed may be gone with the change: the focus goes to what happened.
  useEffect(() => {
    if (notice) noticeRef.current?.focus();
  }, [notice]);

  async function move(start: string, durationMinutes: number) {
    if (await onChange({ action: 'reschedule', start, durationMinutes })) setMoving(false);
  }

  return (
    <>
      <h2 className="mt-6 text-xl font-semibold break-words text-gray-900">
        <Trans>Your session with {name}</Trans>
      </h2>
      <p className="mt-3 text-lg font-semibold text-brand-900">
        <SessionStatus session={session} />
      </p>
      <dl className="mt-5 grid gap-3 text-sm sm:grid-cols-2">
        <Fact label={t`When`}>
          <dd className="mt-0.5 text-gray-900">{when}</dd>
          {hers && (
            <dd className="text-gray-700">
              <Trans>
                {hers} her time ({herZone})
              </Trans>
            </dd>
          )}
        </Fact>
        <Fact label={t`Length`} value={t`${minutes} minutes`} />
        <Fact
          label={t`What you would like to talk about`}
          value={<span className="whitespace-pre-line">{session.topic}</span>}
          className="sm:col-span-2"
        />
        {session.cancelNote && <Fact label={t`The note with the cancellation`} value={session.cancelNote} className="sm:col-span-2" />}
      </dl>
      {session.status === 'confirmed' && !isSessionOver(session) && session.meeting && <MeetingDetails meeting={session.meeting} />}
      <div aria-live="polite">
        {notice && (
          <div
            ref={noticeRef}
            tabIndex={-1}
            className="mt-6 rounded-lg focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-700"
          >
            <Banner tone={notice.tone}>{notice.message}</Banner>
          </div>
        )}
      </div>
      {open && (session.status === 'unconfirmed' || session.canChange) && (
        <div className="mt-6 flex flex-wrap items-start gap-3 border-t border-gray-200 pt-5">
          {session.status === 'unconfirmed' && (
            <Button onClick={() => void onChange({ action: 'confirm' })} disabled={busy} aria-busy={busy || undefined}>
              <Trans>Confirm my booking</Trans>
            </Button>
          )}
          {session.canChange && !moving && (
            <Button variant="secondary" onClick={() => setMoving(true)} disabled={busy}>
              <Trans>Choose another time</Trans>
            </Button>
          )}
          {session.canChange && moving && (
            <ReschedulePanel
              session={session}
              busy={busy}
              reload={reload}
              onMove={(start, length) => void move(start, length)}
              onClose={() => setMoving(false)}
            />
          )}
          {session.canChange && (
            <CancelPanel
              enablerName={name}
              busy={busy}
              onCancel={(note) => void onChange({ action: 'cancel', ...(note ? { note } : {}) })}
            />
          )}
        </div>
      )}
      {session.feedback.open && (
        <FeedbackForm
          enablerName={name}
          busy={busy}
          onSend={(feedback: Omit<SessionFeedbackBody, 'token'>) => void onChange({ action: 'feedback', ...feedback })}
        />
      )}
      {!session.feedback.open && session.feedback.outcome && (
        <GivenFeedback outcome={session.feedback.outcome} rating={session.feedback.rating} name={name} />
      )}
    </>
  );
}

/** What she told us after the session. */
function GivenFeedback({ outcome, rating, name }: { outcome: SessionOutcome; rating?: number | undefined; name: string }) {
  return (
    <p className="mt-6 border-t border-gray-200 pt-5 text-gray-700">
      {outcome === 'happened' &&
        (rating ? (
          <Trans>You told us the session took place, and rated it {rating} of 5. Thank you.</Trans>
        ) : (
          <Trans>You told us the session took place. Thank you.</Trans>
        ))}
      {outcome === 'enabler-no-show' && <Trans>You told us {name} did not come. Thank you; the club will look into it.</Trans>}
      {outcome === 'mentee-no-show' && <Trans>You told us you could not come. Thank you for letting us know.</Trans>}
    </p>
  );
}
