#!/usr/bin/env node
/**
 * Browser tests and Lighthouse run in Debian's Chromium (never a browser a test tool downloads):
 * - the journeys in its headless shell (`chromium-headless-shell`, the package Debian builds from the
 *   same sources for automation: Blink and V8 alike, without the full browser's window machinery;
 *   it is what Playwright itself runs headless by default), at E2E_CHROMIUM_PATH
 *   (default /usr/bin/chromium-headless-shell);
 * - Lighthouse and the first-load count in the full browser (`chromium`), at CHROMIUM_PATH
 *   (default /usr/bin/chromium), since they measure what a visitor's browser does.
 * `ensureChromium()` installs what is missing when it can (root with apt-get), and otherwise says
 * how. Run as a script (`node scripts/ensure-chromium.mjs`) it exits 1 when either is still missing.
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const headlessShellPath = process.env.E2E_CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell';

const browsers = [
  { path: chromiumPath, debianPackage: 'chromium', variable: 'CHROMIUM_PATH' },
  { path: headlessShellPath, debianPackage: 'chromium-headless-shell', variable: 'E2E_CHROMIUM_PATH' },
];

function run(command, args, env) {
  process.stdout.write(`\n$ ${[command, ...args].join(' ')}\n`);
  return spawnSync(command, args, { stdio: 'inherit', env }).status ?? 1;
}

/** Whether both are there now (installed by this call if need be). */
export function ensureChromium() {
  const missing = () => browsers.filter((browser) => !existsSync(browser.path));
  if (missing().length === 0) return true;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  const hasApt = spawnSync('sh', ['-c', 'command -v apt-get'], { stdio: 'ignore' }).status === 0;
  const packages = missing().map((browser) => browser.debianPackage);
  if (isRoot && hasApt) {
    process.stdout.write(`This needs Debian's ${packages.join(' and ')}; installing with apt-get...\n`);
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
    if (
      run('apt-get', ['update', '-qq'], env) === 0 &&
      run('apt-get', ['install', '-y', '-qq', ...packages], env) === 0 &&
      missing().length === 0
    ) {
      return true;
    }
  }
  for (const browser of missing()) {
    process.stderr.write(
      `\nThis needs Debian's ${browser.debianPackage} at ${browser.path}.\n` +
        `Install it with \`sudo apt-get update && sudo apt-get install -y ${browser.debianPackage}\`,\n` +
        `or point ${browser.variable} at such a binary, then run the command again.\n`,
    );
  }
  return false;
}

if (process.argv[1] === fileURLToPath(import.meta.url) && !ensureChromium()) process.exit(1);
