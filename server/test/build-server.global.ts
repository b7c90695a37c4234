import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * Vitest global setup of the projects that start real server processes (scripts/lib/server-process):
 * they run the compiled server, as `npm start` does, so it is built first (half a second; each file
 * is replaced whole, so two projects building at once is harmless).
 */
export default function buildServer(): void {
  const script = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../scripts/build-server.mjs');
  const result = spawnSync(process.execPath, [script], { stdio: 'inherit' });
  if (result.status !== 0) throw new Error('Building the server failed (server/scripts/build-server.mjs).');
}
