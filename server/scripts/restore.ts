/**
 * `npm run restore -- <backup file>`: puts an SQLite backup in place of the database. Stop the
 * server first; start it again afterwards. (PostgreSQL: use pg_restore, see docs/deploy.md.)
 */
import path from 'node:path';
import { loadConfig, loadRootEnvFile } from '../src/config';
import { restoreSqlite } from '../src/db/backup';

loadRootEnvFile();
const config = loadConfig();
const backup = process.argv[2];
if (!backup) {
  process.stderr.write('Usage: npm run restore -- <backup file>   (stop the server first)\n');
  process.exit(1);
}
if (config.database.kind === 'postgres') {
  process.stderr.write('DATABASE_URL points at PostgreSQL: restore with pg_restore (docs/deploy.md, Backups).\n');
  process.exit(1);
}
restoreSqlite(path.resolve(backup), config.database.file);
process.stdout.write(`Restored ${config.database.file} from ${path.resolve(backup)}. Start the server again.\n`);
