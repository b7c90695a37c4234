import type { Case, User } from '@wfc/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, seedAccounts, tokenFor } from '../../../test/accounts';
import { mailAddedBy, type MailRow } from '../../../test/case-mail-rows';
import { createTestApp, fixedClock, type TestApp } from '../../../test/helpers';
import { openDatabase, type Database } from '../../db/database';
import { runCaseSchedule } from './case-scheduler';
import { createCase } from './case.service';
import { mailerOf } from '../mail/outbox.service';

const T = '2026-11-20T10:00:00.000Z';
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const at = (offsetMs: number) => new Date(Date.parse(T) + offsetMs).toISOString();
const ofKind = (rows: MailRow[], ...kinds: string[]) => rows.filter((row) => kinds.includes(row.kind));

describe('scheduled work on cases', () => {
  let t: TestApp;
  const clock = fixedClock(T);
  let users: Record<'otto' | 'olive' | 'mina', User>;
  /**
   * A second pool on the same PostgreSQL database, as a second process would have. SQLite serves
   * one process (better-sqlite3 blocks the thread while it waits for a lock), so there both ticks
   * share the one connection and still interleave between their transactions.
   */
  let second: Database;

  beforeAll(async () => {
    t = await createTestApp({}, { clock });
    second = t.config.database.kind === 'postgres' ? openDatabase(t.config.database) : t.app.database;
    users = await seedAccounts(t.app, {
      otto: { name: 'Otto Operator', email: 'otto@example.org', role: 'operator' },
      olive: { name: 'Olive Operator', email: 'olive@example.org', role: 'operator' },
      mina: { name: 'Mina Enabler', email: 'mina@example.org', role: 'enabler' },
    });
  });
  afterAll(async () => {
    if (second !== t.app.database) await second.close();
    await t.close();
  });

  const tick = (offsetMs: number, database: Database = t.app.database) =>
    runCaseSchedule(database, new Date(at(offsetMs)), mailerOf(t.app));
  /** Both "processes" tick at the same moment. */
  const tickTwice = (offsetMs: number) => Promise.all([tick(offsetMs), tick(offsetMs, second)]);
  const newCase = (question: string, offsetMs: number) =>
    createCase(
      t.app.database,
      { question, requesterName: 'Rita Requester', requesterEmail: 'rita@example.org', source: 'help_form' },
      new Date(at(offsetMs)),
      mailerOf(t.app),
    );
  const assign = async (item: Case, offsetMs: number) => {
    clock.set(at(offsetMs));
    const headers = bearer(await tokenFor(t.app, users.otto));
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/operator/assign/${item._id}`,
      headers,
      payload: { enablerId: users.mina._id },
    });
    expect(response.statusCode).toBe(200);
    return response.json() as Case;
  };
  const history = async (item: Case) => {
    const headers = bearer(await tokenFor(t.app, users.otto));
    const detail = (await t.app.inject({ method: 'GET', url: `/api/operator/cases/${item._id}`, headers })).json();
    return detail.history.map((entry: { action: string; actorName: string | null; at: string }) => [
      entry.action,
      entry.actorName,
      entry.at,
    ]);
  };

  it('batches new requests per operator: at most one digest each 10 minutes, every case once, nothing when nothing is new', async () => {
    await newCase('First question', 0);
    await newCase('Second question', 10_000);
    // Too fresh: a case is listed once it is a minute old (it may still be committing).
    expect(await mailAddedBy(t.app, () => tickTwice(30_000))).toEqual([]);
    const first = await mailAddedBy(t.app, () => tickTwice(2 * MINUTE));
    const requests = [
      { requesterFirstName: 'Rita', question: 'First question', createdAt: at(0) },
      { requesterFirstName: 'Rita', question: 'Second question', createdAt: at(10_000) },
    ];
    const dashboardUrl = `${t.config.publicUrl}/operator`;
    expect(first).toEqual([
      { kind: 'new-requests-digest', recipient: 'olive@example.org', data: { recipientName: 'Olive Operator', requests, dashboardUrl } },
      { kind: 'new-requests-digest', recipient: 'otto@example.org', data: { recipientName: 'Otto Operator', requests, dashboardUrl } },
    ]);
    await newCase('Third question', 3 * MINUTE);
    // Within 10 minutes of the last digest: nothing, however often it ticks.
    expect(await mailAddedBy(t.app, () => tickTwice(5 * MINUTE))).toEqual([]);
    expect(await mailAddedBy(t.app, () => tickTwice(11 * MINUTE))).toEqual([]);
    const next = await mailAddedBy(t.app, () => tickTwice(12 * MINUTE + 1));
    expect(next.map((row) => [row.recipient, (row.data.requests as { question: string }[]).map((request) => request.question)])).toEqual([
      ['olive@example.org', ['Third question']],
      ['otto@example.org', ['Third question']],
    ]);
    expect(await mailAddedBy(t.app, () => tickTwice(40 * MINUTE))).toEqual([]);
  });

  it('reminds the enabler once a day before the deadline and sends one overdue notice when it passes, both in the history', async () => {
    const item = await assign(await newCase('Deadline question', HOUR), HOUR);
    expect(item.deadline).toBe(at(HOUR + 7 * DAY));
    const caseUrl = `${t.config.publicUrl}/enabler/cases?case=${item._id}`;

    expect(ofKind(await mailAddedBy(t.app, () => tickTwice(5 * DAY)), 'deadline-reminder', 'case-overdue')).toEqual([]);
    const reminded = await mailAddedBy(t.app, () => tickTwice(6 * DAY + 2 * HOUR));
    expect(ofKind(reminded, 'deadline-reminder', 'case-overdue')).toEqual([
      {
        kind: 'deadline-reminder',
        recipient: 'mina@example.org',
        data: { recipientName: 'Mina Enabler', question: 'Deadline question', deadline: item.deadline, caseUrl },
      },
    ]);
    expect(ofKind(await mailAddedBy(t.app, () => tickTwice(6 * DAY + 3 * HOUR)), 'deadline-reminder', 'case-overdue')).toEqual([]);

    const overdue = await mailAddedBy(t.app, () => tickTwice(7 * DAY + HOUR + MINUTE));
    const data = { enablerName: 'Mina Enabler', question: 'Deadline question', deadline: item.deadline };
    const operatorUrl = `${t.config.publicUrl}/operator?case=${item._id}`;
    expect(ofKind(overdue, 'deadline-reminder', 'case-overdue')).toEqual([
      { kind: 'case-overdue', recipient: 'mina@example.org', data: { recipientName: 'Mina Enabler', ...data, caseUrl } },
      { kind: 'case-overdue', recipient: 'olive@example.org', data: { recipientName: 'Olive Operator', ...data, caseUrl: operatorUrl } },
      { kind: 'case-overdue', recipient: 'otto@example.org', data: { recipientName: 'Otto Operator', ...data, caseUrl: operatorUrl } },
    ]);
    for (const later of [7 * DAY + 2 * HOUR, 9 * DAY, 30 * DAY]) {
      expect(ofKind(await mailAddedBy(t.app, () => tickTwice(later)), 'deadline-reminder', 'case-overdue')).toEqual([]);
    }
    expect(await history(item)).toEqual([
      ['created', 'Rita Requester', at(HOUR)],
      ['assigned', 'Otto Operator', at(HOUR)],
      ['reminder', null, at(6 * DAY + 2 * HOUR)],
      ['overdue', null, at(7 * DAY + HOUR + MINUTE)],
    ]);
  });

  it('sends each of many notices exactly once when two processes tick together, and none for completed cases', async () => {
    const base = 40 * DAY;
    const items: Case[] = [];
    for (let i = 0; i < 12; i += 1) items.push(await assign(await newCase(`Many ${i}`, base), base));
    // One is completed before its deadline: it gets neither notice.
    clock.set(at(base + HOUR));
    const minaHeaders = bearer(await tokenFor(t.app, users.mina));
    const done = items.pop() as Case;
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: `/api/enabler/update/${done._id}`,
          headers: minaHeaders,
          payload: { status: 'Completed' },
        })
      ).statusCode,
    ).toBe(200);

    const reminders = ofKind(
      await mailAddedBy(t.app, () => Promise.all([tickTwice(base + 6 * DAY + HOUR), tickTwice(base + 6 * DAY + HOUR)])),
      'deadline-reminder',
    );
    expect(reminders.map((row) => row.data.question).sort()).toEqual(items.map((item) => item.question).sort());
    const overdue = ofKind(
      await mailAddedBy(t.app, () => Promise.all([tickTwice(base + 8 * DAY), tickTwice(base + 8 * DAY)])),
      'case-overdue',
    );
    // The enabler and two operators, once per case.
    expect(overdue).toHaveLength(items.length * 3);
    expect(new Set(overdue.map((row) => `${row.recipient} ${String(row.data.question)}`)).size).toBe(items.length * 3);
    const events = await t.app.database.db
      .selectFrom('case_events')
      .select(['case_id', 'action'])
      .where('action', 'in', ['reminder', 'overdue'])
      .where(
        'case_id',
        'in',
        [...items, done].map((item) => item._id),
      )
      .execute();
    expect(events).toHaveLength(items.length * 2);
  });

  it('tells only the operators, naming her, when the enabler of an overdue case has been disabled', async () => {
    const base = 60 * DAY;
    const item = await assign(await newCase('Disabled enabler', base), base);
    await t.app.database.db.updateTable('users').set({ status: 'deactivated' }).where('id', '=', users.mina._id).execute();
    try {
      const reminders = ofKind(await mailAddedBy(t.app, () => tick(base + 6 * DAY + HOUR)), 'deadline-reminder', 'case-overdue');
      expect(reminders).toEqual([]);
      const overdue = ofKind(await mailAddedBy(t.app, () => tick(base + 8 * DAY)), 'case-overdue');
      expect(overdue.map((row) => [row.recipient, row.data.enablerName, row.data.question])).toEqual([
        ['olive@example.org', 'Mina Enabler', 'Disabled enabler'],
        ['otto@example.org', 'Mina Enabler', 'Disabled enabler'],
      ]);
      expect((await history(item)).map((entry: unknown[]) => entry[0])).toEqual(['created', 'assigned', 'reminder', 'overdue']);
    } finally {
      await t.app.database.db.updateTable('users').set({ status: 'active' }).where('id', '=', users.mina._id).execute();
    }
  });

  it('lists only what is still waiting when the digest is sent: not a case assigned meanwhile, nor one the operator made herself', async () => {
    const base = 90 * DAY;
    const questions = (rows: MailRow[]) =>
      rows.map((row) => [row.recipient, (row.data.requests as { question: string }[]).map((request) => request.question)]);
    await newCase('Still waiting', base);
    const assignedSoon = await newCase('Assigned a minute later', base + 1_000);
    const made = {
      question: 'Made a case by Olive',
      requesterName: 'Vera Visitor',
      requesterEmail: 'vera@example.org',
      source: 'inquiry' as const,
      createdBy: users.olive._id,
    };
    await createCase(t.app.database, made, new Date(at(base + 2_000)), mailerOf(t.app));
    await assign(assignedSoon, base + MINUTE);
    expect(questions(ofKind(await mailAddedBy(t.app, () => tickTwice(base + 2 * MINUTE)), 'new-requests-digest'))).toEqual([
      ['olive@example.org', ['Still waiting']],
      ['otto@example.org', ['Still waiting', 'Made a case by Olive']],
    ]);
    // A case assigned before the next digest is due: no digest at all, and it is passed over for good.
    await assign(await newCase('Assigned before the next digest', base + 3 * MINUTE), base + 5 * MINUTE);
    expect(ofKind(await mailAddedBy(t.app, () => tickTwice(base + 14 * MINUTE)), 'new-requests-digest')).toEqual([]);
    // An empty round is not a digest sent: the next waiting case goes out as soon as it has settled.
    await newCase('Later and waiting', base + 15 * MINUTE);
    expect(questions(ofKind(await mailAddedBy(t.app, () => tickTwice(base + 16 * MINUTE + 1)), 'new-requests-digest'))).toEqual([
      ['olive@example.org', ['Later and waiting']],
      ['otto@example.org', ['Later and waiting']],
    ]);
  });
});
