import type { User, WhatsAppMessageSummary } from '@wfc/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, seedAccounts, tokenFor } from '../../../test/accounts';
import { createTestApp, fixedClock, type TestApp } from '../../../test/helpers';
import { seedMembers } from '../../../test/newsletter-members';
import { addVerifiedNumber, reportDelivery, WHATSAPP_TEST_ENV } from './testing/whatsapp-test-kit';

/**
 * The WhatsApp list of the admin's Mail page (issue 44), on the suite's engine: newest first in
 * cursor pages as /api/admin/mail, masked numbers, her name, the template's name and never its
 * parameters, the status filter, and a 404 without the club's WhatsApp account. The role matrix
 * (401, 403 for operators and enablers) is in auth/require-role.test.ts with every staff endpoint.
 */

const ANNA_PHONE = '+919847012345';
const MEERA_PHONE = '+919847055512';

describe('GET /api/admin/whatsapp: WhatsApp on the Mail page', () => {
  let t: TestApp;
  const clock = fixedClock('2026-12-07T09:00:00.000Z');
  let users: Record<'admin' | 'operator' | 'enabler', User>;
  let headers: Record<string, string>;
  let annaId: string;
  let meeraId: string;
  /** The rows' ids, newest first. */
  let ids: string[] = [];

  beforeAll(async () => {
    t = await createTestApp(WHATSAPP_TEST_ENV, { clock, background: false });
    users = await seedAccounts(t.app, {
      admin: { name: 'Ada Admin', email: 'ada@example.org', role: 'admin' },
      operator: { name: 'Otto Operator', email: 'otto@example.org', role: 'operator' },
      enabler: { name: 'Ena Enabler', email: 'ena@example.org', role: 'enabler' },
    });
    headers = bearer(await tokenFor(t.app, users.admin));
    const db = t.app.database.db;
    await seedMembers(db, [
      { email: 'anna@example.org', firstName: 'Anna', interests: ['events'] },
      { email: 'meera@example.org', firstName: 'Meera', interests: ['events'], locale: 'ml' },
    ]);
    const secret = t.app.config.jwtSecret;
    annaId = await addVerifiedNumber(db, secret, 'anna@example.org', { phone: ANNA_PHONE });
    meeraId = await addVerifiedNumber(db, secret, 'meera@example.org', { phone: MEERA_PHONE, locale: 'ml' });

    // Four messages a minute apart: a code, two event reminders and a STOP confirmation.
    const queue: ((at: Date) => Promise<unknown>)[] = [
      (at) =>
        t.app.database.writeTransaction((trx) =>
          t.app.whatsapp.queueCode(trx, { membershipId: annaId, phone: ANNA_PHONE, locale: 'en', code: '482913' }, at),
        ),
      ...['anna@example.org', 'meera@example.org'].map(
        (email) => (at: Date) =>
          t.app.database.writeTransaction((trx) =>
            t.app.whatsapp.notifyMember(
              trx,
              {
                email,
                choice: 'event_updates',
                template: 'wfc_event_reminder',
                cause: 'event',
                causeId: 'evt-01',
                params: ({ firstName }) => [firstName, 'Founders Meetup', 'Monday', 'Kochi', 'https://club.example.org/events/evt-01'],
              },
              at,
            ),
          ),
      ),
      (at) =>
        t.app.database.writeTransaction((trx) =>
          t.app.whatsapp.queueText(
            trx,
            { membershipId: meeraId, phone: MEERA_PHONE, locale: 'ml', text: 'Stopped.', cause: 'stop-confirmed', causeId: null },
            at,
          ),
        ),
    ];
    for (const [i, add] of queue.entries()) {
      clock.set(`2026-12-07T09:0${i}:00.000Z`);
      expect(await add(clock())).toBeTruthy();
    }
    ids = (await db.selectFrom('whatsapp_messages').select('id').orderBy('created_at', 'desc').execute()).map((row) => row.id);
    expect(ids).toHaveLength(4);
    // Meera's reminder was read; Anna's failed at the Cloud API.
    await reportDelivery(db, [ids[1]!], 'read');
    await db
      .updateTable('whatsapp_messages')
      .set({ status: 'failed', error: '(#131026) Message Undeliverable.', status_at: '2026-12-07T09:10:00.000Z' })
      .where('id', '=', ids[2]!)
      .execute();
  });
  afterAll(async () => t.close());

  const list = (query = '', as = headers) => t.app.inject({ method: 'GET', url: `/api/admin/whatsapp${query}`, headers: as });

  it('lists messages newest first in pages, with X-Total-Count and a Link to the next page, shaped as the Mail list', async () => {
    const first = await list('?limit=2');
    expect(first.statusCode).toBe(200);
    expect(first.headers['x-total-count']).toBe('4');
    expect(first.headers['cache-control']).toBe('no-store');
    const page: WhatsAppMessageSummary[] = first.json();
    expect(page.map((message) => message._id)).toEqual(ids.slice(0, 2));
    expect(page[0]).toEqual({
      _id: ids[0],
      to: '+91 ••••••• 512',
      memberName: 'Meera Member',
      template: 'text',
      cause: 'stop-confirmed',
      causeId: null,
      status: 'queued',
      error: null,
      createdAt: '2026-12-07T09:03:00.000Z',
      sentAt: null,
      statusAt: null,
      locale: 'ml',
    });
    expect(page[1]).toMatchObject({ template: 'wfc_event_reminder', cause: 'event', causeId: 'evt-01', status: 'read' });
    const next = /^<(\/api\/admin\/whatsapp\?[^>]+)>; rel="next"$/.exec(String(first.headers.link))?.[1];
    expect(next).toContain('limit=2');
    const second = await t.app.inject({ method: 'GET', url: next!, headers });
    const rest: WhatsAppMessageSummary[] = second.json();
    expect(rest.map((message) => message._id)).toEqual(ids.slice(2));
    expect(second.headers.link).toBeUndefined();
    expect(rest[0]).toMatchObject({ memberName: 'Anna Member', status: 'failed', error: '(#131026) Message Undeliverable.' });
    expect(rest[1]).toMatchObject({ template: 'wfc_number_code', cause: 'number-code', status: 'queued' });
  });

  it('shows every number masked and no parameter, code or text of any message', async () => {
    const answer = await list();
    expect(answer.statusCode).toBe(200);
    for (const message of answer.json() as WhatsAppMessageSummary[]) {
      expect(message.to).toMatch(/^\+91 •+ \d{3}$/);
      expect(Object.keys(message)).not.toContain('params');
      expect(Object.keys(message)).not.toContain('text');
    }
    for (const hidden of ['9847012345', '9847055512', '482913', '••••••"', 'Founders Meetup', 'Stopped.', 'Kochi']) {
      expect(answer.body).not.toContain(hidden);
    }
  });

  it('filters by status and refuses a bad status, limit or cursor with 400', async () => {
    const failed = await list('?status=failed');
    expect(failed.json().map((message: WhatsAppMessageSummary) => message._id)).toEqual([ids[2]]);
    expect(failed.headers['x-total-count']).toBe('1');
    expect((await list('?status=queued')).json()).toHaveLength(2);
    const delivered = await list('?status=delivered');
    expect(delivered.json()).toEqual([]);
    expect(delivered.headers['x-total-count']).toBe('0');
    // The filter is kept in the next page's link.
    expect(String((await list('?status=queued&limit=1')).headers.link)).toContain('status=queued');
    for (const query of [
      '?status=held',
      '?limit=0',
      '?limit=201',
      '?cursor=not*valid',
      `?cursor=${Buffer.from('[1,2]').toString('base64url')}`,
    ]) {
      const response = await list(query);
      expect({ query, status: response.statusCode }).toEqual({ query, status: 400 });
      expect(response.json()).toMatchObject({ code: 'VALIDATION_FAILED' });
    }
  });

  it('refuses operators and enablers, and anyone signed out', async () => {
    for (const who of [users.operator, users.enabler]) {
      const refused = await list('', bearer(await tokenFor(t.app, who)));
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toMatchObject({ code: 'FORBIDDEN' });
    }
    expect((await list('', {})).statusCode).toBe(401);
  });

  it('names no member once her membership is gone', async () => {
    // Erasure deletes her messages; a row left without its membership still shows, nameless.
    await t.app.database.db.updateTable('whatsapp_messages').set({ membership_id: null }).where('id', '=', ids[0]!).execute();
    const [newest] = (await list('?limit=1')).json() as WhatsAppMessageSummary[];
    expect(newest).toMatchObject({ _id: ids[0], memberName: null, to: '+91 ••••••• 512' });
  });
});

describe('GET /api/admin/whatsapp without the club’s WhatsApp account', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({}, { background: false });
  });
  afterAll(async () => t.close());

  it('answers 404 to the admin (the Mail page shows no WhatsApp list) and 403 to others', async () => {
    const users = await seedAccounts(t.app, {
      admin: { name: 'Ada Admin', email: 'ada@example.org', role: 'admin' },
      operator: { name: 'Otto Operator', email: 'otto@example.org', role: 'operator' },
    });
    const admin = await t.app.inject({ method: 'GET', url: '/api/admin/whatsapp', headers: bearer(await tokenFor(t.app, users.admin)) });
    expect(admin.statusCode).toBe(404);
    expect(admin.json()).toMatchObject({ code: 'NOT_FOUND' });
    const operator = await t.app.inject({
      method: 'GET',
      url: '/api/admin/whatsapp',
      headers: bearer(await tokenFor(t.app, users.operator)),
    });
    expect(operator.statusCode).toBe(403);
  });
});
