import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** A real server process on the production build, with its own data folder. */
export interface ServerHandle {
  url: string;
  port: number;
  dataDir: string;
  /** Everything the process printed. */
  output: () => string;
  stop(signal?: NodeJS.Signals): Promise<void>;
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

export const ADMIN_EMAIL = 'admin@wfc.test';
export const ADMIN_PASSWORD = 'e2e-admin-password-1';

/** Starts `server/src/server.ts` and waits until GET /api/health answers 200. */
export async function startServer(options: { dataDir?: string; env?: Record<string, string> } = {}): Promise<ServerHandle> {
  const dataDir = options.dataDir ?? mkdtempSync(path.join(tmpdir(), 'wfc-e2e-'));
  const port = await freePort();
  let output = '';
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', path.join(repoRoot, 'server/src/server.ts')], {
    cwd: repoRoot,
    env: {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? '',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      ...(process.env.WEB_DIST_DIR ? { WEB_DIST_DIR: path.resolve(repoRoot, 'web', process.env.WEB_DIST_DIR) } : {}),
      ADMIN_EMAIL,
      ADMIN_PASSWORD,
      RATE_LIMIT_FORMS_PER_MINUTE: '1000',
      RATE_LIMIT_CHAT_PER_MINUTE: '1000',
      ...options.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const url = `http://127.0.0.1:${port}`;

  const deadline = Date.now() + 30_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`The server exited early:\n${output}`);
    try {
      const response = await fetch(`${url}/api/health`);
      if (response.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`The server did not answer within 30 s:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 150));
  }

  return {
    url,
    port,
    dataDir,
    output: () => output,
    stop: (signal = 'SIGTERM') =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill(signal);
      }),
  };
}

export function removeDataDir(dataDir: string) {
  rmSync(dataDir, { recursive: true, force: true });
}
