import type { Event, PublicRegistration } from '@wfc/shared';
import { MemoryRouter } from '../../../lib/router';
import { describe, expect, it } from 'vitest';
import { renderIn, screen } from '../../../testing/library';
import { eventOf, registrationOf } from '../../event-pages/testing/event-samples';
import { EventCard } from './event-card';

function renderCard(event: Event, locale: 'en' | 'ml' = 'en', status: 'upcoming' | 'past' | undefined = undefined) {
  renderIn(
    locale,
    <MemoryRouter>
      <EventCard event={event} status={status} />
    </MemoryRouter>,
  );
}

const here = (registration: Partial<PublicRegistration>) => eventOf({ registration: registrationOf(registration) });

describe('an event’s card (issue 30)', () => {
  it.each<[string, Partial<PublicRegistration>, string]>([
    ['open', {}, 'Register'],
    ['full with a waitlist', { placesLeft: 0 }, 'Join the waitlist'],
    ['full without a waitlist', { open: false, closedBecause: 'full', placesLeft: 0, waitlist: false }, 'Registration closed'],
    ['past its closing time', { open: false, closedBecause: 'closed' }, 'Registration closed'],
    ['started', { open: false, closedBecause: 'started' }, 'Registration closed'],
    ['cancelled', { open: false, closedBecause: 'cancelled', cancelledAt: '2027-02-01T00:00:00.000Z' }, 'Cancelled'],
  ])('links an event taking registrations here to its own page in this tab, when %s: %s', (_, registration, label) => {
    // Before hydration too: what it offers is the data's, not the visitor's clock's.
    renderCard(here(registration));
    // jsdom joins the visible words and the hidden title without the space a browser keeps.
    const link = screen.getByRole('link', { name: new RegExp(`^${label}\\s*— Founders Summit$`) });
    expect(link).toHaveAttribute('href', '/events/founders-summit');
    expect(link).not.toHaveAttribute('target');
  });

  it('keeps the Malayalam page’s language on the way to the event’s page', () => {
    renderCard(here({}), 'ml');
    expect(screen.getByRole('link', { name: /^രജിസ്റ്റർ ചെയ്യുക\s*— Founders Summit$/ })).toHaveAttribute('href', '/ml/events/founders-summit');
  });

  it('keeps an event registering elsewhere as it was: its link in a new tab, once the clock is known', () => {
    const elsewhere = eventOf({ registration: null, link: 'https://example.org/summit' });
    renderCard(elsewhere);
    expect(screen.queryByRole('link')).toBeNull();
    renderCard(elsewhere, 'en', 'upcoming');
    const link = screen.getByRole('link', { name: /^Learn More\s*about Founders Summit \(opens in a new tab\)$/ });
    expect(link).toHaveAttribute('href', 'https://example.org/summit');
    expect(link).toHaveAttribute('target', '_blank');
  });
});
