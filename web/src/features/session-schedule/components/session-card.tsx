import { Trans, useLingui } from '@lingui/react/macro';
import type { StaffSession } from '@wfc/shared';
import { useEffect, useRef, useState } from 'react';
import { Button } from '../../../components/ui/button';
import type { SessionAction } from '../api/change-session';
import { enablerOutcomeTexts, sessionRangeOf, statusTextOf } from '../lib/session-status-texts';
import { NoteConfirm } from './note-confirm';
import { OutcomeForm } from './outcome-form';
import { ReschedulePicker } from './reschedule-picker';

type Open = 'decline' | 'cancel' | 'reschedule' | null;

/** Whether a session still holds its time: it may be moved or cancelled until it starts. */
const holding = new Set(['unconfirmed', 'requested', 'confirmed']);

/**
 * One of her sessions: when (in her zone), with whom, about what, its status; Accept and Decline a
 * request, Reschedule and Cancel one to come, and for one over "Did it take place?".
 */
export function SessionCard({
  session,
  past,
  timeZone,
  lengths,
  busy,
  onAction,
}: {
  session: StaffSession;
  past: boolean;
  timeZone: string;
  lengths: readonly number[];
  busy: boolean;
  onAction: (session: StaffSession, action: SessionAction) => Promise<boolean>;
}) {
  const { t, i18n } = useLingui();
  const [open, setOpen] = useState<Open>(null);
  const name = session.menteeName;
  const minutes = session.durationMinutes;
  const when = sessionRangeOf(session, i18n.locale, timeZone);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const wasOpen = useRef(false);
  // A step closed (Keep, or done while the card stays): the focus back on the card's heading, not the page's body.
  useEffect(() => {
    if (open === null && wasOpen.current && (document.activeElement === document.body || document.activeElement === null))
      headingRef.current?.focus();
    wasOpen.current = open !== null;
  }, [open]);

  const act = async (action: SessionAction) => {
    if (await onAction(session, action)) setOpen(null);
  };

  return (
    <li className="rounded-xl border border-gray-200 bg-white p-4 shadow-sm">
      <article aria-labelledby={`session-${session._id}`} className="space-y-3">
        <div className="flex flex-wrap items-start justify-between gap-2">
          <h3
            id={`session-${session._id}`}
            ref={headingRef}
            tabIndex={-1}
            className="min-w-0 text-lg font-semibold break-words text-brand-900 focus:outline-none"
          >
            {when}
            <span className="sr-only">, {name}</span>
          </h3>
          <span className="rounded-full bg-gray-100 px-3 py-1 text-sm font-medium text-gray-900">{i18n._(statusTextOf(session))}</span>
        </div>
        <dl className="grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[auto_1fr]">
          <dt className="font-semibold text-gray-900">
            <Trans>Mentee</Trans>
          </dt>
          <dd className="min-w-0 break-words text-gray-800">
            <span className="block">{name}</span>
            <a href={`mailto:${session.menteeEmail}`} className="inline-block py-1 text-brand-800 underline">
              {session.menteeEmail}
            </a>
          </dd>
          <dt className="font-semibold text-gray-900">
            <Trans>Length</Trans>
          </dt>
          <dd className="text-gray-800">
            <Trans>{minutes} minutes</Trans>
          </dd>
          <dt className="font-semibold text-gray-900">
            <Trans>Topic</Trans>
          </dt>
          <dd className="min-w-0 break-words whitespace-pre-line text-gray-800">{session.topic}</dd>
          {session.cancelNote && (
            <>
              <dt className="font-semibold text-gray-900">
                <Trans>Note</Trans>
              </dt>
              <dd className="min-w-0 break-words text-gray-800">{session.cancelNote}</dd>
            </>
          )}
          {session.enablerOutcome && (
            <>
              <dt className="font-semibold text-gray-900">
                <Trans>Your answer</Trans>
              </dt>
              <dd className="text-gray-800">{i18n._(enablerOutcomeTexts[session.enablerOutcome])}</dd>
            </>
          )}
        </dl>

        {!past && holding.has(session.status) && open === null && (
          <div className="flex flex-wrap gap-2">
            {session.status === 'requested' && (
              <>
                <Button onClick={() => void act({ action: 'accept' })} disabled={busy}>
                  <Trans>
                    Accept <span className="sr-only">{name}’s request</span>
                  </Trans>
                </Button>
                <Button variant="secondary" onClick={() => setOpen('decline')} disabled={busy}>
                  <Trans>
                    Decline <span className="sr-only">{name}’s request</span>
                  </Trans>
                </Button>
              </>
            )}
            <Button variant="secondary" onClick={() => setOpen('reschedule')} disabled={busy}>
              <Trans>
                Reschedule <span className="sr-only">the session with {name}</span>
              </Trans>
            </Button>
            <Button variant="ghost" onClick={() => setOpen('cancel')} disabled={busy}>
              <Trans>
                Cancel <span className="sr-only">the session with {name}</span>
              </Trans>
            </Button>
          </div>
        )}
        {open === 'decline' && (
          <NoteConfirm
            question={t`Decline ${name}’s request? She is told by e-mail, with your note.`}
            noteLabel={t`A note to her (optional)`}
            confirmLabel={t`Yes, decline`}
            keepLabel={t`Keep the request`}
            busy={busy}
            onConfirm={(note) => void act(note ? { action: 'decline', note } : { action: 'decline' })}
            onKeep={() => setOpen(null)}
          />
        )}
        {open === 'cancel' && (
          <NoteConfirm
            question={t`Cancel the session with ${name}? She is told by e-mail, with your note, and the invitation is withdrawn.`}
            noteLabel={t`A note to her (optional)`}
            confirmLabel={t`Yes, cancel the session`}
            keepLabel={t`Keep the session`}
            busy={busy}
            onConfirm={(note) => void act(note ? { action: 'cancel', note } : { action: 'cancel' })}
            onKeep={() => setOpen(null)}
          />
        )}
        {open === 'reschedule' && (
          <ReschedulePicker
            session={session}
            lengths={lengths}
            timeZone={timeZone}
            busy={busy}
            onChoose={(choice) => void act({ action: 'reschedule', ...choice })}
            onClose={() => setOpen(null)}
          />
        )}
        {past && session.status === 'confirmed' && !session.enablerOutcome && (
          <OutcomeForm busy={busy} onAnswer={(outcome) => void act({ action: 'outcome', outcome })} />
        )}
      </article>
    </li>
  );
}
