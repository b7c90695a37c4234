import type {
  EventsReport,
  HelpReport,
  InquiriesReport,
  MembersReport,
  NewslettersReport,
  SessionsReport,
  VisitsReport,
} from '@wfc/shared';

/** Stubbed answers of the reports' routes for 1 to 3 December 2026, small enough to check by hand. */
const period = { from: '2026-12-01', to: '2026-12-03' };
const dates = ['2026-12-01', '2026-12-02', '2026-12-03'];
const duration = (count: number, medianHours: number | null, p90Hours: number | null) => ({ count, medianHours, p90Hours });

export const helpAnswer: HelpReport = {
  period,
  requestsIn: { total: 5, days: dates.map((date, index) => ({ date, count: [2, 0, 3][index]! })) },
  firstResponse: duration(4, 2.5, 10),
  awaitingResponse: 1,
  resolution: duration(2, 26, 48.5),
  unresolved: 3,
  pastDeadline: { open: 1, completedLate: 1 },
  byEnabler: [
    {
      enabler: { _id: 'u1', name: 'Ana Rao' },
      assigned: 3,
      completed: 2,
      firstResponse: duration(3, 2, 4),
      awaitingResponse: 0,
      resolution: duration(2, 26, 48.5),
      pastDeadline: 1,
      rating: { average: 4.5, count: 2 },
    },
  ],
  ratings: {
    average: 4.5,
    count: 2,
    distribution: ([1, 2, 3, 4, 5] as const).map((rating) => ({ rating, count: rating >= 4 ? 1 : 0 })),
  },
};

export const membersAnswer: MembersReport = {
  period,
  totals: { joined: 4, confirmed: 3, left: 1 },
  days: dates.map((date, index) => ({ date, joined: [1, 2, 1][index]!, confirmed: [1, 1, 1][index]!, left: [0, 0, 1][index]! })),
  byVertical: [
    { value: 'tech', joined: 3, members: 10 },
    { value: 'health', joined: 1, members: 4 },
  ],
  byInterest: [{ value: 'mentor', joined: 2, members: 7 }],
  emailReach: { members: 14, allowed: 11, failing: 1, notAllowed: 2 },
};

export const newslettersAnswer: NewslettersReport = {
  period,
  totals: { newsletters: 1, recipients: 12, sent: 11, failed: 1, unsubscribed: 2 },
  newsletters: [
    {
      _id: 'n1',
      subject: 'December at the club',
      startedAt: '2026-12-02T04:30:00.000Z',
      finishedAt: '2026-12-02T04:31:00.000Z',
      recipients: 12,
      sent: 11,
      failed: 1,
      unsubscribed: 2,
    },
  ],
};

export const eventsAnswer: EventsReport = {
  period,
  totals: { events: 1, registered: 9, confirmed: 6, waitlisted: 2, checkedIn: 5, noShows: 1 },
  events: [
    {
      _id: 'e1',
      title: 'Founders’ breakfast',
      startsAt: '2026-12-03T03:30:00.000Z',
      registered: 9,
      confirmed: 6,
      waitlisted: 2,
      checkedIn: 5,
      noShows: 1,
    },
  ],
};

const sessionFigures = {
  booked: 4,
  held: 2,
  minutes: 90,
  noShows: { mentee: 1, enabler: 0 },
  cancelled: 1,
  rating: { average: 5, count: 1 },
};

export const sessionsAnswer: SessionsReport = {
  period,
  totals: sessionFigures,
  byEnabler: [{ enabler: { profileId: 2, name: 'Meera Pillai' }, ...sessionFigures }],
};

const inquiryFigures = { sent: 3, accepted: 1, declined: 1, answer: duration(2, 5, 20), unanswered: 1 };

export const inquiriesAnswer: InquiriesReport = {
  period,
  totals: inquiryFigures,
  days: dates.map((date, index) => ({ date, count: [1, 1, 1][index]! })),
  byEnabler: [{ enabler: { profileId: 2, name: 'Meera Pillai' }, ...inquiryFigures }],
};

export const visitsAnswer: VisitsReport = {
  from: period.from,
  to: period.to,
  days: dates.map((date, index) => ({ date, pageViews: [120, 80, 1000][index]!, visitors: [40, 30, 250][index]! })),
  pages: [
    { path: '/', pageViews: 700 },
    { path: '/events', pageViews: 500 },
  ],
  referrers: [{ host: 'www.linkedin.com', pageViews: 90 }],
  languages: [
    { locale: 'en', pageViews: 1000 },
    { locale: 'ml', pageViews: 200 },
  ],
  devices: [
    { device: 'mobile', pageViews: 900 },
    { device: 'desktop', pageViews: 300 },
  ],
};
