import { Select, Trans, useLingui } from '@lingui/react/macro';
import type { Event, PublicRegistration } from '@wfc/shared';
import { useState } from 'react';
import { Banner } from '../../../components/ui/banner';
import { buttonClasses } from '../../../components/ui/button';
import { ExternalLinkLabel, newTabLinkProps } from '../../../components/ui/external-link-label';
import { countOf } from '../../../lib/count';
import { usePageFormResult } from '../../../lib/page-form';
import { eventMoment, registrationStateOf } from '../../events';
import { closedTexts } from '../lib/registration-texts';
import { EventRegisterForm } from './event-register-form';

/**
 * An event's registration (issue 30): for registration here, how it works (approval, waitlist, when
 * it closes, an online link), the places left as the server counts them now (`live`: the rendered
 * page's count may be old, so none is shown before), and the form, or why it takes no one now; for
 * an event registering elsewhere, the link to the organiser's page.
 */
export function RegistrationSection({ event, live, onRegistered }: { event: Event; live: boolean; onRegistered: () => void }) {
  return (
    <section
      id="register"
      aria-labelledby="register-heading"
      className="scroll-mt-24 rounded-2xl border border-gray-200 bg-white p-5 shadow-sm sm:p-6"
    >
      <h2 id="register-heading" className="text-2xl font-semibold text-gray-900">
        <Trans>Registration</Trans>
      </h2>
      {event.registration ? (
        <RegistrationHere event={event} registration={event.registration} live={live} onRegistered={onRegistered} />
      ) : (
        <RegistrationElsewhere event={event} />
      )}
    </section>
  );
}

function RegistrationElsewhere({ event }: { event: Event }) {
  const { t } = useLingui();
  const title = event.title;
  return (
    <>
      <p className="mt-3 text-gray-700">
        <Trans>Guests register on the organiser’s page.</Trans>
      </p>
      <a href={event.link} {...newTabLinkProps} className={buttonClasses('primary', 'mt-4')}>
        <ExternalLinkLabel text={t`Learn More`} context={t` about ${title}`} />
      </a>
    </>
  );
}

function RegistrationHere({
  event,
  registration,
  live,
  onRegistered,
}: {
  event: Event;
  registration: PublicRegistration;
  live: boolean;
  onRegistered: () => void;
}) {
  const { i18n } = useLingui();
  const state = registrationStateOf(registration);
  const takes = state === 'register' || state === 'waitlist';
  // Once she has registered, the form keeps showing her result, even when her place was the last one.
  const sent = usePageFormResult('event-registration');
  const [registered, setRegistered] = useState(sent?.status === 'success');
  const closes = registration.closesAt ? eventMoment(registration.closesAt, i18n) : '';
  const places = registration.placesLeft;
  const { form, text: placeCount } = countOf(places ?? 0, i18n.locale);
  return (
    <>
      <ul className="mt-3 list-disc space-y-2 ps-5 text-gray-700">
        {registration.approval && (
          <li>
            <Trans>The organisers approve each registration: we will write to you when they have.</Trans>
          </li>
        )}
        {registration.waitlist && registration.capacity !== null && (
          <li>
            <Trans>When every place is taken, you can join the waitlist: a place that frees up goes to the first in line.</Trans>
          </li>
        )}
        {takes && closes && (
          <li>
            <Trans>Registration closes on {closes}.</Trans>
          </li>
        )}
        {registration.online && (
          <li>
            <Trans>Confirmed guests get the link to join online.</Trans>
          </li>
        )}
      </ul>
      {/* Counted when the page was rendered, which may be long ago: the count is the server's answer of now. */}
      <p aria-live="polite" className="mt-4 font-semibold text-brand-900 empty:hidden">
        {live && takes && places !== null && places > 0 && (
          <Select value={form} _one={`${placeCount} place left`} other={`${placeCount} places left`} />
        )}
        {live && state === 'waitlist' && <Trans>Every place is taken: you can join the waitlist.</Trans>}
      </p>
      <div className="mt-5">
        {takes || registered ? (
          <EventRegisterForm
            eventId={event.id}
            slug={event.slug ?? event.id}
            registration={registration}
            waitlist={state === 'waitlist'}
            onRegistered={() => {
              setRegistered(true);
              onRegistered();
            }}
          />
        ) : (
          <Banner tone="info">{i18n._(closedTexts[registration.closedBecause ?? (state === 'cancelled' ? 'cancelled' : 'closed')])}</Banner>
        )}
      </div>
    </>
  );
}
