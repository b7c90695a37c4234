import type { SessionSummary, StaffSession, StoredSchedule } from '@wfc/shared';

/** The defaults before her first save (Mondays 09:00–12:00, 30 minutes, a link), changed by `overrides`. */
export function scheduleOf(overrides: Partial<StoredSchedule> = {}): StoredSchedule {
  return {
    timeZone: 'Asia/Kolkata',
    weekly: [{ weekday: 1, start: '09:00', end: '12:00' }],
    overrides: [],
    sessionMinutes: [30],
    bufferMinutes: 0,
    minimumNoticeMinutes: 1440,
    daysAhead: 30,
    maxPerWeek: 5,
    meeting: { kind: 'link', value: 'https://meet.example.com/meera' },
    confirmEach: false,
    showStats: false,
    saved: false,
    profileId: 2,
    awayUntil: null,
    ...overrides,
  };
}

/** Asha's confirmed session of 30 minutes with Meera on 3 December 2026 at 10:00 in Kochi, changed by `overrides`. */
export function sessionOf(overrides: Partial<StaffSession> = {}): StaffSession {
  return {
    _id: 's1',
    status: 'confirmed',
    start: '2026-12-03T04:30:00.000Z',
    end: '2026-12-03T05:00:00.000Z',
    durationMinutes: 30,
    topic: 'Pricing my first product',
    menteeName: 'Asha Varghese',
    menteeEmail: 'asha@example.com',
    menteeTimeZone: 'Asia/Kolkata',
    enabler: { profileId: 2, name: 'Meera Pillai' },
    ...overrides,
  };
}

/** Two enablers' numbers and one mentee who missed two sessions. */
export function summaryOf(overrides: Partial<SessionSummary> = {}): SessionSummary {
  return {
    enablers: [
      {
        profileId: 2,
        name: 'Meera Pillai',
        upcoming: 3,
        sessions: 12,
        minutes: 480,
        ratings: 9,
        ratingAverage: 4.56,
        menteeNoShows: 2,
        enablerNoShows: 0,
      },
      {
        profileId: 5,
        name: 'Lakshmi Nair',
        upcoming: 0,
        sessions: 0,
        minutes: 0,
        ratings: 0,
        ratingAverage: null,
        menteeNoShows: 0,
        enablerNoShows: 1,
      },
    ],
    repeatedNoShows: [{ name: 'Devi Menon', email: 'devi@example.com', count: 2, last: '2026-11-20T05:30:00.000Z' }],
    ...overrides,
  };
}
