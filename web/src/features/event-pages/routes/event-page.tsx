import { Trans } from '@lingui/react/macro';
import { useEffect } from 'react';
import { eventMeta } from '../../../app/page-meta';
import { Banner } from '../../../components/ui/banner';
import { Link, useParams } from '../../../lib/router';
import { useEvents } from '../../events';
import { NotFoundPage } from '../../not-found';
import { ShareOnWhatsApp } from '../../whatsapp';
import { useLiveEvent } from '../api/get-live-event';
import { EventDetails } from '../components/event-details';
import { RegistrationSection } from '../components/registration-section';

/**
 * An event's own page (issue 30), /events/<slug>: rendered by the server from the events list, then,
 * in the browser, the event as the server knows it now (its places left). An event the server no
 * longer shows is the not-found page.
 */
export default function EventPage() {
  const { slug = '' } = useParams();
  const { data: events, error } = useEvents();
  const live = useLiveEvent(slug);
  const rendered = events?.find((event) => event.slug === slug || event.id === slug);
  const event = live.event ?? rendered;
  const title = event && eventMeta(event).title;

  useEffect(() => {
    if (title) document.title = title;
  }, [title]);

  if (live.error?.status === 404) return <NotFoundPage />;
  return (
    <div className="mx-auto max-w-6xl px-4 py-10 sm:px-6 sm:py-14">
      <Link
        to="/events"
        className="inline-flex min-h-11 items-center font-medium text-brand-800 underline underline-offset-4 hover:text-brand-900"
      >
        <Trans>All events</Trans>
      </Link>
      {!event && error && live.error && (
        <Banner tone="error" className="mt-8">
          <Trans>This event could not be loaded. Please try again later.</Trans>
        </Banner>
      )}
      {!event && !(error && live.error) && (
        <p role="status" className="mt-8 text-gray-700">
          <Trans>Loading the event…</Trans>
        </p>
      )}
      {event && (
        <div className="mt-6 grid gap-8 lg:grid-cols-[minmax(0,1fr)_24rem] lg:items-start lg:gap-10">
          <article>
            <EventDetails event={event} />
            <ShareOnWhatsApp title={event.title} path={`/events/${event.slug}`} className="mt-6" />
          </article>
          <RegistrationSection event={event} live={live.event !== undefined} onRegistered={live.reload} />
        </div>
      )}
    </div>
  );
}
