import type { User } from '@wfc/shared';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { seedAccounts } from '../../../test/accounts';
import { createTestApp, fixedClock, type TestApp } from '../../../test/helpers';
import { seedMembers } from '../../../test/newsletter-members';
import { bookSession, enablerWithSchedule } from '../../../test/session-fixtures';
import { addVerifiedNumber, clearNotices, queuedNotices, WHATSAPP_TEST_ENV } from '../whatsapp/testing/whatsapp-test-kit';
import { sessionsContextOf } from './session-context';
import { runSessionSchedule } from './session-scheduler';

/**
 * A session's WhatsApp notices (issue 44): beside the mentee's reminder and change e-mails, in the same
 * transaction, a template to her number when she chose session updates there, in her language.
 */
const slot = (day: number, time = '04:30') => `2026-12-${String(day).padStart(2, '0')}T${time}:00.000Z`;

describe('a mentee hears of her session on WhatsApp too, when she chose it', () => {
  let t: TestApp;
  let enablerName = '';
  const clock = fixedClock('2026-12-01T09:00:00.000Z');

  beforeAll(async () => {
    t = await createTestApp(
      { ...WHATSAPP_TEST_ENV, PUBLIC_URL: 'https://club.example.org', RATE_LIMIT_FORMS_PER_MINUTE: '1000' },
      { clock, background: false },
    );
    const users: Record<'leela', User> = await seedAccounts(t.app, {
      leela: { name: 'Leela Menon', email: 'leela@example.org', role: 'enabler' },
    });
    await enablerWithSchedule(t.app, users.leela, 1, {
      weekly: [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({ weekday, start: '10:00', end: '18:00' })),
      maxPerWeek: 40,
    });
    const db = t.app.database.db;
    enablerName = (await db.selectFrom('enablers').select('name').where('id', '=', 1).executeTakeFirstOrThrow()).name;
    await seedMembers(db, [
      { email: 'asha@example.org', firstName: 'Asha', interests: ['events'] },
      { email: 'mira@example.org', firstName: 'Mira', interests: ['events'], locale: 'ml' },
      { email: 'bindu@example.org', firstName: 'Bindu', interests: ['events'] },
      { email: 'chitra@example.org', firstName: 'Chitra', interests: ['events'] },
      { email: 'devi@example.org', firstName: 'Devi', interests: ['events'] },
    ]);
    const secret = t.config.jwtSecret;
    await addVerifiedNumber(db, secret, 'asha@example.org', { phone: '+919847030001' });
    await addVerifiedNumber(db, secret, 'mira@example.org', { phone: '+919847030002', locale: 'ml' });
    // bindu has no number; chitra turned session updates off; devi replied STOP.
    await addVerifiedNumber(db, secret, 'chitra@example.org', { phone: '+919847030004', sessionUpdates: false });
    await addVerifiedNumber(db, secret, 'devi@example.org', { phone: '+919847030005', stopped: true });
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    clock.set('2026-12-01T09:00:00.000Z');
    await clearNotices(t.app.database.db);
  });

  /** Her link, as the outbox would send it (the stored data masks it). */
  const tokenOf = async (email: string) => {
    const row = await t.app.database.db
      .selectFrom('outbox_messages')
      .select(['id', 'secrets'])
      .where('recipient', '=', email)
      .where('kind', '=', 'session-confirm-address')
      .orderBy('created_at', 'desc')
      .executeTakeFirstOrThrow();
    return /\/sessions\/booking#([A-Za-z0-9_-]{43})/.exec(t.app.outbox.openSecrets(row.id, row.secrets!) ?? '')![1]!;
  };
  const book = async (email: string, start: string) => {
    expect((await bookSession(t.app, 1, { start, email, name: email.split('@')[0]! })).statusCode).toBe(202);
    const token = await tokenOf(email);
    const confirmed = await t.app.inject({ method: 'POST', url: '/api/sessions/booking/confirm', payload: { token } });
    expect(confirmed.statusCode).toBe(200);
    return { token, id: (confirmed.json() as { session: { _id: string } }).session._id };
  };
  const byAddress = <T extends { email: string | null }>(notices: T[]) =>
    [...notices].sort((a, b) => (a.email ?? '').localeCompare(b.email ?? ''));

  it("queues the day's reminder to the mentees who chose it, in her language, with the enabler and how to join", async () => {
    for (const [n, email] of ['asha', 'mira', 'bindu', 'chitra', 'devi'].entries())
      await book(`${email}@example.org`, slot(10, `0${4 + n}:30`));
    clock.set('2026-12-09T06:00:00.000Z');
    await runSessionSchedule(sessionsContextOf(t.app), clock());
    const notices = byAddress(await queuedNotices(t.app.database.db));
    expect(notices.map((notice) => [notice.email, notice.template, notice.locale, notice.cause])).toEqual([
      ['asha@example.org', 'wfc_session_reminder', 'en', 'session'],
      ['mira@example.org', 'wfc_session_reminder', 'ml', 'session'],
    ]);
    expect(notices[0]!.params).toEqual([
      'Asha',
      enablerName,
      'Thursday, 10 December 2026, 10:00 am–10:30 am (India Standard Time)',
      'Join online: https://meet.example.org/leela',
    ]);
    expect(notices[1]!.params[0]).toBe('Mira');
    expect(notices[1]!.params[2]).toContain('ഡിസംബർ 10');
    expect(notices[1]!.params[3]).toBe('ഓൺലൈനായി ചേരുക: https://meet.example.org/leela');
    // A tick again sends nothing twice.
    await runSessionSchedule(sessionsContextOf(t.app), clock());
    expect(await queuedNotices(t.app.database.db)).toHaveLength(2);
  });

  it('tells her of a cancellation, with the booking as its cause', async () => {
    const { token, id } = await book('mira@example.org', slot(17));
    await clearNotices(t.app.database.db);
    const cancelled = await t.app.inject({ method: 'POST', url: '/api/sessions/booking/cancel', payload: { token } });
    expect(cancelled.statusCode).toBe(200);
    const notices = await queuedNotices(t.app.database.db);
    expect(notices.map((notice) => [notice.email, notice.template, notice.causeId, notice.params.slice(0, 1), notice.params[2]])).toEqual([
      ['mira@example.org', 'wfc_session_update', id, ['Mira'], 'ഈ സെഷൻ റദ്ദാക്കി.'],
    ]);
  });
});
