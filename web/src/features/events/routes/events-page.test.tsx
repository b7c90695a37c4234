import { I18nProvider } from '@lingui/react';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from '../../../lib/router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { InitialDataProvider } from '../../../lib/initial-data';
import { clearQueryMemory } from '../../../lib/query';
import { render, renderIn, screen, testI18n } from '../../../testing/library';
import { eventOf } from '../../event-pages/testing/event-samples';
import EventsPage from './events-page';

beforeEach(() => {
  clearQueryMemory();
  vi.stubGlobal(
    'fetch',
    vi.fn(() => new Promise<Response>(() => undefined)),
  );
});
afterEach(() => vi.unstubAllGlobals());

describe('Events & Workshops (issue 30)', () => {
  it('offers the calendar of the club’s events to subscribe to, and links an event taking registrations here to its page', () => {
    render(
      <InitialDataProvider data={{ '/api/events': [eventOf()] }}>
        <MemoryRouter initialEntries={['/events']}>
          <EventsPage />
        </MemoryRouter>
      </InitialDataProvider>,
    );
    expect(screen.getByRole('link', { name: 'Subscribe to the calendar' })).toHaveAttribute('href', '/events.ics');
    expect(screen.getByRole('link', { name: /^Register/ })).toHaveAttribute('href', '/events/founders-summit');
  });

  it('offers the Malayalam calendar on a Malayalam page', () => {
    renderIn(
      'ml',
      <InitialDataProvider data={{ '/api/events': [eventOf()] }}>
        <MemoryRouter initialEntries={['/ml/events']}>
          <EventsPage />
        </MemoryRouter>
      </InitialDataProvider>,
    );
    expect(screen.getByRole('link', { name: 'കലണ്ടർ സബ്സ്ക്രൈബ് ചെയ്യുക' })).toHaveAttribute('href', '/ml/events.ics');
  });

  // Listed by the API soonest first: the oldest past events came first (issue 38, people met 10).
  const listed = [
    eventOf({ id: 'a', title: 'Kickoff 2020', dateObj: '2020-01-10T04:00:00.000Z' }),
    eventOf({ id: 'b', title: 'Summit 2029', dateObj: '2029-06-10T04:00:00.000Z' }),
    eventOf({ id: 'c', title: 'Retreat 2031', dateObj: '2031-02-10T04:00:00.000Z' }),
    eventOf({ id: 'd', title: 'Fair 2099', dateObj: '2099-03-10T04:00:00.000Z' }),
  ];
  const page = (data: Record<string, unknown>) => (
    <InitialDataProvider data={data}>
      <MemoryRouter initialEntries={['/events']}>
        <EventsPage />
      </MemoryRouter>
    </InitialDataProvider>
  );
  const titlesIn = (root: ParentNode) =>
    [...root.querySelectorAll('h2')].map((heading) => heading.textContent).filter((title) => title !== 'No events found');

  it('lists upcoming events first, the soonest first, then past ones, the latest first, by the visitor’s clock', () => {
    vi.useFakeTimers({ now: new Date('2030-01-01T00:00:00.000Z'), toFake: ['Date'] });
    try {
      render(page({ '/api/events': listed }));
      expect(titlesIn(document)).toEqual(['Retreat 2031', 'Fair 2099', 'Summit 2029', 'Kickoff 2020']);
    } finally {
      vi.useRealTimers();
    }
  });

  it('renders that order on the server, before the page is hydrated, by the instant the server rendered it', () => {
    const html = renderToString(
      <I18nProvider i18n={testI18n}>{page({ '/api/events': listed, renderedAt: '2030-01-01T00:00:00.000Z' })}</I18nProvider>,
    );
    const container = document.createElement('div');
    container.innerHTML = html;
    expect(titlesIn(container)).toEqual(['Retreat 2031', 'Fair 2099', 'Summit 2029', 'Kickoff 2020']);
  });
});
