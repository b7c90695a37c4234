import { scryptSync } from 'node:crypto';
import { stat } from 'node:fs/promises';
import { afterEach, describe, expect, it } from 'vitest';
import { AppError } from '../../lib/app-error';
import { createHashPool, type HashPool } from './hash-pool';

// Cheaper than the stored setting (N=2^17), so the tests cost little; the pool does not care.
const options = { N: 2 ** 14, r: 8, p: 1, maxmem: 64 * 1024 * 1024 };
const salt = Buffer.from('0123456789abcdef');

describe('the password hashing pool', () => {
  let pool: HashPool | undefined;
  afterEach(async () => pool?.close());

  it('derives the same key as scrypt itself, on its worker threads', async () => {
    pool = createHashPool({ workers: 2, queue: 4 });
    const keys = await Promise.all(['first', 'second', 'third'].map((password) => pool!.derive(password, salt, 64, options)));
    expect(keys.map((key) => key.toString('hex'))).toEqual(
      ['first', 'second', 'third'].map((password) => scryptSync(password, salt, 64, options).toString('hex')),
    );
  });

  it('refuses a job beyond the running ones and the queue with 503 HASHING_BUSY and Retry-After, and then takes jobs again', async () => {
    pool = createHashPool({ workers: 1, queue: 1 });
    const running = pool.derive('running', salt, 64, options);
    const waiting = pool.derive('waiting', salt, 64, options);
    const refused = await pool.derive('refused', salt, 64, options).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(AppError);
    expect(refused).toMatchObject({ statusCode: 503, code: 'HASHING_BUSY', retryAfterSeconds: 5 });
    await Promise.all([running, waiting]);
    expect(await pool.derive('later', salt, 64, options)).toEqual(scryptSync('later', salt, 64, options));
  });

  it("keeps libuv's thread pool free: a file's stat answers while every thread of the pool is hashing", async () => {
    // As many hashes as libuv has threads (4): on libuv's pool (before issue 16) they would hold all of them.
    pool = createHashPool({ workers: 4, queue: 1 });
    const order: string[] = [];
    const hashes = Array.from({ length: 4 }, (_, i) =>
      pool!.derive(`password ${i}`, salt, 64, { ...options, N: 2 ** 16, maxmem: 128 * 1024 * 1024 }).then(() => order.push('hash')),
    );
    await stat(import.meta.filename).then(() => order.push('stat'));
    await Promise.all(hashes);
    expect(order[0]).toBe('stat');
  });

  it("hands scrypt's own error back to its caller, and the thread goes on with the next job", async () => {
    pool = createHashPool({ workers: 1, queue: 2 });
    // maxmem far below what N needs: scrypt refuses in the worker.
    const failed = await pool.derive('x', salt, 64, { ...options, maxmem: 1024 }).catch((error: unknown) => error);
    expect(failed).toBeInstanceOf(Error);
    expect(await pool.derive('y', salt, 64, options)).toEqual(scryptSync('y', salt, 64, options));
  });
});
