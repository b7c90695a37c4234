import type { Guest, GuestCounts, GuestListEvent, ReachCounts } from '@wfc/shared';

/** The counts of an event with 12 going (3 of them checked in), 2 pending, 1 on the waitlist and 1 cancelled, all of whom opened their links, changed by `overrides`. */
export function countsOf(overrides: Partial<GuestCounts> = {}): GuestCounts {
  return { going: 12, pending: 2, waitlist: 1, cancelled: 1, checkedIn: 3, neverOpened: 0, ...overrides };
}

/** The December meet-up in Kochi: 40 places, approval and a waitlist, changed by `overrides`. */
export function eventOf(overrides: Partial<GuestListEvent> = {}): GuestListEvent {
  return {
    id: 'e1',
    slug: 'december-meetup',
    title: 'December meet-up in Kochi',
    startsAt: '2026-12-12T10:30:00.000Z',
    capacity: 40,
    approval: true,
    waitlist: true,
    cancelledAt: null,
    counts: countsOf(),
    ...overrides,
  };
}

/** Asha, confirmed (her link opened) and not checked in yet, with one answer, changed by `overrides`. */
export function guestOf(overrides: Partial<Guest> = {}): Guest {
  return {
    id: 'g1',
    name: 'Asha Varghese',
    email: 'asha@example.com',
    status: 'confirmed',
    position: null,
    offerExpiresAt: null,
    checkedInAt: null,
    registeredAt: '2026-11-20T09:00:00.000Z',
    linkOpenedAt: '2026-11-20T09:05:00.000Z',
    answers: [{ question: 'What do you do?', answer: 'Founder' }],
    ...overrides,
  };
}

/** A guest list's reach before its messages went anywhere (issue 44). */
export const noReach: ReachCounts = { email: 0, whatsapp: 0 };
