/**
 * The bench's rows for the pages rendered at request time (issue 17, decision 021): an uncached
 * render of a page in-process (the page cache cleared before each), and the time from a save's
 * answer on one process to the new HTML served by a second process on the same PostgreSQL.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../../server/src/app';
import { loadConfig } from '../../server/src/config';
import { startServer, type ServerProcess } from './server-process';

export interface LatencyRow {
  samples: number;
  p50: number;
  p99: number;
  max: number;
}

export function summarize(samples: number[]): LatencyRow {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
  return { samples: sorted.length, p50: at(0.5), p99: at(0.99), max: sorted.at(-1)! };
}

/** Renders `pathname` `rounds` times in one app on SQLite, each after clearing every kept page. */
export async function measureUncachedRender(pathname: string, rounds: number): Promise<LatencyRow> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'wfc-render-bench-'));
  const app = await buildApp(loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'warn', JWT_SECRET: randomBytes(32).toString('hex') }), {
    announce: () => undefined,
    background: false,
  });
  try {
    if (!app.pages.built) throw new Error('the site is not built: run npm run build');
    // Warm-up: the server entry's import and the first renders' JIT.
    for (let i = 0; i < 20; i += 1) {
      app.pages.clear();
      await app.inject({ url: pathname });
    }
    const samples: number[] = [];
    for (let i = 0; i < rounds; i += 1) {
      app.pages.clear();
      const started = process.hrtime.bigint();
      const response = await app.inject({ url: pathname, headers: { 'accept-encoding': 'br' } });
      samples.push(Number(process.hrtime.bigint() - started) / 1e6);
      if (response.statusCode !== 200) throw new Error(`${pathname} answered ${response.statusCode}`);
    }
    return summarize(samples);
  } finally {
    await app.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/**
 * Two server processes on one PostgreSQL database (and Redis when given): the admin saves a new
 * tagline on the first, then the second's home page is asked for until it shows it. Measured from
 * the save's answer (sent after its commit) to the second process's first page with the new text.
 */
async function measureSaveToOtherProcess(databaseUrl: string, rounds: number, redisUrl?: string): Promise<LatencyRow> {
  const admin = { email: 'pages-bench@wfc.test', password: randomBytes(12).toString('base64url') };
  const env = {
    DATABASE_URL: databaseUrl,
    JWT_SECRET: randomBytes(32).toString('hex'),
    ADMIN_EMAIL: admin.email,
    ADMIN_PASSWORD: admin.password,
    ...(redisUrl ? { REDIS_URL: redisUrl, REDIS_KEY_PREFIX: `wfc-pages-bench-${randomBytes(4).toString('hex')}:` } : {}),
  };
  const [a, b] = (await Promise.all([startServer({ env }), startServer({ env })])) as [ServerProcess, ServerProcess];
  try {
    const login = await fetch(`${a.url}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(admin),
    });
    const { token } = (await login.json()) as { token: string };
    const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
    const samples: number[] = [];
    for (let round = 0; round < rounds; round += 1) {
      const current = (await (await fetch(`${a.url}/api/admin/content/site`, { headers })).json()) as { item: object; version: number };
      const tagline = `Bench tagline ${round} ${randomBytes(4).toString('hex')}`;
      await fetch(`${b.url}/`); // kept by the second process before the save
      const saved = await fetch(`${a.url}/api/admin/content/site`, {
        method: 'PUT',
        headers,
        body: JSON.stringify({ ...current.item, version: current.version, tagline }),
      });
      if (!saved.ok) throw new Error(`save answered ${saved.status}`);
      const started = process.hrtime.bigint();
      for (;;) {
        if ((await (await fetch(`${b.url}/`)).text()).includes(tagline)) break;
        if (Number(process.hrtime.bigint() - started) / 1e6 > 10_000)
          throw new Error('the second process did not show the save within 10 s');
      }
      samples.push(Number(process.hrtime.bigint() - started) / 1e6);
    }
    return summarize(samples);
  } finally {
    await Promise.all([a.stop(), b.stop()]);
    a.cleanUp();
    b.cleanUp();
  }
}

/**
 * The rows of `npm run bench` for issue 17: the uncached render, then (given a way to make a
 * throwaway PostgreSQL database) a save's arrival at a second process by LISTEN/NOTIFY, and by
 * Redis pub/sub when `redisUrl` is given. Printed as they come.
 */
export async function pagesBenchLines(options: {
  quick: boolean;
  postgres?: (() => Promise<{ url: string; drop: () => Promise<void> }>) | undefined;
  redisUrl?: string | undefined;
}): Promise<string[]> {
  const lines = ['| pages rendered at request time (decision 021) | samples | p50 ms | p99 ms | max ms |', '|---|---|---|---|---|'];
  const print = (line: string) => {
    lines.push(line);
    process.stdout.write(`${line}\n`);
  };
  const render = await measureUncachedRender('/', options.quick ? 100 : 400);
  print(
    `| GET / with no page kept: the content read, rendered, compressed (in-process, SQLite) | ${render.samples} | ${render.p50.toFixed(1)} | ${render.p99.toFixed(1)} | ${render.max.toFixed(1)} |`,
  );
  if (!options.postgres) return lines;
  const ways: [string, string | undefined][] = [
    ['LISTEN/NOTIFY', undefined],
    ...(options.redisUrl ? [['Redis pub/sub', options.redisUrl] as [string, string]] : []),
  ];
  for (const [via, redisUrl] of ways) {
    const database = await options.postgres();
    try {
      const save = await measureSaveToOtherProcess(database.url, options.quick ? 10 : 30, redisUrl);
      print(
        `| a save's answer on one process to the new home page served by another (${via}) | ${save.samples} | ${save.p50.toFixed(1)} | ${save.p99.toFixed(1)} | ${save.max.toFixed(1)} |`,
      );
    } finally {
      await database.drop();
    }
  }
  return lines;
}
