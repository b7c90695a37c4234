#!/usr/bin/env node
/**
 * `npm run i18n:check` (part of `npm test`; docs/i18n.md): fails when the translation catalogs are
 * not what the code says they should be.
 * - The site's catalogs (web/src/locales): `lingui extract` must leave them unchanged, i.e. every
 *   text in the code is in them and none is left over. When it would change them, the new catalogs
 *   are left in place to commit (after translating).
 * - Every language but English has every message (`lingui compile --strict`, for the site, the
 *   API's answers in shared and the server's own catalogs); the compiled catalogs
 *   (shared/src/locales/answers/*.ts, server/src/locales/**.ts) must be the compilation of their
 *   PO files. Which texts the answers' catalog must hold is server/src/lib/localize.inventory.test.ts.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const problems = [];

function lingui(workspace, args) {
  const result = spawnSync('npx', ['lingui', ...args], { cwd: path.join(root, workspace), encoding: 'utf8' });
  return { ok: result.status === 0, output: `${result.stdout}${result.stderr}` };
}

/** Every file under a folder with its text, to compare before and after a command. */
function snapshot(folder, extension) {
  const files = new Map();
  if (!existsSync(folder)) return files;
  for (const entry of readdirSync(folder, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !entry.name.endsWith(extension)) continue;
    const file = path.join(entry.parentPath, entry.name);
    files.set(path.relative(root, file), readFileSync(file, 'utf8'));
  }
  return files;
}

function changed(before, after) {
  const names = new Set([...before.keys(), ...after.keys()]);
  return [...names].filter((name) => before.get(name) !== after.get(name)).sort();
}

const webLocales = path.join(root, 'web', 'src', 'locales');
const beforeExtract = snapshot(webLocales, '.po');
const extract = lingui('web', ['extract', '--clean']);
if (!extract.ok) problems.push(`lingui extract failed:\n${extract.output}`);
const extractChanged = changed(beforeExtract, snapshot(webLocales, '.po'));
if (extractChanged.length > 0) {
  problems.push(
    `The code's texts are not those of the catalogs; extraction changed (review, translate and commit):\n  ${extractChanged.join('\n  ')}`,
  );
}

const webCompile = lingui('web', ['compile', '--strict']);
if (!webCompile.ok) problems.push(`A site message has no translation:\n${webCompile.output}`);

/** `lingui compile --strict` in a workspace; its compiled catalogs (committed) must not change. */
function checkCompiled(workspace, locales, what) {
  const folder = path.join(root, workspace, ...locales);
  const before = snapshot(folder, '.ts');
  const compile = lingui(workspace, ['compile', '--strict']);
  if (!compile.ok) problems.push(`A ${what} message has no translation:\n${compile.output}`);
  const compiled = changed(before, snapshot(folder, '.ts'));
  if (compiled.length > 0) problems.push(`The ${what} compiled catalogs were out of date (commit them):\n  ${compiled.join('\n  ')}`);
}

// The API's answers (shared/src/locales/answers) and the server's own catalogs (server/src/locales).
checkCompiled('shared', ['src', 'locales'], "API's answers'");
checkCompiled('server', ['src', 'locales'], "server's");

if (problems.length > 0) {
  process.stderr.write(`${problems.join('\n\n')}\n`);
  process.exit(1);
}
process.stdout.write('The catalogs match the code, and every language has every message.\n');
