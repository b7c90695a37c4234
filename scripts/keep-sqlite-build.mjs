#!/usr/bin/env node
/**
 * `npm install`'s last step (the root's postinstall): keeps the SQLite binding that better-sqlite3
 * compiled on this machine in npm's own cache of prebuilt bindings, where its installer
 * (prebuild-install) looks before it downloads one (issue 39, docs/performance.md "The install").
 * Its prebuilt bindings are on GitHub, which these machines do not reach, so every fresh clone
 * compiled SQLite from source: a minute of one core. With the binding kept, the next clone on this
 * machine unpacks it in a fraction of a second; a fresh machine compiles once, as before.
 *
 * The entry is named as prebuild-install names the download it would have made (the package's
 * version, Node's ABI, the platform and architecture; glibc Linux, macOS and Windows: musl's name
 * differs and is left alone), so it is only ever used for the same build. Nothing here can fail the
 * install: whatever goes wrong, it says so and exits 0.
 */
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, renameSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

try {
  // The server's dependency, hoisted to the root's node_modules by the workspaces (or kept in the server's).
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
  const packageDir = [path.join(root, 'node_modules', 'better-sqlite3'), path.join(root, 'server', 'node_modules', 'better-sqlite3')].find(
    (dir) => existsSync(path.join(dir, 'package.json')),
  );
  if (!packageDir) process.exit(0);
  const manifest = path.join(packageDir, 'package.json');
  const { version } = JSON.parse(readFileSync(manifest, 'utf8'));
  const binding = path.join(packageDir, 'build', 'Release', 'better_sqlite3.node');
  const musl = process.platform === 'linux' && !process.report?.getReport().header.glibcVersionRuntime;
  if (existsSync(binding) && !musl) {
    const url =
      `https://github.com/WiseLibs/better-sqlite3/releases/download/v${version}/` +
      `better-sqlite3-v${version}-node-v${process.versions.modules}-${process.platform}-${process.arch}.tar.gz`;
    const digest = createHash('sha512').update(url).digest('hex').slice(0, 6);
    const cache = path.join(process.env.npm_config_cache || path.join(os.homedir(), '.npm'), '_prebuilds');
    const entry = path.join(cache, `${digest}-${path.basename(url).replace(/[^a-zA-Z0-9.]+/g, '-')}`);
    if (!existsSync(entry)) {
      mkdirSync(cache, { recursive: true });
      const partial = `${entry}.${process.pid}.tmp`;
      const packed = spawnSync('tar', ['-czf', partial, '-C', packageDir, 'build/Release/better_sqlite3.node'], { stdio: 'inherit' });
      if (packed.status === 0) {
        renameSync(partial, entry);
        process.stdout.write(`Kept the compiled SQLite binding for the next install on this machine (${entry}).\n`);
      } else rmSync(partial, { force: true });
    }
  }
} catch (error) {
  process.stdout.write(
    `The compiled SQLite binding was not kept for the next install (${error instanceof Error ? error.message : error}).\n`,
  );
}
