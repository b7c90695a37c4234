#!/usr/bin/env node
/**
 * Before `npm start`: builds what is missing or older than its sources, each part on its own: the
 * site (web/dist, Vite) and the server (server/dist/server.js, esbuild; decision 004's addendum).
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
// The root .env (or ENV_FILE) may move the build with WEB_DIST_DIR, as it does for the server.
const envFile = process.env.ENV_FILE || path.join(root, '.env');
if (existsSync(envFile)) process.loadEnvFile(envFile);

function newest(target) {
  if (!existsSync(target)) return 0;
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(target).reduce((latest, name) => Math.max(latest, newest(path.join(target, name))), stat.mtimeMs);
}

const parts = [
  {
    name: 'the site',
    workspace: 'web',
    marker: path.join(path.resolve(root, process.env.WEB_DIST_DIR || path.join('web', 'dist')), 'shell.html'),
    sources: ['web/src', 'web/public', 'web/index.html', 'web/scripts', 'shared/src', 'content'],
  },
  {
    name: 'the server',
    workspace: 'server',
    marker: path.join(root, 'server', 'dist', 'server.js'),
    sources: ['server/src', 'server/scripts/build-server.mjs', 'server/package.json', 'shared/src', 'content'],
  },
];

for (const part of parts) {
  const builtAt = existsSync(part.marker) ? statSync(part.marker).mtimeMs : 0;
  if (builtAt > 0 && !part.sources.some((source) => newest(path.join(root, source)) > builtAt)) continue;
  process.stdout.write(`Building ${part.name} (first start or changed sources)...\n`);
  const result = spawnSync('npm', ['run', 'build', '--silent', '--workspace', part.workspace], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
