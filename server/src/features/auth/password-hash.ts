import { randomBytes, timingSafeEqual, type ScryptOptions } from 'node:crypto';
import { createHashPool, type HashPoolLimits } from './hash-pool';

/**
 * Password storage with scrypt at a row of OWASP's Password Storage table (N=2^17, r=8, p=1).
 * The encoded form keeps its own parameters, `scrypt$<log2 N>$<r>$<p>$<salt>$<hash>` (base64), so
 * that a later, stronger setting can verify old hashes and rehash them on the next login.
 */

/** The cost of new hashes in production: N=2^17. */
const LOG2_N = 17;
/** The lowest cost a hash may have, new (the in-process tests' 14) or stored. */
const MIN_LOG2_N = 14;
const BLOCK_SIZE = 8;
const PARALLELISM = 1;
const SALT_BYTES = 16;
const KEY_BYTES = 64;
// N=2^17, r=8 needs 128 MiB; Node's default ceiling is 32 MiB.
const MAX_MEMORY = 256 * 1024 * 1024;

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
    parsed.log2N >= MIN_LOG2_N &&
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
 * An app's password hashing (buildApp makes one, `app.passwordHasher`; features get it through their
 * contexts): scrypt on a bounded pool of worker threads (hash-pool.ts), about half a second a hash by
 * design, 503 HASHING_BUSY when the pool's queue is full.
 */
export interface PasswordHasher {
  /** log2 of the N new hashes, and the dummy hash, are made at: 17, or 14 in the in-process tests. */
  readonly log2N: number;
  /** Hashes a password with a fresh random salt. */
  hash(password: string): Promise<string>;
  /**
   * Whether `password` matches the encoded hash, at the cost the hash carries; compares in constant
   * time. An unreadable hash never matches (it does not throw), so a damaged row cannot be logged in to.
   */
  verify(password: string, encoded: string): Promise<boolean>;
  /**
   * A well-formed hash that matches no password, at the cost new hashes are made at: logins for an
   * unknown address verify against it, so that they take as long as a wrong password for a real account.
   */
  dummyHash(): string;
  /** Ends the hashing threads (the app's onClose); a later hash would start them again. */
  close(): Promise<void>;
}

/**
 * The hashing of one app: `limits` bound how many hashes run at once and how many may wait
 * (HASH_WORKERS, HASH_QUEUE). New hashes are made at N=2^log2N: 17 in production; the in-process
 * tests ask for 14 (a sixteenth of the work; AppOptions.passwordHashCost), so that a suite of
 * thousands of sign-ins does not spend its minutes in scrypt. Verification is the same code at any
 * cost (a hash carries its own parameters).
 */
export function createPasswordHasher(limits: HashPoolLimits, log2N: number = LOG2_N): PasswordHasher {
  if (!Number.isInteger(log2N) || log2N < MIN_LOG2_N || log2N > LOG2_N) {
    throw new Error(`A hash cost from ${MIN_LOG2_N} to ${LOG2_N}, not ${log2N}`);
  }
  const pool = createHashPool(limits);
  // NFC, so that the same password typed on two keyboards gives the same bytes.
  const deriveKey = (password: string, salt: Buffer, keyLength: number, options: ScryptOptions) =>
    pool.derive(password.normalize('NFC'), salt, keyLength, options);
  const dummy = [
    'scrypt',
    log2N,
    BLOCK_SIZE,
    PARALLELISM,
    randomBytes(SALT_BYTES).toString('base64'),
    randomBytes(KEY_BYTES).toString('base64'),
  ].join('$');

  return {
    log2N,
    async hash(password) {
      const salt = randomBytes(SALT_BYTES);
      const key = await deriveKey(password, salt, KEY_BYTES, { N: 2 ** log2N, r: BLOCK_SIZE, p: PARALLELISM, maxmem: MAX_MEMORY });
      return ['scrypt', log2N, BLOCK_SIZE, PARALLELISM, salt.toString('base64'), key.toString('base64')].join('$');
    },
    async verify(password, encoded) {
      const parsed = parseHash(encoded);
      if (!parsed) return false;
      const key = await deriveKey(password, parsed.salt, parsed.key.length, {
        N: 2 ** parsed.log2N,
        r: parsed.r,
        p: parsed.p,
        maxmem: MAX_MEMORY,
      });
      return timingSafeEqual(key, parsed.key);
    },
    dummyHash: () => dummy,
    close: () => pool.close(),
  };
}
