import type { User } from '@wfc/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedAccounts } from '../../../test/accounts';
import { createTestApp, createTestDatabase, fixedClock, testEngine, type TestApp, type TestDatabase } from '../../../test/helpers';
import { bookSession, enablerWithSchedule } from '../../../test/session-fixtures';
import { sessionsContextOf } from './session-context';
import { runSessionSchedule } from './session-scheduler';

/**
 * Sessions under concurrency (issue 31), on the engine of the project: on PostgreSQL two apps with
 * their own pools on one database, as two processes are; on SQLite one app taking everything at
 * once. No slot is held twice, no limit is passed, each reminder goes once: by the database's
 * unique indexes and conditional updates, not by a check before a write.
 */

const NOW = '2026-12-01T09:00:00.000Z';
const slot = (day: number, time = '04:30') => `2026-12-${String(day).padStart(2, '0')}T${time}:00.000Z`;

describe('two processes booking one enabler', () => {
  let database: TestDatabase;
  let a: TestApp;
  let b: TestApp;
  const clock = fixedClock(NOW);

  beforeAll(async () => {
    database = await createTestDatabase();
    a = await createTestApp(
      { PUBLIC_URL: 'https://club.example.org', RATE_LIMIT_FORMS_PER_MINUTE: '1000' },
      { clock, background: false },
      database,
    );
    b =
      testEngine === 'postgres'
        ? await createTestApp(
            { PUBLIC_URL: 'https://club.example.org', RATE_LIMIT_FORMS_PER_MINUTE: '1000' },
            { clock, background: false },
            database,
          )
        : a;
    const users: Record<'leela' | 'mira', User> = await seedAccounts(a.app, {
      leela: { name: 'Leela Menon', email: 'leela@example.org', role: 'enabler' },
      mira: { name: 'Mira Das', email: 'mira@example.org', role: 'enabler' },
    });
    await enablerWithSchedule(a.app, users.leela, 1, {
      weekly: [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({ weekday, start: '10:00', end: '18:00' })),
      maxPerWeek: 3,
    });
    await enablerWithSchedule(a.app, users.mira, 2, {
      weekly: [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({ weekday, start: '10:00', end: '18:00' })),
      maxPerWeek: 40,
    });
  });
  afterAll(async () => {
    await a.close();
    if (b !== a) await b.close();
    await database.drop();
  });
  const app = (n: number) => (n % 2 === 0 ? a.app : b.app);
  /** Her links, as the outbox would send them (the stored data masks them), oldest first. */
  const tokensOf = async (email: string) => {
    const rows = await a.app.database.db
      .selectFrom('outbox_messages')
      .select(['id', 'secrets'])
      .where('recipient', '=', email)
      .where('kind', '=', 'session-confirm-address')
      .orderBy('created_at')
      .execute();
    return rows.map((row) => /\/sessions\/booking#([A-Za-z0-9_-]{43})/.exec(a.app.outbox.openSecrets(row.id, row.secrets!) ?? '')![1]!);
  };

  it('gives one slot asked for 20 times at once to one visitor, and 409 to the others', async () => {
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, n) => bookSession(app(n), 2, { start: slot(2), email: `visitor${n}@example.org` })),
    );
    expect(answers.filter((answer) => answer.statusCode === 202)).toHaveLength(1);
    const refused = answers.filter((answer) => answer.statusCode === 409);
    expect(refused).toHaveLength(19);
    expect(new Set(refused.map((answer) => answer.json().code))).toEqual(new Set(['SESSION_SLOT_TAKEN']));
    const rows = await a.app.database.db
      .selectFrom('session_bookings')
      .select('id')
      .where('profile_id', '=', 2)
      .where('starts_at', '=', slot(2))
      .execute();
    expect(rows).toHaveLength(1);
  });

  it('keeps her weekly limit of 3 when 8 visitors confirm 8 different times of one week at once (a hold takes no place of her week)', async () => {
    // Thursday 3 to Sunday 6 December: one week of hers (Monday 30 November to Sunday 6 December).
    const times = [slot(3), slot(3, '07:00'), slot(4), slot(4, '07:00'), slot(5), slot(5, '07:00'), slot(6), slot(6, '07:00')];
    const held = await Promise.all(times.map((start, n) => bookSession(app(n), 1, { start, email: `weekly${n}@example.org` })));
    expect(held.map((answer) => answer.statusCode)).toEqual(times.map(() => 202));
    const tokens = (await Promise.all(times.map((_, n) => tokensOf(`weekly${n}@example.org`)))).map(([token]) => token!);
    const answers = await Promise.all(
      tokens.map((token, n) => app(n).inject({ method: 'POST', url: '/api/sessions/booking/confirm', payload: { token } })),
    );
    expect(answers.filter((answer) => answer.statusCode === 200)).toHaveLength(3);
    expect(answers.filter((answer) => answer.statusCode === 409).map((answer) => answer.json().code)).toEqual(
      Array(5).fill('SESSION_WEEK_FULL'),
    );
    const places = await a.app.database.db
      .selectFrom('session_bookings')
      .select('week_place')
      .where('profile_id', '=', 1)
      .where('week_key', '=', '2026-11-30')
      .where('week_place', 'is not', null)
      .execute();
    expect(places.map((row) => row.week_place).sort()).toEqual([1, 2, 3]);
  });

  it('lets one mentee hold two upcoming sessions when she confirms her holds at once', async () => {
    expect((await bookSession(a.app, 2, { start: slot(8), email: 'eager@example.org' })).statusCode).toBe(202);
    const [first] = await tokensOf('eager@example.org');
    expect((await a.app.inject({ method: 'POST', url: '/api/sessions/booking/confirm', payload: { token: first } })).statusCode).toBe(200);
    // Two more holds (one an enabler, the most an address holds across the club), confirmed at once: one fits.
    expect((await bookSession(a.app, 1, { start: slot(9), email: 'eager@example.org' })).statusCode).toBe(202);
    expect((await bookSession(b.app, 2, { start: slot(10), email: 'eager@example.org' })).statusCode).toBe(202);
    const tokens = (await tokensOf('eager@example.org')).filter((token) => token !== first);
    expect(tokens).toHaveLength(2);
    const answers = await Promise.all(
      tokens.map((token, n) => app(n).inject({ method: 'POST', url: '/api/sessions/booking/confirm', payload: { token } })),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    expect(answers.find((answer) => answer.statusCode === 409)!.json().code).toBe('SESSION_MENTEE_LIMIT');
    const places = await a.app.database.db
      .selectFrom('session_bookings')
      .select('mentee_place')
      .where('email_key', '=', 'eager@example.org')
      .where('mentee_place', 'is not', null)
      .execute();
    expect(places.map((row) => row.mentee_place).sort()).toEqual([1, 2]);
  });

  it('keeps one unconfirmed hold per client at an enabler, two across the club, when one client sends 12 at once', async () => {
    const client = '198.51.100.7';
    const times = Array.from({ length: 12 }, (_, n) => slot(16 + (n % 4), ['04:30', '05:30', '06:30'][Math.floor(n / 4)]));
    const answers = await Promise.all(
      times.map((start, n) => bookSession(app(n), 2, { start, email: `burst${n}@example.org` }, {}, client)),
    );
    // Each answered as any hold is; the newest replaced the ones before.
    expect(answers.every((answer) => answer.statusCode === 202 || answer.json().code === 'SESSION_SLOT_TAKEN')).toBe(true);
    expect(answers.filter((answer) => answer.statusCode === 202).length).toBeGreaterThan(0);
    const live = () =>
      a.app.database.db
        .selectFrom('session_bookings')
        .select(['profile_id', 'hold_client_place'])
        .where('status', '=', 'unconfirmed')
        .where('hold_client_key', 'is not', null)
        .where('starts_at', '>=', slot(16))
        .execute();
    expect(await live()).toHaveLength(1);
    // Two more enablers' worth at once: two holds across the club at most.
    await Promise.all(
      [1, 2, 1, 2].map((profileId, n) =>
        bookSession(app(n), profileId, { start: slot(21, n < 2 ? '04:30' : '06:30'), email: `more${n}@example.org` }, {}, client),
      ),
    );
    const held = await live();
    expect(held).toHaveLength(2);
    expect(new Set(held.map((row) => row.profile_id))).toEqual(new Set([1, 2]));
  });

  it('sends each reminder once although both processes tick at the same moment, twice', async () => {
    const booked = await bookSession(a.app, 2, { start: slot(15), email: 'reminded@example.org' });
    const [token] = await tokensOf('reminded@example.org');
    expect((await a.app.inject({ method: 'POST', url: '/api/sessions/booking/confirm', payload: { token } })).statusCode).toBe(200);
    const reminders = () =>
      a.app.database.db.selectFrom('outbox_messages').select(['recipient', 'data']).where('kind', '=', 'session-reminder').execute();

    clock.set('2026-12-14T05:00:00.000Z'); // a day before
    const ticks = await Promise.all([a, b, a, b].map((each) => runSessionSchedule(sessionsContextOf(each.app), clock())));
    expect(ticks.reduce((sum, tick) => sum + tick.reminders, 0)).toBe(2);
    clock.set('2026-12-15T03:45:00.000Z'); // 45 minutes before
    await Promise.all([a, b, a, b].map((each) => runSessionSchedule(sessionsContextOf(each.app), clock())));
    const all = await reminders();
    expect(all.map((entry) => `${entry.recipient} ${JSON.parse(entry.data!).when}`).sort()).toEqual([
      'mira@example.org day',
      'mira@example.org hour',
      'reminded@example.org day',
      'reminded@example.org hour',
    ]);
    expect(booked.statusCode).toBe(202);
  });
});
