import { chmodSync, closeSync, existsSync, mkdirSync, openSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

/**
 * The data folder holds password hashes, e-mail addresses and questions: only the server's own
 * user may read it (finding 7 of issue 16). Folders are 0700, files 0600.
 */
const PRIVATE_DIR_MODE = 0o700;
export const PRIVATE_FILE_MODE = 0o600;

/** A file or folder whose mode was looser than private and has been tightened, or left as it was and why. */
export interface ModeChange {
  path: string;
  /** The mode it had, as an octal string (`"755"`). */
  from: string;
  /** `tightened`, or `left` when it is not this user's to change or is a shared folder (sticky bit). */
  outcome: 'tightened' | 'left';
}

const octal = (mode: number) => (mode & 0o777).toString(8);

/** Creates `dir` (and missing parents) 0700; an existing one is left as it is (see protectDataFiles). */
export function makePrivateDir(dir: string): void {
  mkdirSync(dir, { recursive: true, mode: PRIVATE_DIR_MODE });
}

/**
 * Creates an empty `file` 0600 when it does not exist, so that whatever then writes it (SQLite, a
 * backup, pg_dump) starts from a private file, and tightens it when it does.
 */
export function makePrivateFile(file: string): void {
  closeSync(openSync(file, 'a', PRIVATE_FILE_MODE));
  chmodSync(file, PRIVATE_FILE_MODE);
}

function tighten(target: string, mode: number, changes: ModeChange[]): void {
  const stats = statSync(target);
  if ((stats.mode & 0o777 & ~mode) === 0) return;
  const from = octal(stats.mode);
  // A folder others share (sticky, like /tmp) or own is not ours to close: say so instead.
  const ours = process.getuid === undefined || stats.uid === process.getuid();
  if (!ours || (stats.isDirectory() && (stats.mode & 0o1000) !== 0)) {
    changes.push({ path: target, from, outcome: 'left' });
    return;
  }
  chmodSync(target, mode);
  changes.push({ path: target, from, outcome: 'tightened' });
}

/**
 * Makes the data folder private before the database opens: creates it 0700, tightens it when it is
 * looser, and tightens the SQLite file with its -wal and -shm, the generated `jwt-secret` and the
 * backups folder (with the files in it) made before files were private. Returns what it changed.
 */
export function protectDataFiles(dataDir: string, sqliteFile?: string): ModeChange[] {
  const changes: ModeChange[] = [];
  makePrivateDir(dataDir);
  tighten(dataDir, PRIVATE_DIR_MODE, changes);
  const files = [path.join(dataDir, 'jwt-secret')];
  if (sqliteFile) files.push(sqliteFile, `${sqliteFile}-wal`, `${sqliteFile}-shm`);
  const backups = path.join(dataDir, 'backups');
  if (existsSync(backups) && statSync(backups).isDirectory()) {
    tighten(backups, PRIVATE_DIR_MODE, changes);
    for (const entry of readdirSync(backups, { withFileTypes: true })) {
      if (entry.isFile()) files.push(path.join(backups, entry.name));
    }
  }
  for (const file of files) if (existsSync(file)) tighten(file, PRIVATE_FILE_MODE, changes);
  return changes;
}
