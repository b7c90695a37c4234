import { describe, expect, it } from 'vitest';
import { placeErrors } from './schedule-errors';

/** The server names a schedule's errors by the body's indexes; the form shows each by the period or date it was. */
describe('placeErrors', () => {
  const sent = {
    weekly: ['w1', 'w2'],
    overrides: [
      { key: 'o1', hours: [] },
      { key: 'o2', hours: ['h1', 'h2'] },
    ],
  };

  it('places errors by the period, date or field they name', () => {
    expect(
      placeErrors(
        {
          'weekly.1.start': 'Times must be on the hour or at 15, 30 or 45 minutes past.',
          'weekly.0.end': 'Each period must end after it starts.',
          weekly: 'Her hours on one day must not overlap.',
          'overrides.0.date': 'Please enter a date.',
          'overrides.1.hours': 'Her hours on one day must not overlap.',
          'overrides.1.hours.1.end': 'Each period must end after it starts.',
          'sessionMinutes.0': 'Please choose one of the session lengths she offers.',
          'meeting.value': 'Please say where or how to meet.',
          'meeting.kind': 'Please choose how you meet.',
          daysAhead: 'Bookings may open at most 90 days ahead.',
        },
        sent,
      ),
    ).toEqual({
      'period:w2:start': 'Times must be on the hour or at 15, 30 or 45 minutes past.',
      'period:w1:end': 'Each period must end after it starts.',
      weekly: 'Her hours on one day must not overlap.',
      'override:o1:date': 'Please enter a date.',
      'override:o2:hours': 'Her hours on one day must not overlap.',
      'period:h2:end': 'Each period must end after it starts.',
      sessionMinutes: 'Please choose one of the session lengths she offers.',
      'meeting.value': 'Please say where or how to meet.',
      'meeting.kind': 'Please choose how you meet.',
      daysAhead: 'Bookings may open at most 90 days ahead.',
    });
  });

  it('keeps a message that fits no place, and one about an index not sent, where they are still shown', () => {
    expect(
      placeErrors(
        {
          'weekly.7.end': 'Each period must end after it starts.',
          'overrides.5.date': 'Please enter a date.',
          surprise: 'Something else.',
        },
        sent,
      ),
    ).toEqual({
      weekly: 'Each period must end after it starts.',
      overrides: 'Please enter a date.',
      other: 'Something else.',
    });
  });
});
