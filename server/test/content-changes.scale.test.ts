import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Redis } from 'ioredis';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type ServerProcess } from '../../scripts/lib/server-process';
import { LISTENER_NAME } from '../src/features/content/content-changes';
import { taglineIn, writeTinySite } from './tiny-site';

/**
 * A content save reaches the pages of another process (issue 17, decision 021): through Redis
 * pub/sub when REDIS_URL is set, through PostgreSQL's LISTEN/NOTIFY when it is not, and a process
 * whose listener or subscription lost its connection forgets its pages once it is back. Nothing here expires a page
 * by time, so each new tagline seen on the other process was announced to it.
 */
const adminUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const redisUrl = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const admin = { email: 'content-admin@wfc.test', password: 'content-admin-password-1' };
const work = mkdtempSync(path.join(tmpdir(), 'wfc-content-scale-'));
const site = writeTinySite(work);

async function createDatabase(): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `wfc_content_${randomBytes(5).toString('hex')}`;
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  await client.query(`create database ${name}`);
  await client.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const dropper = new pg.Client({ connectionString: adminUrl });
      await dropper.connect();
      await dropper.query(`drop database if exists ${name} with (force)`);
      await dropper.end();
    },
  };
}

async function startPair(env: Record<string, string>): Promise<[ServerProcess, ServerProcess]> {
  const shared = {
    ...env,
    WEB_DIST_DIR: site,
    JWT_SECRET: randomBytes(32).toString('hex'),
    ADMIN_EMAIL: admin.email,
    ADMIN_PASSWORD: admin.password,
  };
  return Promise.all([startServer({ env: shared }), startServer({ env: shared })]);
}

async function saveTagline(server: ServerProcess, tagline: string): Promise<void> {
  const login = await fetch(`${server.url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(admin),
  });
  const { token } = (await login.json()) as { token: string };
  const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
  const current = (await (await fetch(`${server.url}/api/admin/content/site`, { headers })).json()) as { item: object; version: number };
  const saved = await fetch(`${server.url}/api/admin/content/site`, {
    method: 'PUT',
    headers,
    body: JSON.stringify({ ...current.item, version: current.version, tagline }),
  });
  expect(saved.status).toBe(200);
}

/** Changes the tagline in the database behind the processes' backs: nothing announces it. */
async function writeTaglineUnannounced(url: string, tagline: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const row = await client.query<{ value: string }>(`select value from site_settings where key = 'site'`);
    await client.query(`update site_settings set value = $1 where key = 'site'`, [
      JSON.stringify({ ...(JSON.parse(row.rows[0]!.value) as object), tagline }),
    ]);
  } finally {
    await client.end();
  }
}

const taglineOf = async (server: ServerProcess, pathname = '/') => taglineIn(await (await fetch(server.url + pathname)).text());

afterAll(() => rmSync(work, { recursive: true, force: true }));

/** Two processes on a database of their own for the tests of one `describe`, started before them and removed after. */
function pairOnOwnDatabase(env: Record<string, string>) {
  const pair = {} as { database: Awaited<ReturnType<typeof createDatabase>>; servers: [ServerProcess, ServerProcess] };
  beforeAll(async () => {
    pair.database = await createDatabase();
    pair.servers = await startPair({ ...env, DATABASE_URL: pair.database.url });
  }, 120_000);
  afterAll(async () => {
    await Promise.all((pair.servers ?? []).map((server) => server.stop()));
    (pair.servers ?? []).forEach((server) => server.cleanUp());
    await pair.database?.drop();
  });
  return pair;
}

describe('a content save reaches the other process', () => {
  describe('through Redis pub/sub', () => {
    const prefix = `wfc-content-${randomBytes(4).toString('hex')}:`;
    const pair = pairOnOwnDatabase({ REDIS_URL: redisUrl, REDIS_KEY_PREFIX: prefix });

    it("shows the new tagline on the other process's pages", async () => {
      const [a, b] = pair.servers;
      // Rendered and kept by the other process before the save.
      expect(await taglineOf(b)).toBe('Where Kerala’s women founders build, lead and lift each other.');
      await saveTagline(a, 'Saved on process A, shown by process B');
      expect(await taglineOf(a)).toBe('Saved on process A, shown by process B');
      await expect.poll(() => taglineOf(b), { timeout: 10_000, interval: 50 }).toBe('Saved on process A, shown by process B');
    });

    it('forgets its pages after its subscription reconnects, since it may have missed a save meanwhile', async () => {
      const [, b] = pair.servers;
      expect(await taglineOf(b, '/events')).toBe('Saved on process A, shown by process B');
      await writeTaglineUnannounced(pair.database.url, 'Written while Redis was away');
      expect(await taglineOf(b, '/events')).toBe('Saved on process A, shown by process B');
      // This site's subscriber connections cut (theirs alone: others may share this Redis), as a restart of Redis would.
      const redis = new Redis(redisUrl);
      try {
        const clients = String(await redis.call('CLIENT', 'LIST')).split('\n');
        const ours = clients
          .filter((line) => line.includes(` name=${prefix}content_changed:subscriber `))
          .map((line) => /\bid=(\d+)/.exec(line)?.[1]);
        expect(ours).toHaveLength(2);
        for (const id of ours) await redis.call('CLIENT', 'KILL', 'ID', id!);
      } finally {
        await redis.quit();
      }
      await expect.poll(() => taglineOf(b, '/events'), { timeout: 15_000, interval: 100 }).toBe('Written while Redis was away');
    });
  });

  describe('through PostgreSQL LISTEN/NOTIFY (no Redis)', () => {
    const pair = pairOnOwnDatabase({});

    it("shows the new tagline on the other process's pages", async () => {
      const [a, b] = pair.servers;
      expect(await taglineOf(b, '/events')).toBe('Where Kerala’s women founders build, lead and lift each other.');
      await saveTagline(a, 'Told by NOTIFY');
      await expect.poll(() => taglineOf(b, '/events'), { timeout: 10_000, interval: 50 }).toBe('Told by NOTIFY');
    });

    it('forgets its pages after its listener reconnects, since it may have missed a save meanwhile', async () => {
      const [, b] = pair.servers;
      expect(await taglineOf(b, '/allenablers')).toBe('Told by NOTIFY');
      const client = new pg.Client({ connectionString: pair.database.url });
      await client.connect();
      try {
        // A change no process announced (as one made while the listener was away would be), then the
        // listeners' connections cut.
        await writeTaglineUnannounced(pair.database.url, 'Written while nobody listened');
        expect(await taglineOf(b, '/allenablers')).toBe('Told by NOTIFY');
        const cut = await client.query(
          `select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and application_name = $1`,
          [LISTENER_NAME],
        );
        expect(cut.rowCount).toBe(2);
      } finally {
        await client.end();
      }
      await expect.poll(() => taglineOf(b, '/allenablers'), { timeout: 15_000, interval: 100 }).toBe('Written while nobody listened');
    });
  });
});
