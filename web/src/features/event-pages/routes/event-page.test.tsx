import type { Event } from '@wfc/shared';
import { MemoryRouter, Route, Switch } from '../../../lib/router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { InitialDataProvider } from '../../../lib/initial-data';
import { clearQueryMemory } from '../../../lib/query';
import { renderIn, screen, within } from '../../../testing/library';
import { failure, json } from '../../../testing/responses';
import { eventOf, registrationOf } from '../testing/event-samples';
import EventPage from './event-page';

/** The event's page as the server renders it (the events list embedded); `live` is GET /api/events/<slug>'s answer, or never. */
function renderEventPage(rendered: Event, live?: Response, locale: 'en' | 'ml' = 'en') {
  vi.stubGlobal(
    'fetch',
    vi.fn((url: string) =>
      url === `/api/events/${rendered.slug}` && live ? Promise.resolve(live) : new Promise<Response>(() => undefined),
    ),
  );
  const prefix = locale === 'ml' ? '/ml' : '';
  renderIn(
    locale,
    <InitialDataProvider data={{ '/api/events': [eventOf({ id: 'other', slug: 'other', title: 'Another event' }), rendered] }}>
      <MemoryRouter initialEntries={[`${prefix}/events/${rendered.slug}`]}>
        <Switch>
          <Route path="/events/:slug">
            <EventPage />
          </Route>
          <Route path="/ml/events/:slug">
            <EventPage />
          </Route>
        </Switch>
      </MemoryRouter>
    </InitialDataProvider>,
  );
}

const section = () => screen.getByRole('region', { name: 'Registration' });

beforeEach(() => clearQueryMemory());
afterEach(() => vi.unstubAllGlobals());

describe('an event’s page', () => {
  it('shows the event from the rendered data, with no count of places until the server says it now', async () => {
    renderEventPage(eventOf(), json(eventOf({ registration: registrationOf({ placesLeft: 7 }) })));
    expect(screen.getByRole('heading', { level: 1, name: 'Founders Summit' })).toBeInTheDocument();
    expect(screen.getByText('Saturday, 6 March 2027')).toHaveAttribute('datetime', '2027-03-06T04:00:00.000Z');
    expect(screen.getByText('Harbour View Convention Centre, Kochi')).toBeInTheDocument();
    expect(screen.getByText('A day of talks and workshops.')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'A hall full of founders' })).toHaveAttribute('src', '/images/events/summit.svg');
    expect(screen.getByRole('link', { name: 'Add to calendar' })).toHaveAttribute('href', '/events/founders-summit/calendar.ics');
    expect(within(section()).queryByText(/places? left/)).toBeNull();
    expect(await within(section()).findByText('7 places left')).toBeInTheDocument();
    expect(within(section()).getByRole('button', { name: 'Register' })).toBeInTheDocument();
    expect(document.title).toBe('Founders Summit | Women Founders Club');
  });

  it('says how approval and the waitlist work, and offers the waitlist once every place is taken', async () => {
    renderEventPage(
      eventOf({ registration: registrationOf({ approval: true }) }),
      json(eventOf({ registration: registrationOf({ approval: true, placesLeft: 0 }) })),
    );
    expect(within(section()).getByText(/The organisers approve each registration/)).toBeInTheDocument();
    expect(within(section()).getByText(/you can join the waitlist: a place that frees up goes to the first in line/)).toBeInTheDocument();
    expect(await within(section()).findByText('Every place is taken: you can join the waitlist.')).toBeInTheDocument();
    expect(within(section()).getByRole('button', { name: 'Join the waitlist' })).toBeInTheDocument();
  });

  it.each([
    ['full', 'Sorry, this event is full.'],
    ['closed', 'Registration for this event is closed.'],
    ['started', 'This event has already started, so registration is closed.'],
    ['cancelled', 'This event was cancelled.'],
  ] as const)('shows why it takes no one when %s, instead of the form', (closedBecause, words) => {
    renderEventPage(eventOf({ registration: registrationOf({ open: false, closedBecause, placesLeft: 0 }) }));
    expect(within(section()).getByRole('status')).toHaveTextContent(words);
    expect(within(section()).queryByRole('button')).toBeNull();
    expect(within(section()).queryByRole('textbox')).toBeNull();
  });

  it('closes the form when the server says now that registration closed', async () => {
    renderEventPage(eventOf(), json(eventOf({ registration: registrationOf({ open: false, closedBecause: 'closed' }) })));
    expect(within(section()).getByRole('button', { name: 'Register' })).toBeInTheDocument();
    expect(await within(section()).findByText('Registration for this event is closed.')).toBeInTheDocument();
    expect(within(section()).queryByRole('button')).toBeNull();
  });

  it('links an event registering elsewhere to the organiser’s page in a new tab', () => {
    renderEventPage(eventOf({ registration: null, link: 'https://example.org/summit' }));
    const link = within(section()).getByRole('link', { name: /^Learn More/ });
    expect(link).toHaveAttribute('href', 'https://example.org/summit');
    expect(link).toHaveAttribute('target', '_blank');
    expect(within(section()).queryByRole('button')).toBeNull();
  });

  it('is the not-found page once the server says the event is gone', async () => {
    renderEventPage(eventOf(), failure(404, 'We could not find that event.', 'NOT_FOUND'));
    expect(await screen.findByRole('heading', { level: 1, name: "We couldn't find that page" })).toBeInTheDocument();
  });

  it('in Malayalam says the places and the way back in Malayalam', async () => {
    renderEventPage(eventOf(), json(eventOf({ registration: registrationOf({ placesLeft: 1 }) })), 'ml');
    expect(screen.getByRole('link', { name: 'എല്ലാ പരിപാടികളും' })).toHaveAttribute('href', '/ml/events');
    expect(await screen.findByText('1 സീറ്റ് ബാക്കിയുണ്ട്')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'രജിസ്ട്രേഷൻ' })).toBeInTheDocument();
  });
});
