import { Trans, useLingui } from '@lingui/react/macro';
import type { GuestRegistration } from '@wfc/shared';
import { useEffect, useRef, useState } from 'react';
import { Banner } from '../../../components/ui/banner';
import { Button, buttonClasses } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { ExternalLinkLabel, newTabLinkProps } from '../../../components/ui/external-link-label';
import { Fact } from '../../../components/ui/fact';
import { Link } from '../../../lib/router';
import { EventFacts, eventMoment } from '../../events';
import type { GuestAction } from '../api/guest-registration';
import { eventRegistrationTexts } from '../lib/registration-texts';
import { CalendarLink } from './calendar-link';
import { DoorCode, GuestStatus } from './guest-status';

/** What she was told after an action: its message, and whether it went through. */
export interface Notice {
  tone: 'success' | 'error';
  message: string;
}

// Statuses that still hold her interest in the event (a calendar entry is worth adding).
const active = new Set<GuestRegistration['status']>(['confirmed', 'pending', 'waitlisted', 'offered']);

/**
 * Her registration as her link shows it (issue 30): the event, where she stands, her answers, her
 * door code while she has a place, the online link, Add to calendar, and what she may do: take an
 * offered place, or cancel after a confirmation.
 */
export function GuestRegistrationView({
  registration,
  notice,
  busy,
  onAction,
}: {
  registration: GuestRegistration;
  notice: Notice | undefined;
  busy: boolean;
  onAction: (action: GuestAction) => void;
}) {
  const { t, i18n } = useLingui();
  const [asking, setAsking] = useState(false);
  const noticeRef = useRef<HTMLDivElement>(null);
  const { event } = registration;
  const checkedIn = registration.checkedInAt ? eventMoment(registration.checkedInAt, i18n) : '';

  // The button she pressed may be gone with the change: the focus goes to what happened.
  useEffect(() => {
    if (notice) noticeRef.current?.focus();
  }, [notice]);

  return (
    <>
      <h2 className="mt-6 text-xl font-semibold break-words text-gray-900">
        <Link to={`/events/${event.slug}`} className="text-brand-800 underline underline-offset-4 hover:text-brand-900">
          {event.title}
        </Link>
      </h2>
      {/* Its texts are in the page's language where the club wrote them. */}
      <EventFacts event={{ date: event.date, dateObj: event.startsAt, time: event.time, location: event.location, untranslated: [] }} />
      {event.cancelledAt && (
        <Banner tone="error" className="mt-4">
          {i18n._(eventRegistrationTexts.cancelledEvent)}
        </Banner>
      )}
      <p className="mt-5 text-lg font-semibold text-brand-900">
        <GuestStatus registration={registration} />
      </p>
      {checkedIn && (
        <p className="mt-1 text-gray-700">
          <Trans>Checked in at {checkedIn}.</Trans>
        </p>
      )}
      <dl className="mt-5 grid gap-3 text-sm sm:grid-cols-2">
        <Fact label={t`Name`} value={registration.name} />
        <Fact label={t`Email`} value={registration.email} />
        {registration.answers.map(({ question, answer }) => (
          <Fact key={question} label={question} value={answer} className="sm:col-span-2" />
        ))}
      </dl>
      {registration.checkInCode && <DoorCode code={registration.checkInCode} />}
      <div className="mt-6 flex flex-col items-start gap-3">
        {event.onlineLink && (
          <a href={event.onlineLink} {...newTabLinkProps} className={buttonClasses('primary')}>
            <ExternalLinkLabel text={t`Join online`} />
          </a>
        )}
        {active.has(registration.status) && !event.cancelledAt && <CalendarLink slug={event.slug} />}
      </div>
      {notice && (
        <div ref={noticeRef} tabIndex={-1} className="mt-6 rounded-lg focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-700">
          <Banner tone={notice.tone}>{notice.message}</Banner>
        </div>
      )}
      {(registration.status === 'offered' || registration.cancellable) && (
        <div className="mt-6 flex flex-wrap gap-3 border-t border-gray-200 pt-5">
          {registration.status === 'offered' && (
            <Button onClick={() => onAction('accept')} disabled={busy} aria-busy={busy || undefined}>
              <Trans>Take the place</Trans>
            </Button>
          )}
          {registration.cancellable && (
            <Button variant="secondary" onClick={() => setAsking(true)} disabled={busy}>
              <Trans>Cancel my registration</Trans>
            </Button>
          )}
        </div>
      )}
      {asking && (
        <ConfirmDialog
          title={t`Cancel your registration?`}
          message={t`Your place goes to the next person in line. You can register again while registration is open.`}
          confirmLabel={t`Cancel my registration`}
          cancelLabel={t`Keep my registration`}
          onConfirm={() => {
            setAsking(false);
            onAction('cancel');
          }}
          onCancel={() => setAsking(false)}
        />
      )}
    </>
  );
}
