import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type ServerProcess } from '../../scripts/lib/server-process';

/**
 * Two server processes on one PostgreSQL database and one Redis (issue 7): whatever one process
 * does, the other sees, and limits count across both.
 */
const adminUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const redisUrl = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const dbName = `wfc_scale_${randomBytes(5).toString('hex')}`;
const prefix = `wfc-scale-${randomBytes(4).toString('hex')}:`;
const admin = { email: 'scale-admin@wfc.test', password: 'scale-admin-password-1' };

let a: ServerProcess;
let b: ServerProcess;
let databaseUrl: string;

async function call(
  server: ServerProcess,
  method: string,
  path: string,
  body?: unknown,
  token?: string,
  headers: Record<string, string> = {},
) {
  const response = await fetch(server.url + path, {
    method,
    headers: {
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...headers,
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  return { status: response.status, body: text ? JSON.parse(text) : undefined };
}

const login = async (server: ServerProcess, email: string, password: string) => {
  const response = await call(server, 'POST', '/api/auth/login', { email, password });
  expect(response.status).toBe(200);
  return response.body.token as string;
};

beforeAll(async () => {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  await client.query(`create database ${dbName}`);
  await client.end();
  const url = new URL(adminUrl);
  url.pathname = `/${dbName}`;
  databaseUrl = url.toString();
  const env = {
    DATABASE_URL: databaseUrl,
    REDIS_URL: redisUrl,
    REDIS_KEY_PREFIX: prefix,
    JWT_SECRET: randomBytes(32).toString('hex'),
    ADMIN_EMAIL: admin.email,
    ADMIN_PASSWORD: admin.password,
    RATE_LIMIT_FORMS_PER_MINUTE: '6',
    TRUST_PROXY: '1',
  };
  // Started together: migrations, seeding and the first admin must not race.
  [a, b] = await Promise.all([startServer({ env }), startServer({ env })]);
}, 120_000);

afterAll(async () => {
  await Promise.all([a?.stop(), b?.stop()]);
  a?.cleanUp();
  b?.cleanUp();
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  await client.query(`drop database if exists ${dbName} with (force)`);
  await client.end();
  const redis = new Redis(redisUrl);
  const keys = await redis.keys(`${prefix}*`);
  if (keys.length > 0) await redis.del(...keys);
  await redis.quit();
});

describe('two processes, one PostgreSQL and one Redis', () => {
  it('seeded the content and created the admin once', async () => {
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    const counts = await client.query(
      `select (select count(*) from enablers)::int as enablers, (select count(*) from users where role = 'admin')::int as admins`,
    );
    await client.end();
    expect(counts.rows[0]).toEqual({ enablers: 21, admins: 1 });
  });

  it('shares cases, state changes and revocations between the processes', async () => {
    const adminToken = await login(a, admin.email, admin.password);
    const created = await call(
      a,
      'POST',
      '/api/admin/create-user',
      { name: 'Scale Enabler', email: 'scale-enabler@wfc.test', password: 'two processes, one database', role: 'enabler' },
      adminToken,
    );
    expect(created.status).toBe(201);
    const enablerId = created.body.user._id as string;

    const help = await call(
      a,
      'POST',
      '/api/help',
      { requesterName: 'Two Process', requesterEmail: 'two@example.org', question: 'Seen everywhere?' },
      undefined,
      { 'x-forwarded-for': '203.0.113.1' },
    );
    expect(help.status).toBe(201);
    const caseId = help.body._id as string;

    // Assigned through B, seen through A.
    expect((await call(b, 'POST', `/api/operator/assign/${caseId}`, { enablerId }, adminToken)).status).toBe(200);
    const listed = await call(a, 'GET', '/api/operator/cases', undefined, adminToken);
    expect(listed.body.find((c: { _id: string }) => c._id === caseId)).toMatchObject({
      assignedTo: { _id: enablerId, name: 'Scale Enabler' },
      status: 'Pending',
    });

    // Concurrent accepts through both: one winner.
    const enablerToken = await login(b, 'scale-enabler@wfc.test', 'two processes, one database');
    const accepts = await Promise.all(
      [a, b].map((server) => call(server, 'POST', `/api/enabler/accept/${caseId}`, undefined, enablerToken)),
    );
    expect(accepts.map((r) => r.status).sort()).toEqual([200, 409]);

    // A token revoked through one process is refused by the other.
    expect((await call(a, 'POST', '/api/auth/logout', undefined, enablerToken)).status).toBe(204);
    expect((await call(b, 'GET', '/api/auth/me', undefined, enablerToken)).status).toBe(401);
  });

  it('counts one address against the form limit across both processes', async () => {
    const address = { 'x-forwarded-for': '198.51.100.7' };
    const payload = { requesterName: 'Limit', requesterEmail: 'limit@example.org', question: 'Counted together?' };
    const statuses: number[] = [];
    for (let i = 0; i < 6; i += 1) statuses.push((await call(i % 2 ? b : a, 'POST', '/api/help', payload, undefined, address)).status);
    expect(statuses).toEqual([201, 201, 201, 201, 201, 201]);
    const limited = await call(b, 'POST', '/api/help', payload, undefined, address);
    expect(limited.status).toBe(429);
    expect((await call(a, 'POST', '/api/help', payload, undefined, address)).status).toBe(429);
  });

  it("sends every reminder, overdue notice and digest (and a session's reminders) once, though both processes run the scheduler", async () => {
    const adminToken = await login(a, admin.email, admin.password);
    const created = await call(
      a,
      'POST',
      '/api/admin/create-user',
      { name: 'Notice Enabler', email: 'notice-enabler@wfc.test', password: 'told on the other process', role: 'enabler' },
      adminToken,
    );
    const enablerId = created.body.user._id as string;
    expect(
      (
        await call(
          b,
          'POST',
          '/api/admin/create-user',
          { name: 'Notice Operator', email: 'notice-operator@wfc.test', password: 'hears from the other process', role: 'operator' },
          adminToken,
        )
      ).status,
    ).toBe(201);
    const ids: string[] = [];
    for (let i = 0; i < 6; i += 1) {
      const server = i % 2 ? b : a;
      const help = await call(
        server,
        'POST',
        '/api/help',
        { requesterName: `Notice ${i}`, requesterEmail: `notice${i}@example.org`, question: `Notice question ${i}` },
        undefined,
        { 'x-forwarded-for': `203.0.113.${50 + i}` },
      );
      ids.push(help.body._id as string);
      expect((await call(server, 'POST', `/api/operator/assign/${help.body._id}`, { enablerId }, adminToken)).status).toBe(200);
    }
    // Three deadlines are a few hours away (reminder due), three have just passed (overdue due);
    // every case is made old enough for the digest.
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    try {
      const now = Date.now();
      // Two confirmed sessions with the enabler (issue 31): one in 50 minutes (its hour's reminder
      // due), one in 23 hours booked two days ago (its day's reminder due); both processes tick.
      await client.query('update enablers set user_id = $1 where id = 1', [enablerId]);
      await client.query(
        `insert into enabler_schedules (profile_id, time_zone, weekly, overrides, session_minutes, buffer_minutes, minimum_notice_minutes, days_ahead, max_per_week, meeting_kind, meeting_value, confirm_each, show_stats, updated_at)
         values (1, 'Asia/Kolkata', '[]', '[]', '[30]', 0, 0, 28, 10, 'phone', '+91 90000 00000', 0, 0, $1)`,
        [new Date(now).toISOString()],
      );
      for (const [id, startsIn, bookedAgo] of [
        ['session-hour', 50 * 60_000, 0],
        ['session-day', 23 * 3600_000, 2 * 86_400_000],
      ] as const) {
        const start = now + startsIn;
        const stamp = new Date(now - bookedAgo).toISOString();
        await client.query(
          `insert into session_bookings (id, profile_id, mentee_name, mentee_email, email_key, locale, time_zone, topic, starts_at, ends_at, duration_minutes, buffer_minutes, status, week_key, token_hash, created_at, updated_at)
           values ($1, 1, 'Reminded Mentee', $2, $2, 'en', 'Asia/Kolkata', 'Pricing', $3, $4, 30, 0, 'confirmed', '2026-01-05', $1, $5, $5)`,
          [id, `${id}@example.org`, new Date(start).toISOString(), new Date(start + 30 * 60_000).toISOString(), stamp],
        );
      }
      await client.query('update cases set deadline = $1 where id = any($2)', [
        new Date(now + 3 * 3600_000).toISOString(),
        ids.slice(0, 3),
      ]);
      await client.query('update cases set deadline = $1 where id = any($2)', [new Date(now - 60_000).toISOString(), ids.slice(3)]);
      await client.query('update cases set created_at = $1', [new Date(now - 10 * 60_000).toISOString()]);

      const count = async () =>
        (
          await client.query(
            `select kind, recipient, data from outbox_messages where kind in ('deadline-reminder', 'case-overdue', 'new-requests-digest')`,
          )
        ).rows as { kind: string; recipient: string; data: string }[];
      // Both processes tick every 30 seconds.
      await expect
        .poll(async () => (await count()).filter((row) => row.kind !== 'new-requests-digest').length, { timeout: 75_000, interval: 1_000 })
        .toBe(9);
      await expect
        .poll(async () => (await count()).filter((row) => row.kind === 'new-requests-digest').length, { timeout: 75_000, interval: 1_000 })
        .toBeGreaterThan(0);
      // Another round of ticks in both processes sends nothing again.
      await new Promise((resolve) => setTimeout(resolve, 32_000));
      const rows = await count();
      const key = (row: { kind: string; recipient: string; data: string }) =>
        `${row.kind} ${row.recipient} ${(JSON.parse(row.data) as { question?: string }).question ?? ''}`;
      const notices = rows
        .filter((row) => row.kind !== 'new-requests-digest')
        .map(key)
        .sort();
      expect(notices).toEqual(
        [
          ...[0, 1, 2].map((i) => `deadline-reminder notice-enabler@wfc.test Notice question ${i}`),
          ...[3, 4, 5].flatMap((i) => [
            `case-overdue notice-enabler@wfc.test Notice question ${i}`,
            `case-overdue notice-operator@wfc.test Notice question ${i}`,
          ]),
        ].sort(),
      );
      // Every case still waiting (assigned to nobody) is listed in exactly one digest, sent to the one
      // operator only; the assigned ones are already in an enabler's hands and are left out (issue 26).
      const digests = rows.filter((row) => row.kind === 'new-requests-digest');
      expect(new Set(digests.map((row) => row.recipient))).toEqual(new Set(['notice-operator@wfc.test']));
      const listed = digests.flatMap((row) =>
        (JSON.parse(row.data) as { requests: { question: string }[] }).requests.map((request) => request.question),
      );
      const waiting = (await client.query('select question from cases where assigned_to is null')).rows.map(
        (row: { question: string }) => row.question,
      );
      expect(waiting.length).toBeGreaterThan(0);
      expect(listed.sort()).toEqual(waiting.sort());
      expect(listed.some((question) => question.startsWith('Notice question'))).toBe(false);
      const events = await client.query(
        `select action, count(*)::int as n from case_events where action in ('reminder', 'overdue') group by action order by action`,
      );
      expect(events.rows).toEqual([
        { action: 'overdue', n: 3 },
        { action: 'reminder', n: 3 },
      ]);
      // Each session's due reminder went once, to both women, though both processes ticked in every round.
      const sessionReminders = (await client.query(`select recipient, data from outbox_messages where kind = 'session-reminder'`)).rows as {
        recipient: string;
        data: string;
      }[];
      expect(sessionReminders.map((row) => `${row.recipient} ${(JSON.parse(row.data) as { when: string }).when}`).sort()).toEqual([
        'notice-enabler@wfc.test day',
        'notice-enabler@wfc.test hour',
        'session-day@example.org day',
        'session-hour@example.org hour',
      ]);
    } finally {
      await client.end();
    }
  }, 180_000);

  it('loses nothing it acknowledged when one process is killed mid-burst', async () => {
    // SIGKILL as soon as the first submission is acknowledged, while the rest are in flight.
    const killOnFirst = (id: string | undefined) => {
      if (id !== undefined) a.child.kill('SIGKILL');
      return id;
    };
    const burst = Array.from({ length: 40 }, (_, i) =>
      fetch(`${a.url}/api/help`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': `192.0.2.${i + 1}` },
        body: JSON.stringify({ requesterName: `Burst ${i}`, requesterEmail: `burst${i}@example.org`, question: `Burst question ${i}` }),
      }).then(
        async (response) => killOnFirst(response.status === 201 ? ((await response.json()) as { _id: string })._id : undefined),
        () => undefined,
      ),
    );
    const acknowledged = (await Promise.all(burst)).filter((id): id is string => id !== undefined);
    await a.stop();
    expect(acknowledged.length).toBeGreaterThan(0);
    expect(a.child.signalCode).toBe('SIGKILL');

    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    const stored = await client.query('select id from cases where id = any($1)', [acknowledged]);
    await client.end();
    expect(stored.rowCount).toBe(acknowledged.length);
    // The survivor still serves.
    expect((await call(b, 'GET', '/api/health')).status).toBe(200);
  });
});
