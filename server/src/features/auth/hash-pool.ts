import { scrypt, type ScryptOptions } from 'node:crypto';
import { Worker } from 'node:worker_threads';
import { AppError } from '../../lib/app-error';

/** Seconds a caller is told to wait when the hashing queue is full. */
const HASHING_BUSY_RETRY_SECONDS = 5;

/** How much password hashing one process does at once (HASH_WORKERS, HASH_QUEUE; decision 017). */
export interface HashPoolLimits {
  /** Worker threads running scrypt; 0 runs it on libuv's shared thread pool, as before issue 16 (for comparison only). */
  workers: number;
  /** Jobs that may wait for a free worker (with 0 workers: jobs at once); one more is refused with 503 HASHING_BUSY. */
  queue: number;
}

/** Key derivation with a bounded amount of work in flight. */
export interface HashPool {
  readonly limits: HashPoolLimits;
  /** scrypt, or a 503 HASHING_BUSY AppError at once when the queue is full. */
  derive(password: string, salt: Buffer, keyLength: number, options: ScryptOptions): Promise<Buffer>;
  /** Ends the worker threads; jobs still waiting or running fail. */
  close(): Promise<void>;
}

/** The 503 of a full queue: the sign-in is not counted as a failure, and the person may simply try again. */
function hashingBusy(): AppError {
  const error = new AppError(503, 'HASHING_BUSY', 'Many people are signing in right now. Please try again in a few seconds.');
  error.retryAfterSeconds = HASHING_BUSY_RETRY_SECONDS;
  return error;
}

// The worker as plain CommonJS source (`eval`), so it runs the same under tsx, Vitest and any bundler.
// scryptSync blocks only this worker's own thread; libuv's four threads stay free for files and the rest.
const WORKER_SOURCE = `
const { parentPort } = require('node:worker_threads');
const { scryptSync } = require('node:crypto');
parentPort.on('message', (job) => {
  try {
    parentPort.postMessage({ key: scryptSync(job.password, job.salt, job.keyLength, job.options) });
  } catch (error) {
    parentPort.postMessage({ error: error instanceof Error ? error.message : String(error) });
  }
});
`;

interface Job {
  password: string;
  salt: Uint8Array;
  keyLength: number;
  options: ScryptOptions;
  resolve: (key: Buffer) => void;
  reject: (error: Error) => void;
}

interface Slot {
  worker: Worker;
  job: Job | undefined;
}

/** A pool of `limits.workers` threads started as needed, with at most `limits.queue` jobs waiting. */
export function createHashPool(limits: HashPoolLimits): HashPool {
  if (limits.workers === 0) return createSharedPoolHashing(limits);
  const slots = new Set<Slot>();
  const idle: Slot[] = [];
  const waiting: Job[] = [];

  function start(slot: Slot, job: Job) {
    slot.job = job;
    // Held open while it works; an idle pool never keeps the process alive.
    slot.worker.ref();
    slot.worker.postMessage({ password: job.password, salt: job.salt, keyLength: job.keyLength, options: job.options });
  }

  function release(slot: Slot) {
    const next = waiting.shift();
    if (next) return start(slot, next);
    slot.worker.unref();
    idle.push(slot);
  }

  function spawn(): Slot {
    const slot: Slot = { worker: new Worker(WORKER_SOURCE, { eval: true, execArgv: [] }), job: undefined };
    let failure: Error = new Error('The password hashing thread stopped');
    slot.worker.on('message', (reply: { key?: Uint8Array; error?: string }) => {
      const job = slot.job;
      slot.job = undefined;
      if (reply.key) job?.resolve(Buffer.from(reply.key));
      else job?.reject(new Error(reply.error ?? 'scrypt failed'));
      release(slot);
    });
    slot.worker.on('error', (error) => {
      failure = error;
    });
    slot.worker.on('exit', () => {
      slots.delete(slot);
      const at = idle.indexOf(slot);
      if (at >= 0) idle.splice(at, 1);
      slot.job?.reject(failure);
      slot.job = undefined;
      // A thread that died is replaced for the jobs still waiting.
      const next = waiting.shift();
      if (next) start(add(), next);
    });
    return slot;
  }

  function add(): Slot {
    const slot = spawn();
    slots.add(slot);
    return slot;
  }

  return {
    limits,
    derive(password, salt, keyLength, options) {
      return new Promise<Buffer>((resolve, reject) => {
        // A copy of its own: a pooled Buffer's whole backing store would otherwise be cloned.
        const job: Job = { password, salt: Uint8Array.from(salt), keyLength, options, resolve, reject };
        const free = idle.pop() ?? (slots.size < limits.workers ? add() : undefined);
        if (free) return start(free, job);
        if (waiting.length >= limits.queue) return reject(hashingBusy());
        waiting.push(job);
      });
    },
    async close() {
      for (const job of waiting.splice(0)) job.reject(new Error('The password hashing pool was closed'));
      await Promise.all([...slots].map((slot) => slot.worker.terminate()));
    },
  };
}

/** HASH_WORKERS=0: scrypt on libuv's shared pool as before (the bench's "before"), at most `queue` jobs at once. */
function createSharedPoolHashing(limits: HashPoolLimits): HashPool {
  let running = 0;
  return {
    limits,
    async derive(password, salt, keyLength, options) {
      if (running >= limits.queue) throw hashingBusy();
      running += 1;
      try {
        return await new Promise<Buffer>((resolve, reject) =>
          scrypt(password, salt, keyLength, options, (error, key) => (error ? reject(error) : resolve(key))),
        );
      } finally {
        running -= 1;
      }
    },
    async close() {},
  };
}
