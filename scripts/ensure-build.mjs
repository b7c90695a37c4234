#!/usr/bin/env node
/** Before `npm start`: builds the site when there is no build yet or its sources are newer than it. */
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
// The root .env (or ENV_FILE) may move the build with WEB_DIST_DIR, as it does for the server.
const envFile = process.env.ENV_FILE || path.join(root, '.env');
if (existsSync(envFile)) process.loadEnvFile(envFile);
const marker = path.join(path.resolve(root, process.env.WEB_DIST_DIR || path.join('web', 'dist')), 'shell.html');
const sources = ['web/src', 'web/public', 'web/index.html', 'web/scripts', 'shared/src', 'content'].map((p) => path.join(root, p));

function newest(target) {
  if (!existsSync(target)) return 0;
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(target).reduce((latest, name) => Math.max(latest, newest(path.join(target, name))), stat.mtimeMs);
}

const builtAt = existsSync(marker) ? statSync(marker).mtimeMs : 0;
if (builtAt === 0 || sources.some((source) => newest(source) > builtAt)) {
  process.stdout.write('Building the site (first start or changed sources)...\n');
  const result = spawnSync('npm', ['run', 'build', '--silent'], { cwd: root, stdio: 'inherit' });
  process.exit(result.status ?? 1);
}
