#!/usr/bin/env node
/**
 * Browser tests and Lighthouse run in Debian's Chromium (never a browser a test tool downloads).
 * `ensureChromium()` finds it at CHROMIUM_PATH (default /usr/bin/chromium), installs the Debian
 * package when it can (root with apt-get), and otherwise says how to install it. Run as a script
 * (`node scripts/ensure-chromium.mjs`) it exits 1 when Chromium is still missing.
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

function run(command, args, env) {
  process.stdout.write(`\n$ ${[command, ...args].join(' ')}\n`);
  return spawnSync(command, args, { stdio: 'inherit', env }).status ?? 1;
}

/** Whether Chromium is there now (installed by this call if need be). */
export function ensureChromium() {
  if (existsSync(chromiumPath)) return true;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  const hasApt = spawnSync('sh', ['-c', 'command -v apt-get'], { stdio: 'ignore' }).status === 0;
  if (isRoot && hasApt) {
    process.stdout.write("This needs Debian's Chromium; installing it with apt-get...\n");
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
    if (
      run('apt-get', ['update', '-qq'], env) === 0 &&
      run('apt-get', ['install', '-y', '-qq', 'chromium'], env) === 0 &&
      existsSync(chromiumPath)
    ) {
      return true;
    }
  }
  process.stderr.write(
    `\nThis needs Debian's Chromium at ${chromiumPath}.\n` +
      'Install it with `sudo apt-get update && sudo apt-get install -y chromium`,\n' +
      'or point CHROMIUM_PATH at a Chromium binary, then run the command again.\n',
  );
  return false;
}

if (process.argv[1] === fileURLToPath(import.meta.url) && !ensureChromium()) process.exit(1);
