import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createTestDatabase, fixedClock, type TestApp, type TestDatabase } from '../../../test/helpers';
import { visitCounterOf } from './visits.routes';

/**
 * The visits' buffer across processes and days: two apps on one database count into one total and
 * agree on the day's salt; a restart loses nothing written; a day over is reduced to its visitors,
 * its salt and hashes deleted, and the next day's salt is another.
 */
const chrome = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36';
const firefox = 'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0';

describe('the visits’ buffer', () => {
  let shared: TestDatabase;
  let one: TestApp;
  let two: TestApp;
  const clock = fixedClock('2026-12-10T06:00:00.000Z');

  const view = (t: TestApp, path: string, userAgent = chrome, address = '203.0.113.7') =>
    t.app.inject({
      method: 'POST',
      url: '/api/visits',
      payload: JSON.stringify({ path }),
      headers: { 'content-type': 'text/plain', 'user-agent': userAgent },
      remoteAddress: address,
    });
  const days = (t: TestApp) => t.app.database.db.selectFrom('visit_days').selectAll().orderBy('day').execute();
  const hashes = (t: TestApp) => t.app.database.db.selectFrom('visit_hashes').selectAll().orderBy('hash').execute();
  const views = async (t: TestApp, day: string) =>
    Number(
      (
        await t.app.database.db
          .selectFrom('visit_counts')
          .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('page_views'), eb.lit(0)).as('n'))
          .where('day', '=', day)
          .executeTakeFirstOrThrow()
      ).n,
    );

  beforeAll(async () => {
    shared = await createTestDatabase();
    one = await createTestApp({}, { clock }, shared);
    two = await createTestApp({}, { clock }, shared);
    // One after the other: two SQLite connections in one process must not wait on each other's writes.
    await one.app.ready();
    await two.app.ready();
    visitCounterOf(one.app).stopTimer();
    visitCounterOf(two.app).stopTimer();
  });
  afterAll(async () => {
    await two.close();
    await one.close();
    await shared.drop();
  });

  it('counts two processes into one total, one salt for the day, one visitor for one browser', async () => {
    // Nothing counted yet, nothing written: no salt before the day's first visitors.
    await visitCounterOf(one.app).flush();
    expect(await days(one)).toEqual([]);
    for (let index = 0; index < 3; index++) await view(one, '/events');
    for (let index = 0; index < 2; index++) await view(two, '/events');
    await view(two, '/ml', firefox);
    await visitCounterOf(one.app).flush();
    await visitCounterOf(two.app).flush();

    const [salted] = await days(one);
    expect(salted).toMatchObject({ day: '2026-12-10', visitors: null });
    expect(salted!.salt).toMatch(/^[0-9a-f]{64}$/);
    expect(await days(two)).toEqual([salted]);
    expect(await views(one, '2026-12-10')).toBe(6);
    const rows = await one.app.database.db.selectFrom('visit_counts').selectAll().orderBy('path').execute();
    expect(rows).toEqual([
      { day: '2026-12-10', path: '/', referrer_host: '', locale: 'ml', device: 'desktop', page_views: 1 },
      { day: '2026-12-10', path: '/events', referrer_host: '', locale: 'en', device: 'desktop', page_views: 5 },
    ]);
    // The same address and browser through either process is one visitor; another browser is another.
    expect((await hashes(one)).length).toBe(2);
  });

  it('loses nothing written when a process stops and another starts', async () => {
    await view(one, '/membership');
    await one.close();
    expect(await views(two, '2026-12-10')).toBe(7);
    one = await createTestApp({}, { clock }, shared);
    visitCounterOf(one.app).stopTimer();
    await view(one, '/membership');
    await visitCounterOf(one.app).flush();
    expect(await views(one, '2026-12-10')).toBe(8);
  });

  it('reduces a day that is over to its visitors, deletes its salt and hashes, and salts the next day anew', async () => {
    const before = await hashes(one);
    expect(before.length).toBe(2);
    const oldSalt = (await days(one))[0]!.salt;

    // Just after midnight in India: the day is not closed yet, so late hashes of it can still come in.
    clock.set('2026-12-10T18:31:00.000Z');
    await view(one, '/events');
    await visitCounterOf(one.app).flush();
    expect((await days(one)).map((day) => [day.day, day.visitors])).toEqual([
      ['2026-12-10', null],
      ['2026-12-11', null],
    ]);

    clock.set('2026-12-10T18:45:00.000Z');
    await visitCounterOf(two.app).flush();
    const [closed, next] = await days(one);
    expect(closed).toMatchObject({ day: '2026-12-10', salt: null, visitors: 2 });
    expect(next!.salt).toMatch(/^[0-9a-f]{64}$/);
    expect(next!.salt).not.toBe(oldSalt);
    const left = await hashes(one);
    expect(left.map((row) => row.day)).toEqual(['2026-12-11']);
    // The same browser at the same address is not recognisable from one day to the next.
    expect(before.map((row) => row.hash)).not.toContain(left[0]!.hash);

    // A process that closes it again changes nothing.
    await visitCounterOf(one.app).flush();
    expect((await days(one))[0]).toMatchObject({ day: '2026-12-10', salt: null, visitors: 2 });
  });
});
