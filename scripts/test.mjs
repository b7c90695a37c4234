#!/usr/bin/env node
/**
 * `npm test`: lint, type-check, unit and API tests (Vitest: shared, server on SQLite and, with
 * TEST_DATABASE_URL, PostgreSQL, web components), then the browser journeys (Playwright in
 * Debian's Chromium against the production build). Ends with one line `N passed, M failed`.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

function run(command, args, options = {}) {
  process.stdout.write(`\n$ ${[command, ...args].join(' ')}\n`);
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', ...options });
  return result.status ?? 1;
}

function ensureChromium() {
  if (existsSync(chromium)) return true;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  const hasApt = spawnSync('sh', ['-c', 'command -v apt-get'], { stdio: 'ignore' }).status === 0;
  if (isRoot && hasApt) {
    process.stdout.write("Browser tests need Debian's Chromium; installing it with apt-get...\n");
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
    if (run('apt-get', ['update', '-qq'], { env }) === 0 && run('apt-get', ['install', '-y', '-qq', 'chromium'], { env }) === 0 && existsSync(chromium)) {
      return true;
    }
  }
  process.stderr.write(
    `\nBrowser tests need Debian's Chromium at ${chromium}.\n` +
      'Install it with `sudo apt-get update && sudo apt-get install -y chromium`,\n' +
      'or point CHROMIUM_PATH at a Chromium binary, then run `npm test` again.\n',
  );
  return false;
}

const readJson = (file) => {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return undefined;
  }
};

if (!ensureChromium()) process.exit(1);

const totals = { passed: 0, failed: 0 };
const problems = [];

if (run('npx', ['eslint', '.']) !== 0) problems.push('lint');
if (run('npm', ['run', 'typecheck', '--silent']) !== 0) problems.push('type-check');

const work = mkdtempSync(path.join(tmpdir(), 'wfc-test-report-'));
const vitestReport = path.join(work, 'vitest.json');
const vitestStatus = run('npx', ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${vitestReport}`]);
const vitest = readJson(vitestReport);
if (vitest) {
  totals.passed += vitest.numPassedTests;
  totals.failed += vitest.numFailedTests;
}
if (vitestStatus !== 0 || !vitest) problems.push('unit and API tests');

if (run('npm', ['run', 'build', '--silent']) !== 0) {
  problems.push('build');
} else {
  const e2eReport = path.join(root, 'e2e', 'test-results', 'results.json');
  rmSync(e2eReport, { force: true });
  const e2eStatus = run('npx', ['playwright', 'test'], { cwd: path.join(root, 'e2e'), env: { ...process.env, CHROMIUM_PATH: chromium } });
  const e2e = readJson(e2eReport);
  if (e2e) {
    totals.passed += e2e.stats.expected;
    totals.failed += e2e.stats.unexpected + e2e.stats.flaky;
  }
  if (e2eStatus !== 0 || !e2e) problems.push('browser tests');
}
rmSync(work, { recursive: true, force: true });

if (problems.length > 0) process.stdout.write(`\nFailed: ${problems.join(', ')}\n`);
process.stdout.write(`\n${totals.passed} passed, ${totals.failed} failed\n`);
process.exit(problems.length > 0 ? 1 : 0);
