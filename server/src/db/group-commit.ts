import { sql, type Kysely } from 'kysely';
import type { DB } from './schema';

type Work<T> = (trx: Kysely<DB>) => Promise<T>;

interface Waiting {
  work: Work<unknown>;
  resolve: (value: unknown) => void;
  reject: (error: unknown) => void;
}

type Outcome = { ok: true; value: unknown } | { ok: false; error: unknown };

/** At most this many writes share one transaction, so one commit never holds up the rest for long. */
const MAX_BATCH = 64;

/**
 * Group commit over `writeTransaction`: writes that arrive while one transaction is being committed
 * wait and then share the next one, so a burst of submissions pays for one commit (and one flush to
 * disk) instead of one each. Every caller's promise settles after the shared COMMIT, so a reply
 * sent on success is still sent only once the write is durable; if the commit fails, every write
 * of the batch fails with it.
 *
 * A batch first runs its writes one after another with nothing around them. If one fails, that
 * transaction is rolled back and the batch runs again with each write in its own savepoint, so
 * only the failed write's changes are undone and only its caller sees its error. Savepoints cost a
 * round trip each on PostgreSQL, so they are paid only when a write fails. A `work` must therefore
 * touch nothing but the database: it may run twice.
 */
export function groupCommit(writeTransaction: <T>(work: Work<T>) => Promise<T>) {
  const queue: Waiting[] = [];
  let running = false;

  async function drain() {
    try {
      await commitBatches();
    } finally {
      running = false;
    }
  }

  async function commitBatches() {
    while (queue.length > 0) {
      const batch = queue.splice(0, MAX_BATCH);
      let outcomes: Outcome[];
      try {
        outcomes = await runBatch(batch);
      } catch (error) {
        for (const waiting of batch) waiting.reject(error);
        continue;
      }
      batch.forEach((waiting, index) => {
        const outcome = outcomes[index]!;
        if (outcome.ok) waiting.resolve(outcome.value);
        else waiting.reject(outcome.error);
      });
    }
  }

  async function runBatch(batch: Waiting[]): Promise<Outcome[]> {
    try {
      return await writeTransaction((trx) => runTogether(trx, batch));
    } catch (error) {
      if (!(error instanceof WriteFailed)) throw error;
      // A lone write has nobody to protect: its rolled-back transaction is its whole answer.
      if (batch.length === 1) return [{ ok: false, error: error.cause }];
      return writeTransaction((trx) => runEachInSavepoint(trx, batch));
    }
  }

  return function write<T>(work: Work<T>): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      queue.push({ work, resolve: resolve as (value: unknown) => void, reject });
      if (running) return;
      running = true;
      // One turn of the event loop lets the requests already read join the first batch.
      setImmediate(() => void drain());
    });
  };
}

/** Raised inside the optimistic transaction to roll it back when one of its writes fails. */
class WriteFailed extends Error {}

async function runTogether(trx: Kysely<DB>, batch: Waiting[]): Promise<Outcome[]> {
  const outcomes: Outcome[] = [];
  for (const waiting of batch) {
    try {
      outcomes.push({ ok: true, value: await waiting.work(trx) });
    } catch (error) {
      throw new WriteFailed('a write of the batch failed', { cause: error });
    }
  }
  return outcomes;
}

async function runEachInSavepoint(trx: Kysely<DB>, batch: Waiting[]): Promise<Outcome[]> {
  const outcomes: Outcome[] = [];
  for (const [index, waiting] of batch.entries()) {
    const savepoint = sql.raw(`group_write_${index}`);
    await sql`savepoint ${savepoint}`.execute(trx);
    try {
      outcomes.push({ ok: true, value: await waiting.work(trx) });
    } catch (error) {
      // Undo this write only; an error here (the connection is gone) fails the whole batch.
      await sql`rollback to savepoint ${savepoint}`.execute(trx);
      outcomes.push({ ok: false, error });
    }
    await sql`release savepoint ${savepoint}`.execute(trx);
  }
  return outcomes;
}
