/**
 * Starts the real server as production runs it (`server/dist/server.js`, built by `npm run build`,
 * with NODE_ENV=production) as a child process on a free port with its own data folder, and waits
 * until GET /api/health answers. Used by the browser tests, the multi-process tests and the
 * benchmarks.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** The compiled server (`npm run build`; the Vitest projects that start servers build it first). */
const serverEntry = path.join(root, 'server', 'dist', 'server.js');

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

export interface ServerProcess {
  url: string;
  port: number;
  dataDir: string;
  child: ChildProcess;
  /** Everything the process printed so far. */
  output(): string;
  /** Stops the process (SIGTERM: graceful; SIGKILL: a crash) and waits for it to exit. */
  stop(signal?: NodeJS.Signals): Promise<void>;
  /** Removes the data folder (when this module made it). */
  cleanUp(): void;
}

export interface StartOptions {
  /** Variables added to the environment (which starts from PATH and HOME only, so tests are not steered by the shell's). */
  env?: Record<string, string>;
  /** Reuse a data folder, e.g. to restart on the same SQLite database. */
  dataDir?: string;
  /** The port to listen on (e.g. one chosen first, for a PUBLIC_URL that names it); a free one by default. */
  port?: number;
  timeoutMs?: number;
  /**
   * `compiled` (the default): server/dist/server.js with NODE_ENV=production, as `npm start` runs it.
   * `source`: server/src/server.ts through tsx with no NODE_ENV, as `npm start` ran it before issue 27
   * (the bench's comparison only).
   */
  runs?: 'compiled' | 'source';
}

export async function startServer(options: StartOptions = {}): Promise<ServerProcess> {
  const ownDataDir = options.dataDir === undefined;
  const dataDir = options.dataDir ?? mkdtempSync(path.join(tmpdir(), 'wfc-server-'));
  const port = options.port ?? (await freePort());
  let output = '';
  const source = options.runs === 'source';
  const args = source ? ['--import', 'tsx', path.join(root, 'server', 'src', 'server.ts')] : ['--enable-source-maps', serverEntry];
  const child = spawn(process.execPath, args, {
    cwd: root,
    env: {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? '',
      ...(source ? {} : { NODE_ENV: 'production' }),
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      // A developer's .env must not steer the servers that tests and benches start.
      ENV_FILE: '/dev/null',
      ...(process.env.WEB_DIST_DIR ? { WEB_DIST_DIR: path.resolve(root, process.env.WEB_DIST_DIR) } : {}),
      ...options.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const url = `http://127.0.0.1:${port}`;

  const deadline = Date.now() + (options.timeoutMs ?? 60_000);
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null) throw new Error(`The server exited early:\n${output}`);
    try {
      if ((await fetch(`${url}/api/health`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`The server did not answer in time:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 150));
  }

  return {
    url,
    port,
    dataDir,
    child,
    output: () => output,
    stop: (signal = 'SIGTERM') =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null || child.signalCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill(signal);
      }),
    cleanUp: () => {
      if (ownDataDir) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
