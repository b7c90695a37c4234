import type { User } from '@wfc/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedAccounts } from '../../../test/accounts';
import { createTestApp, fixedClock, type TestApp } from '../../../test/helpers';
import { bookSession, enablerWithSchedule, slotStarts } from '../../../test/session-fixtures';

/**
 * Holds nobody confirmed (issue 38, finding 1): the audit's 12 holds from one client with
 * throwaway addresses left an enabler with no free slot and off the bookable list. One client and
 * one address hold at most one unconfirmed time at an enabler (the newest replaces the one
 * before), her week's place is taken at confirmation, and the confirmation e-mail to a typed
 * address goes at most 3 times a day (finding 3).
 */

const NOW = '2026-12-01T09:00:00.000Z'; // a Tuesday
const FROM = '2026-12-01T00:00:00.000Z';
const TO = '2026-12-08T00:00:00.000Z';

describe('unconfirmed holds', () => {
  let t: TestApp;
  const clock = fixedClock(NOW);
  const outbox = (kind: string) => t.app.database.db.selectFrom('outbox_messages').select('recipient').where('kind', '=', kind).execute();
  const live = (profileId: number) =>
    t.app.database.db
      .selectFrom('session_bookings')
      .select(['id', 'mentee_email'])
      .where('profile_id', '=', profileId)
      .where('status', '=', 'unconfirmed')
      .execute();

  beforeAll(async () => {
    t = await createTestApp({ PUBLIC_URL: 'https://club.example.org', RATE_LIMIT_FORMS_PER_MINUTE: '1000' }, { clock, background: false });
    const users: Record<'leela' | 'mira', User> = await seedAccounts(t.app, {
      leela: { name: 'Leela Menon', email: 'leela@example.org', role: 'enabler' },
      mira: { name: 'Mira Das', email: 'mira@example.org', role: 'enabler' },
    });
    // 12 slots in her window (Wednesday to Friday, 10:00 to 12:00 in Kerala), no buffer, 10 a week.
    await enablerWithSchedule(t.app, users.leela, 1, { daysAhead: 3, bufferMinutes: 0, maxPerWeek: 10 });
    await enablerWithSchedule(t.app, users.mira, 2, { daysAhead: 3, bufferMinutes: 0 });
  });
  afterAll(async () => {
    await t.close();
  });

  it('leaves her calendar open after 12 holds from one client with throwaway addresses', async () => {
    const free = await slotStarts(t.app, 1, FROM, TO);
    expect(free).toHaveLength(12);
    const answers = [];
    for (const [n, start] of free.entries())
      answers.push(await bookSession(t.app, 1, { start, email: `throwaway${n}@example.net` }, {}, '203.0.113.9'));
    // Each is answered as any hold is.
    expect(answers.map((answer) => answer.statusCode)).toEqual(free.map(() => 202));
    expect(await live(1)).toEqual([expect.objectContaining({ mentee_email: 'throwaway11@example.net' })]);
    expect(await slotStarts(t.app, 1, FROM, TO)).toHaveLength(11);
    expect((await t.app.inject({ url: '/api/enablers/bookable' })).json().profileIds).toContain(1);
    // No place of her week is taken by a hold.
    const places = await t.app.database.db
      .selectFrom('session_bookings')
      .select('week_place')
      .where('profile_id', '=', 1)
      .where('week_place', 'is not', null)
      .execute();
    expect(places).toEqual([]);
  });

  it('keeps one hold per address at an enabler, from any client, answered the same and mailed at most 3 times a day', async () => {
    const [first, second] = await slotStarts(t.app, 2, FROM, TO);
    const before = (await outbox('session-confirm-address')).filter((row) => row.recipient === 'asha@example.org').length;
    const answers = [];
    for (let n = 0; n < 12; n++)
      answers.push(
        await bookSession(t.app, 2, { start: n % 2 === 0 ? first! : second!, email: 'asha@example.org' }, {}, `198.51.100.${n + 1}`),
      );
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(12).fill(202));
    const bodies = answers.map((answer) => {
      const { _id, ...rest } = answer.json() as { _id: string };
      return _id.length > 0 ? rest : undefined;
    });
    expect(new Set(bodies.map((body) => JSON.stringify(body))).size).toBe(1);
    expect(await live(2)).toHaveLength(1);
    const sent = (await outbox('session-confirm-address')).filter((row) => row.recipient === 'asha@example.org').length;
    expect(sent - before).toBe(3);
  });

  it('lets one client hold two times across the club at most, the newest kept', async () => {
    const client = '192.0.2.77';
    const [atLeela] = await slotStarts(t.app, 1, '2026-12-03T00:00:00.000Z', TO);
    const [, atMira] = await slotStarts(t.app, 2, '2026-12-03T00:00:00.000Z', TO);
    const one = await bookSession(t.app, 1, { start: atLeela!, email: 'one@example.net' }, {}, client);
    const two = await bookSession(t.app, 2, { start: atMira!, email: 'two@example.net' }, {}, client);
    const three = await bookSession(t.app, 2, { start: '2026-12-04T05:00:00.000Z', email: 'three@example.net' }, {}, client);
    expect([one, two, three].map((answer) => answer.statusCode)).toEqual([202, 202, 202]);
    const statuses = await t.app.database.db
      .selectFrom('session_bookings')
      .select(['id', 'status'])
      .where(
        'id',
        'in',
        [one, two, three].map((answer) => answer.json()._id as string),
      )
      .execute();
    const statusOf = (answer: typeof one) => statuses.find((row) => row.id === answer.json()._id)!.status;
    // Two at Mira's from one client: the newer replaced the older; Leela's stays (two across the club).
    expect([statusOf(one), statusOf(two), statusOf(three)]).toEqual(['unconfirmed', 'expired', 'unconfirmed']);
  });
});
