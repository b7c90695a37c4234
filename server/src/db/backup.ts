import { copyFileSync, existsSync, mkdirSync, renameSync, rmSync } from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';

/**
 * Copies a live SQLite database to `destination` with SQLite's online backup API: consistent even
 * while the server is writing, without stopping it.
 */
export async function backupSqlite(file: string, destination: string): Promise<void> {
  if (!existsSync(file)) throw new Error(`There is no database at ${file}`);
  mkdirSync(path.dirname(destination), { recursive: true });
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
  mkdirSync(path.dirname(file), { recursive: true });
  const staged = `${file}.restoring`;
  copyFileSync(backupFile, staged);
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
