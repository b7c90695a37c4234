import { createHash, randomBytes } from 'node:crypto';
import { chmodSync, copyFileSync, existsSync, mkdtempSync, readdirSync, readFileSync, renameSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { migrate, openDatabase } from '../src/db/database';

/**
 * A migrated, empty database to copy, rather than running every migration again for each test's
 * database (issue 39: on PostgreSQL the 29 migrations took 1.7 to 3 s a database under load, on
 * SQLite 0.3 to 0.8 s, and the server tests make several hundred). The copy is the database the
 * migrations make, byte for byte; the app still runs `migrate` on it, which finds nothing to do, and
 * seeds it with its own clock. A template is named by its migrations' fingerprint, so a changed or
 * added migration makes a new one, and it is shared by the test processes of a run and the next runs.
 * An older template is left in place (another checkout's run may be copying it); on PostgreSQL they
 * are the `wfc_template_*` databases, on SQLite `wfc-test-template-*.db` in the temporary folder.
 */

const migrationsDir = path.resolve(import.meta.dirname, '../src/db/migrations');

/** The migrations' names and contents, hashed. */
function migrationsFingerprint(): string {
  const hash = createHash('sha256');
  for (const file of readdirSync(migrationsDir).sort())
    hash
      .update(file)
      .update('\0')
      .update(readFileSync(path.join(migrationsDir, file)))
      .update('\0');
  return hash.digest('hex').slice(0, 16);
}

const fingerprint = migrationsFingerprint();

/**
 * Puts a copy of the SQLite template at `file` (`<DATA_DIR>/app.db`), readable by its owner only,
 * as the server makes its database. The template is built once, in a folder of its own, and moved
 * into place whole, so a process never copies one half-written.
 */
export async function copySqliteTemplate(file: string): Promise<void> {
  const template = path.join(tmpdir(), `wfc-test-template-${fingerprint}.db`);
  if (!existsSync(template)) {
    const work = mkdtempSync(path.join(tmpdir(), 'wfc-test-template-'));
    try {
      const built = path.join(work, 'app.db');
      const database = openDatabase({ kind: 'sqlite', file: built });
      await migrate(database);
      // The write-ahead log folded into the file, so the file alone is the whole database.
      await database.forgetDeleted();
      await database.close();
      renameSync(built, template);
    } finally {
      rmSync(work, { recursive: true, force: true });
    }
  }
  copyFileSync(template, file);
  chmodSync(file, 0o600);
}

let postgresTemplate: Promise<string> | undefined;

/** The name of the PostgreSQL template database on the server of `adminUrl`, made if missing. */
export function postgresTemplateName(adminUrl: string): Promise<string> {
  postgresTemplate ??= makePostgresTemplate(adminUrl).catch((error: unknown) => {
    postgresTemplate = undefined;
    throw error;
  });
  return postgresTemplate;
}

async function makePostgresTemplate(adminUrl: string): Promise<string> {
  const name = `wfc_template_${fingerprint}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    const found = await admin.query('select 1 from pg_database where datname = $1', [name]);
    if (found.rowCount) return name;
    // Built under a name of its own and renamed when complete: another process either sees the
    // finished template or none, and the loser of a race drops its own copy.
    const building = `wfc_template_building_${randomBytes(6).toString('hex')}`;
    await admin.query(`create database ${building}`);
    const url = new URL(adminUrl);
    url.pathname = `/${building}`;
    const database = openDatabase({ kind: 'postgres', url: url.toString() });
    try {
      await migrate(database);
    } finally {
      await database.close();
    }
    try {
      await renameWhenClosed(admin, building, name);
    } catch (error) {
      await admin.query(`drop database if exists ${building} with (force)`);
      if ((error as { code?: string }).code !== '42P04') throw error;
    }
    return name;
  } finally {
    await admin.end();
  }
}

/** Renames a database once the backend of the pool just closed on it has gone (55006 until then). */
async function renameWhenClosed(admin: pg.Client, from: string, to: string): Promise<void> {
  for (let attempt = 0; ; attempt++) {
    try {
      await admin.query(`alter database ${from} rename to ${to}`);
      return;
    } catch (error) {
      if ((error as { code?: string }).code !== '55006' || attempt === 50) throw error;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
}
