import type { Newsletter } from '@wfc/shared';

/** A draft about events, to everyone, changed by `overrides`. */
export function newsletterOf(overrides: Partial<Newsletter> = {}): Newsletter {
  return {
    _id: 'n1',
    slug: 'december-meetup',
    subject: 'December meet-up in Kochi',
    preheader: 'Tea, talks and a workshop',
    body: '## See you there\n\nBring a friend.',
    ml: null,
    topics: ['events'],
    filters: { verticals: [], jobFunctions: [], languages: [] },
    membersOnly: false,
    status: 'draft',
    scheduledAt: null,
    pauseReason: null,
    counts: { total: 0, waiting: 0, sent: 0, failed: 0, unsubscribed: 0, cancelled: 0 },
    audience: 42,
    createdAt: '2026-11-28T09:00:00.000Z',
    updatedAt: '2026-11-29T09:00:00.000Z',
    startedAt: null,
    finishedAt: null,
    sentByName: null,
    ...overrides,
  };
}

/** A newsletter going out: 200 members, 120 sent so far. */
export function sendingNewsletter(overrides: Partial<Newsletter> = {}): Newsletter {
  return newsletterOf({
    status: 'sending',
    audience: null,
    startedAt: '2026-12-01T04:30:00.000Z',
    sentByName: 'Asha Admin',
    counts: { total: 200, waiting: 76, sent: 120, failed: 3, unsubscribed: 1, cancelled: 0 },
    ...overrides,
  });
}

// The newsletters' tests stub the API as every screen's may (testing/stub-api).
export { stubApi as stubNewsletterApi, type Call, type Handler } from '../../../testing/stub-api';
