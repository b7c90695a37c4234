import type { MailSummary, User } from '@wfc/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, seedAccounts, tokenFor } from '../../../test/accounts';
import { createTestApp, fixedClock, type TestApp } from '../../../test/helpers';
import { getMail, listMail } from './mail.service';

// The role matrix of these routes (401 for every bad credential, 403 for operators and enablers)
// is in auth/require-role.test.ts with every other staff endpoint.
describe('GET /api/admin/mail: the Mail page', () => {
  let t: TestApp;
  const clock = fixedClock('2026-11-27T09:00:00.000Z');
  let users: Record<'admin' | 'operator', User>;
  let headers: Record<string, string>;
  const ids: string[] = [];

  beforeAll(async () => {
    t = await createTestApp({ PUBLIC_URL: 'https://club.example.org' }, { clock, background: false });
    users = await seedAccounts(t.app, {
      admin: { name: 'Ada Admin', email: 'ada@example.org', role: 'admin' },
      operator: { name: 'Otto Operator', email: 'otto@example.org', role: 'operator' },
    });
    headers = bearer(await tokenFor(t.app, users.admin));
    // Five messages a minute apart; without SMTP_URL they are held.
    for (let i = 0; i < 5; i += 1) {
      clock.set(`2026-11-27T09:0${i}:00.000Z`);
      const mail = {
        kind: 'help-received' as const,
        to: `r${i}@example.org`,
        data: { requesterName: `R${i}`, question: `Question ${i}?`, requestUrl: `https://club.example.org/request#t${i}` },
      };
      await t.app.database.writeTransaction((trx) => t.app.outbox.queue(trx, mail, clock()));
    }
    const rows = await t.app.database.db.selectFrom('outbox_messages').select('id').orderBy('created_at', 'desc').execute();
    ids.push(...rows.map((row) => row.id));
  });
  afterAll(async () => t.close());

  const list = (query = '') => t.app.inject({ method: 'GET', url: `/api/admin/mail${query}`, headers });

  it('lists messages newest first in pages, with X-Total-Count and a Link to the next page', async () => {
    const first = await list('?limit=2');
    expect(first.statusCode).toBe(200);
    expect(first.headers['x-total-count']).toBe('5');
    expect(first.headers['cache-control']).toBe('no-store');
    const page: MailSummary[] = first.json();
    expect(page.map((mail) => mail._id)).toEqual(ids.slice(0, 2));
    expect(page[0]).toEqual({
      _id: ids[0],
      kind: 'help-received',
      recipient: 'r4@example.org',
      subject: 'We have your question – Women Founders Club',
      status: 'held',
      attempts: 0,
      lastError: null,
      createdAt: '2026-11-27T09:04:00.000Z',
      sentAt: null,
    });
    const next = /^<(\/api\/admin\/mail\?[^>]+)>; rel="next"$/.exec(String(first.headers.link))?.[1];
    expect(next).toContain('limit=2');
    const second = await t.app.inject({ method: 'GET', url: next!, headers });
    expect(second.json().map((mail: MailSummary) => mail._id)).toEqual(ids.slice(2, 4));
    const last = await t.app.inject({ method: 'GET', url: /^<([^>]+)>/.exec(String(second.headers.link))![1]!, headers });
    expect(last.json().map((mail: MailSummary) => mail._id)).toEqual(ids.slice(4));
    expect(last.headers.link).toBeUndefined();
  });

  it('filters by status and refuses a bad status, limit or cursor with 400', async () => {
    expect((await list('?status=held')).json()).toHaveLength(5);
    const sent = await list('?status=sent');
    expect(sent.json()).toEqual([]);
    expect(sent.headers['x-total-count']).toBe('0');
    for (const query of [
      '?status=lost',
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

  it('opens one message with its text, HTML and links, and answers 404 for an unknown id', async () => {
    const detail = await t.app.inject({ method: 'GET', url: `/api/admin/mail/${ids[0]}`, headers });
    expect(detail.statusCode).toBe(200);
    const body = detail.json();
    expect(body.links).toEqual(['https://club.example.org/request#t4', 'https://club.example.org']);
    expect(body.text).toContain('> Question 4?');
    expect(body.html).toContain('<blockquote');
    const missing = await t.app.inject({ method: 'GET', url: '/api/admin/mail/no-such-message', headers });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({
      error: 'We could not find that message.',
      message: 'We could not find that message.',
      code: 'NOT_FOUND',
    });
  });

  it('checks the role in the service too, whoever calls it', async () => {
    const query = { limit: 10 };
    await expect(listMail(t.app.database, query, users.operator, t.app.config.publicUrl)).rejects.toMatchObject({ statusCode: 403 });
    await expect(getMail(t.app.database, ids[0]!, users.operator, t.app.config.publicUrl, clock())).rejects.toMatchObject({
      statusCode: 403,
    });
  });
});
