import { chmodSync, copyFileSync, existsSync, renameSync, rmSync } from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { makePrivateDir, makePrivateFile, PRIVATE_FILE_MODE } from '../lib/private-files';

/**
 * Copies a live SQLite database to `destination` with SQLite's online backup API: consistent even
 * while the server is writing, without stopping it. The copy is 0600 (in a folder made 0700), like
 * the database.
 */
export async function backupSqlite(file: string, destination: string): Promise<void> {
  if (!existsSync(file)) throw new Error(`There is no database at ${file}`);
  makePrivateDir(path.dirname(destination));
  makePrivateFile(destination);
  const source = new SQLite(file, { readonly: true, fileMustExist: true });
  try {
    await source.backup(destination);
  } finally {
    source.close();
  }
  assertIntact(destination);
}

/**
 * Puts a backup in place of the database file. Run it with the server stopped: the backup is
 * checked first, then swapped in, and the old write-ahead log removed so it cannot be replayed.
 */
export function restoreSqlite(backupFile: string, file: string): void {
  assertIntact(backupFile);
  makePrivateDir(path.dirname(file));
  const staged = `${file}.restoring`;
  copyFileSync(backupFile, staged);
  // A copy takes the backup's mode; the database is private whatever that was.
  chmodSync(staged, PRIVATE_FILE_MODE);
  rmSync(`${file}-wal`, { force: true });
  rmSync(`${file}-shm`, { force: true });
  renameSync(staged, file);
}

function assertIntact(file: string) {
  const db = new SQLite(file, { readonly: true, fileMustExist: true });
  try {
    const result = db.pragma('integrity_check', { simple: true });
    if (result !== 'ok') throw new Error(`${file} failed SQLite's integrity check: ${String(result)}`);
  } finally {
    db.close();
  }
}
