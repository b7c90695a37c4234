/**
 * The bench's hashing row (issue 16, finding 2): a static file's latency (the favicon) alone and
 * while nine parallel anonymous logins are hashed, on a server hashing on libuv's shared thread pool
 * as before (HASH_WORKERS=0, an unbounded queue) and on one with the hashing pool's defaults.
 */
import { randomBytes } from 'node:crypto';
import { fetchFileDuringLogins, fetchFileIdle } from './login-storm';
import { startServer } from './server-process';

export interface HashingBenchRow {
  setting: string;
  idleMs: number;
  /** The median over the rounds of the favicon's latency during the logins. */
  duringMs: number;
  /** How the logins of all rounds were answered, e.g. "27 × 401". */
  answers: string;
}

const FAVICON = '/favicon.svg';

async function measure(env: Record<string, string>, rounds: number): Promise<Omit<HashingBenchRow, 'setting'>> {
  const server = await startServer({
    env: { LOG_LEVEL: 'warn', RATE_LIMIT_FORMS_PER_MINUTE: '1000000', JWT_SECRET: randomBytes(32).toString('hex'), ...env },
  });
  try {
    const idleMs = await fetchFileIdle(server.url, FAVICON);
    const during: number[] = [];
    const statuses = new Map<number, number>();
    for (let round = 0; round < rounds; round += 1) {
      const { logins, file } = await fetchFileDuringLogins(server.url, { logins: 9, filePath: FAVICON, round });
      during.push(file.ms);
      for (const login of logins) statuses.set(login.status, (statuses.get(login.status) ?? 0) + 1);
    }
    const duringMs = during.sort((a, b) => a - b)[Math.floor(rounds / 2)] ?? 0;
    const answers = [...statuses].map(([status, count]) => `${count} × ${status}`).join(', ');
    return { idleMs, duringMs, answers };
  } finally {
    await server.stop();
    server.cleanUp();
  }
}

/** Both settings, one after the other, on fresh SQLite servers of the production build. */
export async function measureHashingUnderLogins(rounds = 3): Promise<HashingBenchRow[]> {
  const before = await measure({ HASH_WORKERS: '0', HASH_QUEUE: '1000' }, rounds);
  const after = await measure({}, rounds);
  return [
    { setting: "before: scrypt on libuv's shared pool (`HASH_WORKERS=0`, unbounded)", ...before },
    { setting: 'after: the hashing pool (2 worker threads, 16 waiting)', ...after },
  ];
}
