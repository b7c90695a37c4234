#!/usr/bin/env node
/**
 * `npm run build --workspace server` (part of `npm run build`): compiles the server once into
 * `server/dist/server.js` (decision 004's addendum), so `npm start` runs plain JavaScript instead of
 * transpiling TypeScript at every start. The workspace packages (`@wfc/shared`, `@wfc/content`) are
 * TypeScript and JSON source, so they are bundled in; every other package stays in node_modules.
 */
import { build } from 'esbuild';
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const serverRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const outdir = path.join(serverRoot, 'dist');
const { dependencies } = JSON.parse(readFileSync(path.join(serverRoot, 'package.json'), 'utf8'));
const external = Object.keys(dependencies).filter((name) => !name.startsWith('@wfc/'));

mkdirSync(outdir, { recursive: true });
const result = await build({
  entryPoints: [path.join(serverRoot, 'src', 'server.ts')],
  outfile: path.join(outdir, 'server.js'),
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20.19',
  jsx: 'automatic',
  external,
  sourcemap: true,
  logLevel: 'warning',
  write: false,
});
// Files the server reads beside its own module (password-policy.ts: new URL('./common-passwords.txt', import.meta.url)).
const files = [
  ...result.outputFiles.map((file) => ({ path: file.path, contents: file.contents })),
  {
    path: path.join(outdir, 'common-passwords.txt'),
    contents: readFileSync(path.join(serverRoot, 'src', 'features', 'auth', 'common-passwords.txt')),
  },
];
// Each file replaced whole (written aside, then renamed), so a server starting meanwhile reads the old or the new one.
for (const file of files) {
  const aside = `${file.path}.${process.pid}.tmp`;
  writeFileSync(aside, file.contents);
  renameSync(aside, file.path);
}
