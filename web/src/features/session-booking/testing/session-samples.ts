import type { BookingOptions, MenteeSession, Slot } from '@wfc/shared';

/** The moment the tests' pages are opened: Wednesday 21 October 2026, 09:00 in London (summer time). */
export const NOW = new Date('2026-10-21T08:00:00.000Z');

/** Anjali, in Kochi, who takes 30- and 60-minute sessions up to 14 days ahead, changed by `overrides`. */
export function bookingOptionsOf(overrides: Partial<BookingOptions> = {}): BookingOptions {
  return {
    profileId: 7,
    name: 'Anjali Menon',
    title: 'Founder, Kochi Bakes',
    timeZone: 'Asia/Kolkata',
    sessionMinutes: [30, 60],
    meetingKind: 'link',
    confirmEach: false,
    daysAhead: 14,
    bookable: true,
    ...overrides,
  };
}

const slot = (start: string, minutes: number): Slot => ({ start, end: new Date(Date.parse(start) + minutes * 60_000).toISOString() });

/**
 * Her free slots as the slots route answers `url`: in the week from 21 October, three of 30 minutes
 * (Thursday 22nd at 10:00 and 10:30 London summer time; Monday 26th at 10:00, winter time) or one of
 * 60 (Friday 23rd at 12:00); none in the next week. `taken` leaves a slot out.
 */
export function slotsFor(url: string, taken: readonly string[] = []): Slot[] {
  const query = new URLSearchParams(url.split('?')[1]);
  const duration = Number(query.get('duration'));
  if (Date.parse(query.get('from')!) >= Date.parse('2026-10-28T00:00:00.000Z')) return [];
  const starts =
    duration === 60 ? ['2026-10-23T11:00:00.000Z'] : ['2026-10-22T09:00:00.000Z', '2026-10-22T09:30:00.000Z', '2026-10-26T10:00:00.000Z'];
  return starts.filter((start) => !taken.includes(start)).map((start) => slot(start, duration));
}

/** Her confirmed 30-minute session with Anjali on Thursday 22 October at 10:00 London time, changed by `overrides`. */
export function menteeSessionOf(overrides: Partial<MenteeSession> = {}): MenteeSession {
  return {
    _id: 'ses-1',
    status: 'confirmed',
    start: '2026-10-22T09:00:00.000Z',
    end: '2026-10-22T09:30:00.000Z',
    durationMinutes: 30,
    topic: 'Pricing my cakes for cafés',
    timeZone: 'Europe/London',
    enabler: { profileId: 7, name: 'Anjali Menon', timeZone: 'Asia/Kolkata', sessionMinutes: [30, 60] },
    meeting: { kind: 'link', value: 'https://meet.example.org/anjali' },
    canChange: true,
    feedback: { open: false },
    ...overrides,
  };
}
