import type { User } from '@wfc/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, seedAccounts, tokenFor } from '../../../test/accounts';
import { mailAddedBy } from '../../../test/case-mail-rows';
import { createTestApp, fixedClock, type TestApp } from '../../../test/helpers';
import { openDatabase, type Database } from '../../db/database';
import { sendInquiryReminders } from './inquiry-scheduler';
import { mailerOf } from '../mail/outbox.service';

const T = '2026-12-01T10:00:00.000Z';
const HOUR = 60 * 60_000;
const DAY = 24 * HOUR;
const at = (offsetMs: number) => new Date(Date.parse(T) + offsetMs);

describe('the reminder of an inquiry still New after 3 days', () => {
  let t: TestApp;
  const clock = fixedClock(T);
  let users: Record<'admin' | 'mina', User>;
  // A second pool on PostgreSQL, as a second process would have (see case-scheduler.test.ts).
  let second: Database;

  beforeAll(async () => {
    t = await createTestApp({ PUBLIC_URL: 'https://club.example.org' }, { clock });
    second = t.config.database.kind === 'postgres' ? openDatabase(t.config.database) : t.app.database;
    users = await seedAccounts(t.app, {
      admin: { name: 'Ada Admin', email: 'ada@example.org', role: 'admin' },
      mina: { name: 'Mina Enabler', email: 'mina@example.org', role: 'enabler' },
    });
    const headers = bearer(await tokenFor(t.app, users.admin));
    await t.app.inject({ method: 'PUT', url: '/api/admin/enabler-profiles/2/account', headers, payload: { userId: users.mina._id } });
  });
  afterAll(async () => {
    if (second !== t.app.database) await second.close();
    await t.close();
  });

  const inquire = async (enablerId: number, question: string) => {
    const payload = { name: 'Vera Visitor', email: 'vera@example.org', question, enabler: 'x', enablerId };
    return (await t.app.inject({ method: 'POST', url: '/api/inquiry', payload })).json()._id as string;
  };
  const tickTwice = (offsetMs: number) =>
    Promise.all([
      sendInquiryReminders(t.app.database, at(offsetMs), mailerOf(t.app)),
      sendInquiryReminders(second, at(offsetMs), mailerOf(t.app)),
    ]);

  it('sends one reminder to the enabler once 3 days have passed, exactly once across two processes ticking together', async () => {
    const waiting = await inquire(2, 'Still waiting for you');
    const opened = await inquire(2, 'Opened already');
    await inquire(5, 'To a profile without an account');
    await t.app.inject({ url: `/api/enabler/inquiries/${opened}`, headers: bearer(await tokenFor(t.app, users.mina)) });

    expect(await mailAddedBy(t.app, () => tickTwice(3 * DAY - HOUR))).toEqual([]);
    const rows = await mailAddedBy(t.app, () => tickTwice(3 * DAY));
    expect(rows).toEqual([
      {
        kind: 'inquiry-reminder',
        recipient: 'mina@example.org',
        data: {
          recipientName: 'Mina Enabler',
          visitorName: 'Vera Visitor',
          question: 'Still waiting for you',
          receivedAt: T,
          dashboardUrl: 'https://club.example.org/enabler/inquiries',
        },
      },
    ]);
    expect(await mailAddedBy(t.app, () => tickTwice(4 * DAY))).toEqual([]);
    const row = await t.app.database.db
      .selectFrom('inquiries')
      .select(['status', 'reminder_sent_at'])
      .where('id', '=', waiting)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ status: 'New', reminder_sent_at: at(3 * DAY).toISOString() });
  });
});
