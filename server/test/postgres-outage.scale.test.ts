import { execFileSync } from 'node:child_process';
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort, startServer, type ServerProcess } from '../../scripts/lib/server-process';

/**
 * PostgreSQL stopped mid-run (issue 6): health says so, requests fail cleanly with 503, and the
 * service recovers when the database returns. A throwaway cluster on a spare port, so the shared
 * PostgreSQL of the machine is never touched.
 */
const bin = '/usr/lib/postgresql/15/bin';
const asPostgres = (command: string, args: string[]) =>
  execFileSync('su', ['postgres', '-s', '/bin/sh', '-c', [path.join(bin, command), ...args].map((a) => `'${a}'`).join(' ')], {
    stdio: 'pipe',
  });

let dataDir: string;
let port: number;
let server: ServerProcess;
const pgCtl = (action: 'start' | 'stop') =>
  asPostgres('pg_ctl', [
    '-D',
    dataDir,
    '-w',
    '-t',
    '30',
    ...(action === 'stop'
      ? ['-m', 'immediate']
      : ['-o', `-p ${port} -k /tmp -c listen_addresses=127.0.0.1`, '-l', path.join(dataDir, 'log')]),
    action,
  ]);

beforeAll(async () => {
  const parent = mkdtempSync(path.join(tmpdir(), 'wfc-pg-'));
  chmodSync(parent, 0o777);
  dataDir = path.join(parent, 'cluster');
  port = await freePort();
  asPostgres('initdb', ['-D', dataDir, '-A', 'trust', '-U', 'postgres', '--no-sync']);
  pgCtl('start');
  server = await startServer({
    env: {
      DATABASE_URL: `postgres://postgres@127.0.0.1:${port}/postgres`,
      JWT_SECRET: randomBytes(32).toString('hex'),
      ADMIN_PASSWORD: 'outage-test-password',
      RATE_LIMIT_FORMS_PER_MINUTE: '10000',
    },
  });
}, 120_000);

afterAll(async () => {
  await server?.stop();
  server?.cleanUp();
  try {
    pgCtl('stop');
  } catch {
    // already stopped
  }
  rmSync(path.dirname(dataDir), { recursive: true, force: true });
});

const help = () =>
  fetch(`${server.url}/api/help`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ requesterName: 'Outage', requesterEmail: 'outage@example.org', question: 'Still there?' }),
  });

describe('PostgreSQL going away and coming back', () => {
  it('reports down with 503, fails requests cleanly, and recovers', async () => {
    expect((await help()).status).toBe(201);
    pgCtl('stop');

    const health = await fetch(`${server.url}/api/health`);
    expect(health.status).toBe(503);
    expect(await health.json()).toEqual({ status: 'degraded', database: 'down' });
    const failed = await help();
    expect(failed.status).toBe(503);
    expect(failed.headers.get('retry-after')).toBe('5');
    expect(await failed.json()).toMatchObject({
      code: 'SERVICE_UNAVAILABLE',
      message: 'The service is briefly unavailable. Please try again in a moment.',
    });
    // A content document read in the last few seconds (the pages rendered at start read them) is
    // still answered from the short cache; once that passes, the read fails cleanly too, never a 500.
    const seen = new Set<number>();
    await expect
      .poll(
        async () => {
          const { status } = await fetch(`${server.url}/api/enablers`);
          seen.add(status);
          return status;
        },
        { timeout: 15_000, interval: 500 },
      )
      .toBe(503);
    expect([...seen].every((status) => status === 200 || status === 503)).toBe(true);

    pgCtl('start');
    await expect.poll(async () => (await fetch(`${server.url}/api/health`)).status, { timeout: 20_000 }).toBe(200);
    expect((await help()).status).toBe(201);
  });
});
