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
export const DEFAULT_HASH_LIMITS: HashPoolLimits = { workers: 2, queue: 16 };

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
  const key = await deriveKey(password, salt, KEY_BYTES, { N: 2 ** LOG2_N, r: BLOCK_SIZE, p: PARALLELISM, maxmem: MAX_MEMORY });
  return ['scrypt', LOG2_N, BLOCK_SIZE, PARALLELISM, salt.toString('base64'), key.toString('base64')].join('$');
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
  const parsed = { log2N: Number(log2N), r: Number(r), p: Number(p), salt: Buffer.from(salt ?? '', 'base64'), key: Buffer.from(key ?? '', 'base64') };
  // Bounds keep a corrupted row from asking for gigabytes of memory or minutes of work.
  const sane =
    parsed.log2N >= 14 && parsed.log2N <= LOG2_N && parsed.r >= 1 && parsed.r <= 16 && parsed.p >= 1 && parsed.p <= 16 &&
    parsed.salt.length >= 16 && parsed.key.length >= 32 && parsed.key.length <= 128;
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

/**
 * A well-formed hash that matches no password: logins for an unknown address verify against it,
 * so that they take as long as a wrong password for a real account.
 */
export const DUMMY_PASSWORD_HASH = [
  'scrypt', LOG2_N, BLOCK_SIZE, PARALLELISM, randomBytes(SALT_BYTES).toString('base64'), randomBytes(KEY_BYTES).toString('base64'),
].join('$');
