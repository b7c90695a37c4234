import type { User } from '@wfc/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, seedAccounts, tokenFor } from '../../../test/accounts';
import { mailAddedBy } from '../../../test/case-mail-rows';
import { createTestApp, fixedClock, type TestApp } from '../../../test/helpers';
import { mailerOf } from '../mail/outbox.service';
import { runCaseSchedule } from './case-scheduler';

const T = '2026-12-07T10:00:00.000Z';

/** Issue 41: each operator chooses how she hears of a new help request by e-mail. */
describe('new requests by e-mail, at once, in the batch or not at all', () => {
  let t: TestApp;
  const clock = fixedClock(T);
  let users: Record<'atOnce' | 'batch' | 'none' | 'enabler', User>;
  const headers: Record<string, Record<string, string>> = {};

  beforeAll(async () => {
    t = await createTestApp({}, { clock });
    users = await seedAccounts(t.app, {
      atOnce: { name: 'Asha Operator', email: 'asha.op@example.org', role: 'operator' },
      batch: { name: 'Bina Operator', email: 'bina.op@example.org', role: 'operator' },
      none: { name: 'Chitra Operator', email: 'chitra.op@example.org', role: 'operator' },
      enabler: { name: 'Esha Enabler', email: 'esha@example.org', role: 'enabler' },
    });
    for (const key of ['atOnce', 'batch', 'none', 'enabler'] as const) headers[key] = bearer(await tokenFor(t.app, users[key]));
  });
  afterAll(async () => t.close());

  const choose = (who: string, newRequests: unknown, extra: Record<string, string> = {}) =>
    t.app.inject({
      method: 'PUT',
      url: '/api/operator/new-request-mail',
      headers: { ...headers[who], ...extra },
      payload: { newRequests },
    });

  it('is the batch until she chooses, and takes only the three choices, from operators and admins', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/operator/new-request-mail', headers: headers.batch })).json()).toEqual({
      newRequests: 'batch',
    });
    expect((await choose('atOnce', 'at-once')).json()).toEqual({ newRequests: 'at-once' });
    expect((await choose('none', 'none')).json()).toEqual({ newRequests: 'none' });
    const refused = await choose('batch', 'hourly', { 'accept-language': 'ml' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().fields.newRequests).toBe('ഉടൻ, ഒരുമിച്ച്, അല്ലെങ്കിൽ ഇ-മെയിൽ വേണ്ട എന്നതിൽ ഒന്ന് തിരഞ്ഞെടുക്കുക.');
    expect((await choose('enabler', 'at-once')).statusCode).toBe(403);
  });

  it('tells "at once" in the request’s own transaction, the batch in the digest, and "not by e-mail" nothing', async () => {
    const asked = await mailAddedBy(t.app, () =>
      t.app.inject({
        method: 'POST',
        url: '/api/help',
        payload: { requesterName: 'Rita Requester', requesterEmail: 'rita@example.org', question: 'How do I price a project?' },
      }),
    );
    expect(asked.map((mail) => [mail.kind, mail.recipient])).toEqual([
      ['help-received', 'rita@example.org'],
      ['new-requests-digest', 'asha.op@example.org'],
    ]);
    expect(asked[1]?.data).toMatchObject({ requests: [{ requesterFirstName: 'Rita', question: 'How do I price a project?' }] });

    clock.set(new Date(Date.parse(T) + 2 * 60_000).toISOString());
    const digest = await mailAddedBy(t.app, () => runCaseSchedule(t.app.database, clock(), mailerOf(t.app)));
    expect(digest.map((mail) => [mail.kind, mail.recipient])).toEqual([['new-requests-digest', 'bina.op@example.org']]);
  });
});
