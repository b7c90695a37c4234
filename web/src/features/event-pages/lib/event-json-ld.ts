import type { Event } from '@wfc/shared';

const SCHEMA = 'https://schema.org/';
// "Online (Zoom)", and its Malayalam on a Malayalam page.
const ONLINE_PLACE = /^\s*(online|ഓൺലൈൻ)/i;
const TWO_HOURS = 2 * 3_600_000;

/** Where the page is and who runs the event: the address people open the site at, and the club. */
interface EventPageContext {
  /** The page's own address, absolute. */
  url: string;
  origin: string;
  clubName: string;
}

/** Whether the event happens online, at a place, or both (a place, and a link for those who join online). */
export function attendanceOf(event: Event): 'Online' | 'Offline' | 'Mixed' {
  if (ONLINE_PLACE.test(event.location)) return 'Online';
  return event.registration?.online ? 'Mixed' : 'Offline';
}

/**
 * The event as schema.org `Event` data for search engines (issue 30): its times, whether it is on or
 * cancelled, where (a place with its address, or the page itself as the online place), its image,
 * the club as organiser, and, for registration here, the offer with whether a place is free. The
 * caller escapes it for a script element.
 */
export function eventJsonLd(event: Event, context: EventPageContext): Record<string, unknown> {
  const attendance = attendanceOf(event);
  const place = { '@type': 'Place', name: event.location, address: event.location };
  const online = { '@type': 'VirtualLocation', url: context.url };
  const location = attendance === 'Online' ? online : attendance === 'Mixed' ? [place, online] : place;
  const registration = event.registration;
  const cancelled = registration?.cancelledAt != null;
  const free = registration?.open === true && registration.placesLeft !== 0;
  return {
    '@context': 'https://schema.org',
    '@type': 'Event',
    name: event.title,
    description: event.description,
    startDate: event.dateObj,
    endDate: event.endsAt ?? new Date(Date.parse(event.dateObj) + TWO_HOURS).toISOString(),
    eventStatus: `${SCHEMA}${cancelled ? 'EventCancelled' : 'EventScheduled'}`,
    eventAttendanceMode: `${SCHEMA}${attendance}EventAttendanceMode`,
    location,
    image: [event.coverImage.startsWith('/') ? context.origin + event.coverImage : event.coverImage],
    organizer: { '@type': 'Organization', name: context.clubName, url: context.origin },
    // Registration here costs nothing; elsewhere the organiser's page says what it offers.
    ...(registration
      ? {
          offers: {
            '@type': 'Offer',
            url: context.url,
            price: 0,
            priceCurrency: 'INR',
            availability: `${SCHEMA}${free ? 'InStock' : 'SoldOut'}`,
          },
        }
      : {}),
  };
}
