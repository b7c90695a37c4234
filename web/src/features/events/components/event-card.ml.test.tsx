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

describe('EventCard with Malayalam content (decision 028)', () => {
  const translated = {
    ...event,
    title: 'പിച്ച് ഡെക്ക് ക്ലിനിക്',
    description: 'നിങ്ങളുടെ ഡെക്കുമായി വരൂ.',
    untranslated: ['location', 'time', 'date', 'imageAlt'],
  } as Event;

  it('marks only the fields the answer left in English as English', () => {
    renderIn('ml', <EventCard event={translated} status="upcoming" />);
    expect(screen.getByRole('heading', { name: 'പിച്ച് ഡെക്ക് ക്ലിനിക്' })).not.toHaveAttribute('lang');
    expect(screen.getByText('നിങ്ങളുടെ ഡെക്കുമായി വരൂ.')).not.toHaveAttribute('lang');
    expect(screen.getByText('Kochi')).toHaveAttribute('lang', 'en');
    expect(screen.getByText('4:00 PM - 7:00 PM IST')).toHaveAttribute('lang', 'en');
  });

  it('marks every text English when the answer names no translation (an English document)', () => {
    renderIn('ml', <EventCard event={event} status="upcoming" />);
    expect(screen.getByRole('heading', { name: 'Pitch Deck Clinic' })).toHaveAttribute('lang', 'en');
    expect(screen.getByText('Bring your deck.')).toHaveAttribute('lang', 'en');
  });

  it('marks nothing on an English page', () => {
    renderIn('en', <EventCard event={event} status="upcoming" />);
    expect(screen.getByRole('heading', { name: 'Pitch Deck Clinic' })).not.toHaveAttribute('lang');
    expect(screen.getByText('Kochi')).not.toHaveAttribute('lang');
  });
});
