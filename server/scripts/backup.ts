/**
 * `npm run backup [-- <file>]`: an online backup of the SQLite database (default
 * `<DATA_DIR>/backups/app-<time>.db`). With DATABASE_URL (PostgreSQL) it runs pg_dump instead.
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { loadConfig, loadRootEnvFile } from '../src/config';
import { backupSqlite } from '../src/db/backup';
import { makePrivateDir, makePrivateFile } from '../src/lib/private-files';

loadRootEnvFile();
const config = loadConfig();
const stamp = new Date().toISOString().replace(/[:.]/g, '-');
const given = process.argv[2];

if (config.database.kind === 'postgres') {
  const file = path.resolve(given ?? path.join(config.dataDir, 'backups', `app-${stamp}.dump`));
  // pg_dump writes into this private file (0600 in a 0700 folder) rather than creating its own.
  makePrivateDir(path.dirname(file));
  makePrivateFile(file);
  const result = spawnSync('pg_dump', ['--format=custom', `--file=${file}`, config.database.url], { stdio: 'inherit' });
  if (result.error || result.status !== 0) {
    process.stderr.write('pg_dump failed (is it installed? `apt-get install postgresql-client`). See docs/deploy.md, Backups.\n');
    process.exit(1);
  }
  process.stdout.write(`Backed up PostgreSQL to ${file} (restore with pg_restore --clean --dbname=...)\n`);
} else {
  const file = path.resolve(given ?? path.join(config.dataDir, 'backups', `app-${stamp}.db`));
  await backupSqlite(config.database.file, file);
  process.stdout.write(`Backed up ${config.database.file} to ${file}\n`);
}
