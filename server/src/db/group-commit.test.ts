import type { Kysely } from 'kysely';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/helpers';
import { insertCase } from '../features/cases/case.repository';
import { groupCommit } from './group-commit';
import type { DB } from './schema';

describe('group commit', () => {
  let t: TestApp;
  let transactions: number;
  let write: ReturnType<typeof groupCommit>;

  beforeAll(async () => {
    t = await createTestApp({ LOG_LEVEL: 'silent' });
  });
  afterAll(async () => t.close());

  beforeEach(async () => {
    await t.app.database.db.deleteFrom('cases').execute();
    transactions = 0;
    write = groupCommit((work) => {
      transactions += 1;
      return t.app.database.writeTransaction(work);
    });
  });

  const storeCase = (question: string) => async (trx: Kysely<DB>) => {
    const stamp = '2026-11-20T10:00:00.000Z';
    await insertCase(trx, {
      id: `case-${question}`,
      question,
      requester_name: 'Grouped',
      requester_email: 'grouped@example.org',
      status: 'Pending',
      assigned_to: null,
      deadline: null,
      source: 'help_form',
      created_at: stamp,
      updated_at: stamp,
    });
    return question;
  };
  const storedQuestions = async () =>
    (await t.app.database.db.selectFrom('cases').select('question').orderBy('question').execute()).map((row) => row.question);

  it('commits writes that arrive together in one transaction and answers each with its own result', async () => {
    const questions = Array.from({ length: 20 }, (_, index) => `q${String(index).padStart(2, '0')}`);
    const results = await Promise.all(questions.map((question) => write(storeCase(question))));
    expect(results).toEqual(questions);
    expect(transactions).toBe(1);
    expect(await storedQuestions()).toEqual(questions);
  });

  it('runs each write once when none fails', async () => {
    const runs = new Map<string, number>();
    const counted = (question: string) => async (trx: Kysely<DB>) => {
      runs.set(question, (runs.get(question) ?? 0) + 1);
      return storeCase(question)(trx);
    };
    await Promise.all(['one', 'two', 'three'].map((question) => write(counted(question))));
    expect([...runs.values()]).toEqual([1, 1, 1]);
    expect(transactions).toBe(1);
  });

  it('leaves nothing of a lone write that fails halfway', async () => {
    const failing = write(async (trx) => {
      await storeCase('alone')(trx);
      throw new Error('failed after its insert');
    });
    await expect(failing).rejects.toThrow('failed after its insert');
    expect(await storedQuestions()).toEqual([]);
    expect(transactions).toBe(1);
  });

  it('undoes only the write that failed, and only its caller sees the error', async () => {
    const failing = write(async (trx) => {
      await storeCase('half-written')(trx);
      throw new Error('this write changed its mind');
    });
    const others = [write(storeCase('before')), write(storeCase('after'))];
    await expect(failing).rejects.toThrow('this write changed its mind');
    expect(await Promise.all(others)).toEqual(['before', 'after']);
    // The batch ran together first, then again with a savepoint around each write.
    expect(transactions).toBe(2);
    expect(await storedQuestions()).toEqual(['after', 'before']);
  });

  it('refuses a duplicate key in one write and keeps the rest of the batch', async () => {
    const results = await Promise.allSettled([write(storeCase('same')), write(storeCase('same')), write(storeCase('other'))]);
    expect(results.map((result) => result.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    expect(await storedQuestions()).toEqual(['other', 'same']);
  });

  it('fails every write of a batch whose commit fails, and stores none of them', async () => {
    const failingCommit = groupCommit((work) =>
      t.app.database.writeTransaction(async (trx) => {
        await work(trx);
        throw new Error('commit failed');
      }),
    );
    const results = await Promise.allSettled([failingCommit(storeCase('lost-1')), failingCommit(storeCase('lost-2'))]);
    expect(results.map((result) => result.status)).toEqual(['rejected', 'rejected']);
    expect(await storedQuestions()).toEqual([]);
  });

  it('puts at most 64 writes in one transaction, and the writes that arrive meanwhile in the next', async () => {
    const first = Array.from({ length: 70 }, (_, index) => write(storeCase(`a${String(index).padStart(2, '0')}`)));
    await Promise.all(first);
    expect(transactions).toBe(2);
    const late = write(storeCase('late'));
    await late;
    expect(transactions).toBe(3);
    expect(await storedQuestions()).toHaveLength(71);
  });
});
