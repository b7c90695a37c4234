import type { Event } from '@wfc/shared';
import { ContentImage } from '../../../components/ui/content-image';
import { useFieldLang } from '../../../lib/content-lang';
import { EventFacts } from '../../events';
import { CalendarLink } from './calendar-link';

/** What an event's page says of the event (issue 30): its title, when and where, its cover image and its description. */
export function EventDetails({ event }: { event: Event }) {
  const langOf = useFieldLang();
  return (
    <>
      <h1 lang={langOf(event, 'title')} className="text-3xl font-bold break-words text-brand-900 sm:text-4xl">
        {event.title}
      </h1>
      <EventFacts event={event} />
      <CalendarLink slug={event.slug ?? event.id} className="mt-2" />
      <ContentImage
        src={event.coverImage}
        sources={event.imageSources}
        alt={event.imageAlt}
        width={1280}
        height={720}
        // The page's main column: all of a phone's width, about two thirds of a wide screen.
        sizes="(min-width: 1024px) 48rem, 100vw"
        eager
        lang={langOf(event, 'imageAlt')}
        className="mt-6 block aspect-video w-full rounded-2xl bg-gray-100 object-cover"
      />
      <p lang={langOf(event, 'description')} className="mt-6 text-lg whitespace-pre-line text-gray-800">
        {event.description}
      </p>
    </>
  );
}
