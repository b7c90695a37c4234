import type { SiteSettings, User } from '@wfc/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, seedAccounts, tokenFor } from '../../../test/accounts';
import { createTestApp, type TestApp } from '../../../test/helpers';

describe('the embedded assistant after a content save (issue 17)', () => {
  let t: TestApp;
  let admin: User;

  beforeAll(async () => {
    t = await createTestApp();
    ({ admin } = await seedAccounts(t.app, { admin: { name: 'Ada Admin', email: 'ada@example.org', role: 'admin' } }));
  });
  afterAll(async () => t.close());

  const ask = async (message: string) => (await t.app.inject({ method: 'POST', url: '/api/chat', payload: { message } })).json<{ reply: string }>().reply;

  it('answers from the content as it is now, not as it was at start', async () => {
    expect(await ask('What is your phone number?')).toContain('+91 484 297 0000');

    const headers = bearer(await tokenFor(t.app, admin));
    const { item, version } = (await t.app.inject({ url: '/api/admin/content/site', headers })).json<{ item: SiteSettings; version: number }>();
    const saved = await t.app.inject({
      method: 'PUT',
      url: '/api/admin/content/site',
      headers,
      payload: { ...item, version, phone: '+91 484 555 0199', email: 'team@founders.example' },
    });
    expect(saved.statusCode).toBe(200);

    const reply = await ask('What is your phone number?');
    expect(reply).toContain('+91 484 555 0199');
    expect(reply).toContain('team@founders.example');
    expect(reply).not.toContain('+91 484 297 0000');
  });
});
