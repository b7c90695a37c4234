import { describe, expect, it } from 'vitest';
import { eventOf, registrationOf } from '../testing/event-samples';
import { attendanceOf, eventJsonLd } from './event-json-ld';

const context = { url: 'https://club.example/events/founders-summit', origin: 'https://club.example', clubName: 'Women Founders Club' };

describe('an event as schema.org data', () => {
  it('names its times, place, image, organiser and, for registration here, a free offer with places', () => {
    expect(eventJsonLd(eventOf(), context)).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Event',
      name: 'Founders Summit',
      description: 'A day of talks and workshops.',
      startDate: '2027-03-06T04:00:00.000Z',
      endDate: '2027-03-06T10:00:00.000Z',
      eventStatus: 'https://schema.org/EventScheduled',
      eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
      location: { '@type': 'Place', name: 'Harbour View Convention Centre, Kochi', address: 'Harbour View Convention Centre, Kochi' },
      image: ['https://club.example/images/events/summit.svg'],
      organizer: { '@type': 'Organization', name: 'Women Founders Club', url: 'https://club.example' },
      offers: { '@type': 'Offer', url: context.url, price: 0, priceCurrency: 'INR', availability: 'https://schema.org/InStock' },
    });
  });

  it('ends two hours after it starts when no end is given, and offers no place when full or closed', () => {
    const full = eventJsonLd(eventOf({ endsAt: null, registration: registrationOf({ placesLeft: 0 }) }), context);
    expect(full.endDate).toBe('2027-03-06T06:00:00.000Z');
    expect(full.offers).toMatchObject({ availability: 'https://schema.org/SoldOut' });
    expect(eventJsonLd(eventOf({ registration: registrationOf({ open: false, closedBecause: 'closed' }) }), context).offers).toMatchObject({
      availability: 'https://schema.org/SoldOut',
    });
  });

  it('says a cancelled event is cancelled, and makes no offer for an event registering elsewhere', () => {
    expect(
      eventJsonLd(
        eventOf({ registration: registrationOf({ open: false, closedBecause: 'cancelled', cancelledAt: '2027-01-01T00:00:00.000Z' }) }),
        context,
      ).eventStatus,
    ).toBe('https://schema.org/EventCancelled');
    expect(eventJsonLd(eventOf({ registration: null }), context)).not.toHaveProperty('offers');
  });

  it('is online at its page for an online place (in either language), and both for a place with an online link', () => {
    for (const location of ['Online (Zoom)', 'ഓൺലൈൻ (സൂം)']) {
      const online = eventOf({ location });
      expect(attendanceOf(online)).toBe('Online');
      expect(eventJsonLd(online, context).location).toEqual({ '@type': 'VirtualLocation', url: context.url });
    }
    const mixed = eventJsonLd(eventOf({ registration: registrationOf({ online: true }) }), context);
    expect(mixed.eventAttendanceMode).toBe('https://schema.org/MixedEventAttendanceMode');
    expect(mixed.location).toEqual([expect.objectContaining({ '@type': 'Place' }), { '@type': 'VirtualLocation', url: context.url }]);
  });
});
