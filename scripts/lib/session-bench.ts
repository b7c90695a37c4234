import { randomUUID } from 'node:crypto';
import autocannon from 'autocannon';
import type { Database } from '../../server/src/db/database';

/**
 * Issue 31's row of `npm run bench`: the free slots of one of 21 enablers over 4 weeks, with 1 000
 * bookings held among them (goal: p99 ≤ 20 ms), beside a bare server answering the same body.
 * Each request reads her schedule and the units held in the range, then works the slots out in
 * her time zone day by day.
 */

const DAY = 86_400_000;
const UNIT = 15 * 60_000;

export async function sessionSlotLines(options: {
  url: string;
  database: Database;
  engine: string;
  baseline: (status: number, contentType: string, body: string) => Promise<{ url: string; stop: () => Promise<void> }>;
}): Promise<string[]> {
  const db = options.database.db;
  const stamp = new Date().toISOString();
  const profiles = (await db.selectFrom('enablers').select('id').orderBy('id').execute()).map((row) => row.id);
  const weekly = [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({ weekday, start: '09:00', end: '18:00' }));
  for (const [n, profileId] of profiles.entries()) {
    const userId = randomUUID();
    await db
      .insertInto('users')
      .values({
        id: userId,
        name: `Bench Mentor ${n + 1}`,
        email: `bench-mentor-${n + 1}@wfc.test`,
        password_hash: 'x',
        role: 'enabler',
        status: 'active',
        created_at: stamp,
        updated_at: stamp,
        approved_at: stamp,
        approved_by: null,
      })
      .execute();
    await db.updateTable('enablers').set({ user_id: userId }).where('id', '=', profileId).execute();
    await db
      .insertInto('enabler_schedules')
      .values({
        profile_id: profileId,
        time_zone: n % 3 === 0 ? 'Europe/London' : 'Asia/Kolkata',
        weekly: JSON.stringify(weekly),
        overrides: '[]',
        session_minutes: '[30,60]',
        buffer_minutes: 15,
        minimum_notice_minutes: 60,
        days_ahead: 28,
        max_per_week: 40,
        meeting_kind: 'phone',
        meeting_value: '+91 90000 00000',
        confirm_each: 0,
        show_stats: 1,
        updated_at: stamp,
        updated_by: userId,
      })
      .execute();
  }
  // 1 000 bookings of 30 minutes, spread over the next four weeks, each with its 15-minute buffer held.
  const start0 = Math.ceil((Date.now() + DAY) / (DAY / 24)) * (DAY / 24);
  let made = 0;
  for (let n = 0; made < 1000; n++) {
    const profileId = profiles[n % profiles.length]!;
    const start = start0 + Math.floor(n / profiles.length) * 13 * 3_600_000 + (n % 4) * 3_600_000;
    const id = randomUUID();
    const startsAt = new Date(start).toISOString();
    await db.transaction().execute(async (trx) => {
      await trx
        .insertInto('session_bookings')
        .values({
          id,
          profile_id: profileId,
          mentee_name: `Bench Mentee ${n}`,
          mentee_email: `bench-mentee-${n}@example.org`,
          email_key: `bench-mentee-${n}@example.org`,
          locale: 'en',
          time_zone: 'Asia/Kolkata',
          topic: 'Bench',
          starts_at: startsAt,
          ends_at: new Date(start + 30 * 60_000).toISOString(),
          duration_minutes: 30,
          buffer_minutes: 15,
          status: 'confirmed',
          week_key: startsAt.slice(0, 10),
          token_hash: `bench-${id}`,
          created_at: stamp,
          updated_at: stamp,
        })
        .execute();
      await trx
        .insertInto('session_units')
        .values([0, 1, 2].map((k) => ({ booking_id: id, profile_id: profileId, unit_start: new Date(start + k * UNIT).toISOString() })))
        .execute();
    });
    made += 1;
  }
  const from = new Date().toISOString();
  const to = new Date(Date.now() + 28 * DAY).toISOString();
  const path = (profileId: number) =>
    `/api/enablers/${profileId}/slots?from=${encodeURIComponent(from)}&to=${encodeURIComponent(to)}&duration=30`;
  const sample = await fetch(`${options.url}${path(profiles[0]!)}`);
  const body = await sample.text();
  const slots = (JSON.parse(body) as unknown[]).length;
  // One visitor at a time (a request's own time), then ten at once (what a busy minute queues).
  const rows: string[] = [];
  const baseline = await options.baseline(200, 'application/json; charset=utf-8', body);
  for (const connections of [1, 10]) {
    let n = 0;
    const result = await autocannon({
      url: options.url,
      connections,
      amount: 2000,
      requests: [{ method: 'GET', setupRequest: (request) => ({ ...request, path: path(profiles[n++ % profiles.length]!) }) }],
    });
    const bare = await autocannon({ url: `${baseline.url}${path(profiles[0]!)}`, connections, amount: 2000 });
    rows.push(
      `| GET /api/enablers/:id/slots, 21 enablers, 4 weeks, 1 000 bookings | ${connections} | ${result.requests.total} (${result.non2xx} non-2xx) | ${Math.round(result.requests.total / result.duration)} | ${result.latency.p50} | ${result.latency.p99} | ${Math.round(bare.requests.total / bare.duration)} | ${bare.latency.p99} | ${slots} |`,
    );
  }
  await baseline.stop();
  const bookable = await autocannon({ url: `${options.url}/api/enablers/bookable`, connections: 10, amount: 500 });
  return [
    `| free slots (${options.engine}) | connections | requests | req/s | p50 ms | p99 ms | baseline req/s | baseline p99 ms | slots in one answer |`,
    '|---|---|---|---|---|---|---|---|---|',
    ...rows,
    `| GET /api/enablers/bookable (every enabler: a free slot in her window?) | 10 | ${bookable.requests.total} (${bookable.non2xx} non-2xx) | ${Math.round(bookable.requests.total / bookable.duration)} | ${bookable.latency.p50} | ${bookable.latency.p99} | | | |`,
  ];
}
