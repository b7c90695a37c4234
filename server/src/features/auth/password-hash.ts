import { randomBytes, timingSafeEqual, type ScryptOptions } from 'node:crypto';
import { createHashPool, type HashPool, type HashPoolLimits } from './hash-pool';

/**
 * Password storage with scrypt at a row of OWASP's Password Storage table (N=2^17, r=8, p=1).
 * The encoded form keeps its own parameters, `scrypt$<log2 N>$<r>$<p>$<salt>$<hash>` (base64), so
 * that a later, stronger setting can verify old hashes and rehash them on the next login.
 */

const LOG2_N = 17;
const BLOCK_SIZE = 8;
const PARALLELISM = 1;
const SALT_BYTES = 16;
const KEY_BYTES = 64;
// N=2^17, r=8 needs 128 MiB; Node's default ceiling is 32 MiB.
const MAX_MEMORY = 256 * 1024 * 1024;

/** The defaults of HASH_WORKERS and HASH_QUEUE (config.ts). */
const DEFAULT_HASH_LIMITS: HashPoolLimits = { workers: 2, queue: 16 };

/** The cost new hashes are made at: LOG2_N, lower only in the in-process tests (setPasswordHashCostForTests). */
let newHashLog2N = LOG2_N;

/**
 * Tests only: new hashes, and the dummy hash, are made at N=2^log2N (14 to 17) instead of 2^17, so
 * that a suite of thousands of sign-ins does not spend its minutes in scrypt. Verification is the
 * same code at any cost (a hash carries its own parameters). Nothing in the server calls it; the
 * in-process Vitest projects do, in server/test/setup.ts, and password-hash.test.ts sets 17 back.
 */
export function setPasswordHashCostForTests(log2N: number): void {
  if (!Number.isInteger(log2N) || log2N < 14 || log2N > LOG2_N) throw new Error(`A hash cost from 14 to ${LOG2_N}, not ${log2N}`);
  newHashLog2N = log2N;
}

// One pool per process, like the CPU and memory it bounds; buildApp sets its limits from the config.
let pool: HashPool | undefined;

/**
 * Sets how many hashes this process runs at once and how many may wait (HASH_WORKERS, HASH_QUEUE).
 * A pool with other limits is closed (only tests build apps with different limits in one process).
 */
export function configurePasswordHashing(limits: HashPoolLimits): void {
  if (pool && pool.limits.workers === limits.workers && pool.limits.queue === limits.queue) return;
  void pool?.close();
  pool = createHashPool(limits);
}

/**
 * Ends this module's hashing threads (the next hash starts a new pool). For the in-process tests,
 * which load the module afresh for each file (server/test/setup.ts), so that idle threads do not pile up.
 */
export async function closePasswordHashing(): Promise<void> {
  const closing = pool;
  pool = undefined;
  await closing?.close();
}

function deriveKey(password: string, salt: Buffer, keyLength: number, options: ScryptOptions): Promise<Buffer> {
  pool ??= createHashPool(DEFAULT_HASH_LIMITS);
  // NFC, so that the same password typed on two keyboards gives the same bytes.
  return pool.derive(password.normalize('NFC'), salt, keyLength, options);
}

/**
 * Hashes a password with a fresh random salt; about half a second of work by design, on a worker
 * thread of the hashing pool (503 HASHING_BUSY when its queue is full).
 */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(SALT_BYTES);
  const log2N = newHashLog2N;
  const key = await deriveKey(password, salt, KEY_BYTES, { N: 2 ** log2N, r: BLOCK_SIZE, p: PARALLELISM, maxmem: MAX_MEMORY });
  return ['scrypt', log2N, BLOCK_SIZE, PARALLELISM, salt.toString('base64'), key.toString('base64')].join('$');
}

interface ParsedHash {
  log2N: number;
  r: number;
  p: number;
  salt: Buffer;
  key: Buffer;
}

const ENCODED = /^scrypt\$(\d{1,2})\$(\d{1,2})\$(\d{1,2})\$([A-Za-z0-9+/]+={0,2})\$([A-Za-z0-9+/]+={0,2})$/;

function parseHash(encoded: string): ParsedHash | undefined {
  const match = ENCODED.exec(encoded);
  if (!match) return undefined;
  const [, log2N, r, p, salt, key] = match;
  const parsed = {
    log2N: Number(log2N),
    r: Number(r),
    p: Number(p),
    salt: Buffer.from(salt ?? '', 'base64'),
    key: Buffer.from(key ?? '', 'base64'),
  };
  // Bounds keep a corrupted row from asking for gigabytes of memory or minutes of work.
  const sane =
    parsed.log2N >= 14 &&
    parsed.log2N <= LOG2_N &&
    parsed.r >= 1 &&
    parsed.r <= 16 &&
    parsed.p >= 1 &&
    parsed.p <= 16 &&
    parsed.salt.length >= 16 &&
    parsed.key.length >= 32 &&
    parsed.key.length <= 128;
  return sane ? parsed : undefined;
}

/**
 * Whether `password` matches the encoded hash; compares in constant time. An unreadable hash
 * never matches (it does not throw), so a damaged row cannot be logged in to. Runs on the hashing
 * pool like `hashPassword` (503 HASHING_BUSY when its queue is full).
 */
export async function verifyPassword(password: string, encoded: string): Promise<boolean> {
  const parsed = parseHash(encoded);
  if (!parsed) return false;
  const key = await deriveKey(password, parsed.salt, parsed.key.length, {
    N: 2 ** parsed.log2N,
    r: parsed.r,
    p: parsed.p,
    maxmem: MAX_MEMORY,
  });
  return timingSafeEqual(key, parsed.key);
}

const dummyHashes = new Map<number, string>();

/**
 * A well-formed hash that matches no password, at the cost new hashes are made at: logins for an
 * unknown address verify against it, so that they take as long as a wrong password for a real account.
 */
export function dummyPasswordHash(): string {
  let dummy = dummyHashes.get(newHashLog2N);
  if (!dummy) {
    dummy = [
      'scrypt',
      newHashLog2N,
      BLOCK_SIZE,
      PARALLELISM,
      randomBytes(SALT_BYTES).toString('base64'),
      randomBytes(KEY_BYTES).toString('base64'),
    ].join('$');
    dummyHashes.set(newHashLog2N, dummy);
  }
  return dummy;
}
