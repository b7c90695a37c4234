/**
 * The bench's rows for issue 27 (how `npm start` runs the server): an uncached page render and an
 * e-mail render with React's production build beside its development build, and the compiled
 * server (`server/dist/server.js`, NODE_ENV=production) beside the TypeScript source through tsx
 * (as before): the time from spawning the process to its first healthy answer, and its memory
 * (RSS) once started and idle. Each pair is measured in the same run, alternating.
 */
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { LatencyRow } from './pages-bench';
import { root, startServer } from './server-process';

interface ProbeResult {
  page: LatencyRow;
  mail: LatencyRow;
}

function probe(mode: 'production' | 'development', rounds: number): ProbeResult {
  const { NODE_ENV: _ignored, ...rest } = process.env;
  const env = mode === 'production' ? { ...rest, NODE_ENV: 'production' } : rest;
  const result = spawnSync(process.execPath, ['--import', 'tsx', path.join(root, 'scripts', 'lib', 'render-probe.ts'), String(rounds)], {
    cwd: root,
    env,
    encoding: 'utf8',
  });
  if (result.status !== 0) throw new Error(`render probe (${mode}) failed:\n${result.stderr}`);
  const line = result.stdout.split('\n').find((candidate) => candidate.startsWith('{"page"'));
  if (!line) throw new Error(`render probe (${mode}) printed no figures:\n${result.stdout}${result.stderr}`);
  return JSON.parse(line) as ProbeResult;
}

/** Resident memory of a process in MB, from /proc (Linux). */
function rssMb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1] ?? 0) / 1024;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

async function startOnce(runs: 'compiled' | 'source'): Promise<{ ms: number; rss: number }> {
  const started = process.hrtime.bigint();
  const server = await startServer({ runs, timeoutMs: 120_000 });
  const ms = Number(process.hrtime.bigint() - started) / 1e6;
  try {
    // Idle: the start-up's background work (page warming, the first scheduler runs) settles first.
    await new Promise((resolve) => setTimeout(resolve, 3000));
    return { ms, rss: rssMb(server.child.pid ?? 0) };
  } finally {
    await server.stop();
    server.cleanUp();
  }
}

export async function runtimeBenchLines(options: { quick: boolean }): Promise<string[]> {
  const lines: string[] = [];
  const print = (line: string) => {
    lines.push(line);
    process.stdout.write(`${line}\n`);
  };
  const rounds = options.quick ? 100 : 300;
  print('| React on the server (issue 27), in-process, SQLite | mode | samples | p50 ms | p99 ms |');
  print('|---|---|---|---|---|');
  const modes = ['production', 'development', 'production', 'development'] as const;
  const results: Record<string, ProbeResult[]> = { production: [], development: [] };
  for (const mode of modes) results[mode]!.push(probe(mode, rounds));
  for (const mode of ['production', 'development'] as const) {
    const runs = results[mode]!;
    const page = { p50: median(runs.map((run) => run.page.p50)), p99: median(runs.map((run) => run.page.p99)) };
    const mail = { p50: median(runs.map((run) => run.mail.p50)), p99: median(runs.map((run) => run.mail.p99)) };
    print(
      `| GET / with no page kept | NODE_ENV=${mode === 'production' ? 'production' : '(unset)'} | ${rounds} × ${runs.length} | ${page.p50.toFixed(1)} | ${page.p99.toFixed(1)} |`,
    );
    print(
      `| one e-mail rendered (help-received) | NODE_ENV=${mode === 'production' ? 'production' : '(unset)'} | ${rounds} × ${runs.length} | ${mail.p50.toFixed(2)} | ${mail.p99.toFixed(2)} |`,
    );
  }

  print('');
  print(
    '| the server process (issue 27), SQLite, a fresh data folder each | start to healthy ms (median of 3) | RSS idle after start MB (median of 3) |',
  );
  print('|---|---|---|');
  const starts: Record<'compiled' | 'source', { ms: number; rss: number }[]> = { compiled: [], source: [] };
  for (let i = 0; i < 3; i += 1) {
    starts.compiled.push(await startOnce('compiled'));
    starts.source.push(await startOnce('source'));
  }
  print(
    `| compiled: node server/dist/server.js, NODE_ENV=production (npm start) | ${median(starts.compiled.map((s) => s.ms)).toFixed(0)} | ${median(starts.compiled.map((s) => s.rss)).toFixed(0)} |`,
  );
  print(
    `| source: tsx server/src/server.ts, NODE_ENV unset (before issue 27) | ${median(starts.source.map((s) => s.ms)).toFixed(0)} | ${median(starts.source.map((s) => s.rss)).toFixed(0)} |`,
  );
  return lines;
}
