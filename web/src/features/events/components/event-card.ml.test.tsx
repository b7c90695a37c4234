import type { Event } from '@wfc/shared';
import { describe, expect, it } from 'vitest';
import { renderIn, screen } from '../../../testing/library';
import { EventCard } from './event-card';

const event = {
  id: 'e1',
  title: 'Pitch Deck Clinic',
  category: 'workshop',
  date: 'Saturday, 14 March 2026',
  dateObj: '2026-03-14T10:30:00.000Z',
  time: '4:00 PM - 7:00 PM IST',
  location: 'Kochi',
  description: 'Bring your deck.',
  coverImage: '/images/events/x.svg',
  imageAlt: '',
  link: 'https://example.org/event',
} as unknown as Event;

describe('EventCard in Malayalam', () => {
  it('writes its badges, date and link in Malayalam', () => {
    renderIn('ml', <EventCard event={event} status="upcoming" />);
    expect(screen.getByText('ശിൽപശാല')).toBeInTheDocument();
    expect(screen.getByText('വരാനിരിക്കുന്നവ')).toBeInTheDocument();
    const date = screen.getByText((_, element) => element?.tagName === 'TIME');
    expect(date).toHaveAttribute('dateTime', '2026-03-14T10:30:00.000Z');
    expect(date.textContent).toContain('മാർച്ച്');
    expect(date.textContent).not.toContain('March');
    expect(screen.getByRole('link', { name: /^കൂടുതൽ അറിയുക\s*— Pitch Deck Clinic/ })).toHaveAttribute('href', 'https://example.org/event');
  });

  it("keeps the content's English date on an English page", () => {
    renderIn('en', <EventCard event={event} status="past" />);
    expect(screen.getByText('Saturday, 14 March 2026')).toBeInTheDocument();
  });
});
