import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { InitialDataProvider } from '../../../lib/initial-data';
import { clearApiMemory } from '../../../lib/use-api';
import { render, renderIn, screen } from '../../../testing/library';
import { eventOf } from '../../event-pages/testing/event-samples';
import EventsPage from './events-page';

beforeEach(() => {
  clearApiMemory();
  vi.stubGlobal('fetch', vi.fn(() => new Promise<Response>(() => undefined)));
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
});
