import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, seedAccounts, tokenFor } from '../../../test/accounts';
import { createEvent, eventBody, registerGuest } from '../../../test/event-fixtures';
import { createTestApp, createTestDatabase, fixedClock, testEngine, type TestApp, type TestDatabase } from '../../../test/helpers';
import { runEventSchedule } from './event-scheduler';
import { eventsContextOf } from './event-context';

/**
 * Capacity and reminders under concurrency (issue 30), on the engine of the project. On PostgreSQL,
 * two apps, each with its own pool of connections, on one database, as two processes are; on SQLite,
 * whose file one process serves (decision 004), one app taking everything at once.
 */

describe('two processes on one database', () => {
  let database: TestDatabase;
  let a: TestApp;
  let b: TestApp;
  let admin: Record<string, string>;
  const clock = fixedClock('2026-12-01T09:00:00.000Z');

  beforeAll(async () => {
    database = await createTestDatabase();
    a = await createTestApp({ PUBLIC_URL: 'https://club.example.org' }, { clock, background: false }, database);
    b =
      testEngine === 'postgres'
        ? await createTestApp({ PUBLIC_URL: 'https://club.example.org' }, { clock, background: false }, database)
        : a;
    const users = await seedAccounts(a.app, { admin: { name: 'Ada Admin', email: 'ada@example.org', role: 'admin' } });
    admin = bearer(await tokenFor(a.app, users.admin));
  });
  afterAll(async () => {
    await a.close();
    if (b !== a) await b.close();
    await database.drop();
  });

  const fifty = (eventId: string) =>
    Promise.all(
      Array.from({ length: 50 }, (_, n) =>
        registerGuest(n % 2 === 0 ? a.app : b.app, eventId, { name: `Guest ${n}`, email: `guest${n}@example.org` }),
      ),
    );

  it('50 registrations at once for 10 places: 10 confirmed and 40 waitlisted, in distinct places in line', async () => {
    const event = await createEvent(a.app, admin, eventBody({ capacity: 10, waitlist: true }, { title: 'Ten Seats' }));
    const answers = (await fifty(event.id)).map((response) => ({ code: response.statusCode, body: response.json() }));
    expect(answers.every((answer) => answer.code === 201)).toBe(true);
    expect(answers.filter((answer) => answer.body.status === 'confirmed')).toHaveLength(10);
    const positions = answers.filter((answer) => answer.body.status === 'waitlisted').map((answer) => answer.body.position as number);
    expect(positions.sort((x, y) => x - y)).toEqual(Array.from({ length: 40 }, (_, n) => n + 1));
    const rows = await a.app.database.db
      .selectFrom('event_registrations')
      .select(['status', 'seat'])
      .where('event_id', '=', event.id)
      .execute();
    expect(
      rows
        .filter((row) => row.status === 'confirmed')
        .map((row) => row.seat)
        .sort((x, y) => x! - y!),
    ).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    // What each guest was told is what is stored: her status, and her own place in line.
    expect(rows.filter((row) => row.status === 'waitlisted')).toHaveLength(40);
    const told = new Map(answers.map((answer, n) => [`guest${n}@example.org`, answer.body.position as number | undefined]));
    const line = (await a.app.inject({ url: `/api/admin/guest-lists/${event.id}?state=waitlist`, headers: admin })).json().guests as {
      email: string;
      position: number;
    }[];
    expect(line.map((guest) => [guest.email, guest.position])).toEqual(line.map((guest) => [guest.email, told.get(guest.email)]));
    expect(line.map((guest) => guest.position)).toEqual(Array.from({ length: 40 }, (_, n) => n + 1));
  });

  it('without a waitlist: 10 confirmed and 40 refused with 409, nothing stored for them', async () => {
    const event = await createEvent(a.app, admin, eventBody({ capacity: 10, waitlist: false }, { title: 'Ten Seats, No Line' }));
    const responses = await fifty(event.id);
    expect(responses.filter((response) => response.statusCode === 201 && response.json().status === 'confirmed')).toHaveLength(10);
    const refused = responses.filter((response) => response.statusCode === 409);
    expect(refused).toHaveLength(40);
    expect(refused.every((response) => response.json().code === 'EVENT_FULL')).toBe(true);
    const stored = await a.app.database.db.selectFrom('event_registrations').select('id').where('event_id', '=', event.id).execute();
    expect(stored).toHaveLength(10);
  });

  it('sends each reminder once although both processes tick at the same moment, twice', async () => {
    const event = await createEvent(
      a.app,
      admin,
      eventBody({ capacity: 5 }, { title: 'Reminded Once', dateObj: '2026-12-03T04:30:00.000Z', endsAt: '2026-12-03T06:30:00.000Z' }),
    );
    for (const n of [1, 2, 3]) await registerGuest(a.app, event.id, { name: `Reminded ${n}`, email: `reminded${n}@example.org` });
    const reminders = () =>
      a.app.database.db.selectFrom('outbox_messages').select(['recipient', 'data']).where('kind', '=', 'event-reminder').execute();

    clock.set('2026-12-01T09:00:00.000Z'); // two days before: nothing due
    await Promise.all([runEventSchedule(eventsContextOf(a.app), clock()), runEventSchedule(eventsContextOf(b.app), clock())]);
    expect(await reminders()).toHaveLength(0);

    clock.set('2026-12-02T05:00:00.000Z'); // a day before
    const ticks = await Promise.all([a, b, a, b].map((app) => runEventSchedule(eventsContextOf(app.app), clock())));
    expect(ticks.reduce((sum, tick) => sum + tick.reminders, 0)).toBe(3);
    expect((await reminders()).map((row) => row.recipient).sort()).toEqual([
      'reminded1@example.org',
      'reminded2@example.org',
      'reminded3@example.org',
    ]);

    clock.set('2026-12-03T03:45:00.000Z'); // 45 minutes before
    await Promise.all([a, b, a, b].map((app) => runEventSchedule(eventsContextOf(app.app), clock())));
    const all = await reminders();
    expect(all).toHaveLength(6);
    expect(all.filter((row) => JSON.parse(row.data!).when === 'hour')).toHaveLength(3);
  });
});
