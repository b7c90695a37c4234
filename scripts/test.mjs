#!/usr/bin/env node
/**
 * `npm test`: Debian's Chromium and Dovecot installed when missing, then the catalogs' check, then the formatting check, the unused-code check (knip), the import graph's rules (dependency-cruiser), lint, type-check and the production build side by side
 * (each mostly one core, and the machines have two), then unit and API tests (Vitest: shared, server on
 * SQLite and, with TEST_DATABASE_URL, PostgreSQL, web components), then the browser journeys
 * (Playwright in Debian's Chromium headless shell against the production build). Ends with one line
 * `N passed, M failed`.
 */
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureChromium, headlessShellPath } from './ensure-chromium.mjs';
import { ensureDovecot } from './ensure-dovecot.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Each step's time, printed at the end so a slow step is seen before CI's limit is reached. */
const timings = [];

function run(command, args, options = {}) {
  const line = [command, ...args].join(' ');
  process.stdout.write(`\n$ ${line}\n`);
  const started = Date.now();
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', ...options });
  timings.push(`${String(Math.round((Date.now() - started) / 1000)).padStart(6)} s  ${line.slice(0, 60)}`);
  return result.status ?? 1;
}

/**
 * Runs the steps at once; each one's output is kept and printed whole when it ends, in the order
 * given, so the log reads as if they had run one after another. Resolves to each step's status and output.
 */
function runTogether(steps) {
  const started = Date.now();
  return Promise.all(
    steps.map(
      ({ command, args, env }) =>
        new Promise((resolve) => {
          const child = spawn(command, args, { cwd: root, stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, ...env } });
          const output = [];
          child.stdout.on('data', (chunk) => output.push(chunk));
          child.stderr.on('data', (chunk) => output.push(chunk));
          child.on('close', (status) =>
            resolve({ line: [command, ...args].join(' '), status: status ?? 1, output, seconds: (Date.now() - started) / 1000 }),
          );
        }),
    ),
  ).then((results) => {
    for (const { line, output, seconds } of results) {
      process.stdout.write(`\n$ ${line}\n`);
      process.stdout.write(Buffer.concat(output));
      timings.push(`${String(Math.round(seconds)).padStart(6)} s  ${line.slice(0, 60)} (side by side)`);
    }
    return results;
  });
}

const readJson = (file) => {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return undefined;
  }
};

// Both before anything runs: the browser journeys need Chromium, the IMAP watcher's tests Dovecot.
if (!ensureChromium() || !ensureDovecot()) process.exit(1);

const totals = { passed: 0, failed: 0 };
const problems = [];

// The catalogs' check first and alone: it runs `lingui extract` and `compile`, which rewrite the
// catalogs that the lint, the type-check and the build read.
if (run('node', ['scripts/check-catalogs.mjs']) !== 0) problems.push('translation catalogs');
// The production build is made with a chat key set, a canary: the production-build test looks for
// it in this build rather than making a second one of its own (issue 39: a build is most of a
// minute of the two cores); run alone, that test builds for itself.
const buildCanary = `sk-scan-${randomBytes(18).toString('hex')}`;
const steps = await runTogether([
  { command: 'npx', args: ['prettier', '--check', '.'] },
  { command: 'npx', args: ['knip', '--no-progress'] },
  { command: 'npm', args: ['run', 'imports', '--silent'] },
  { command: 'npx', args: ['eslint', '.'] },
  { command: 'npm', args: ['run', 'typecheck', '--silent'] },
  { command: 'npm', args: ['run', 'build', '--silent'], env: { CHAT_API_KEY: buildCanary, CHAT_API_URL: 'http://127.0.0.1:9/v1' } },
]);
const [format, unused, imports, lint, typecheck, build] = steps.map((step) => step.status);
if (format !== 0) problems.push('formatting (npm run format)');
if (unused !== 0) problems.push('unused code (npx knip)');
if (imports !== 0) problems.push('import rules (npm run imports)');
if (lint !== 0) problems.push('lint');
if (typecheck !== 0) problems.push('type-check');
if (build !== 0) problems.push('build');

const work = mkdtempSync(path.join(tmpdir(), 'wfc-test-report-'));
const vitestReport = path.join(work, 'vitest.json');
const builtWith = path.join(work, 'production-build.json');
if (build === 0) {
  const output = Buffer.concat(steps[5].output).toString('utf8');
  writeFileSync(builtWith, JSON.stringify({ canary: buildCanary, output, distDir: path.join(root, 'web', 'dist') }));
}
const vitestStatus = run('npx', ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${vitestReport}`], {
  env: { ...process.env, ...(build === 0 ? { WFC_PRODUCTION_BUILD: builtWith } : {}) },
});
const vitest = readJson(vitestReport);
if (vitest) {
  totals.passed += vitest.numPassedTests;
  totals.failed += vitest.numFailedTests;
}
if (vitestStatus !== 0 || !vitest) problems.push('unit and API tests');

if (build === 0) {
  const e2eReport = path.join(root, 'e2e', 'test-results', 'results.json');
  rmSync(e2eReport, { force: true });
  const e2eStatus = run('npx', ['playwright', 'test'], {
    cwd: path.join(root, 'e2e'),
    env: { ...process.env, E2E_CHROMIUM_PATH: headlessShellPath },
  });
  const e2e = readJson(e2eReport);
  if (e2e) {
    totals.passed += e2e.stats.expected;
    totals.failed += e2e.stats.unexpected + e2e.stats.flaky;
  }
  if (e2eStatus !== 0 || !e2e) problems.push('browser tests');
}
rmSync(work, { recursive: true, force: true });

process.stdout.write(`\nTime per step:\n${timings.join('\n')}\n`);
if (problems.length > 0) process.stdout.write(`\nFailed: ${problems.join(', ')}\n`);
process.stdout.write(`\n${totals.passed} passed, ${totals.failed} failed\n`);
process.exit(problems.length > 0 ? 1 : 0);
