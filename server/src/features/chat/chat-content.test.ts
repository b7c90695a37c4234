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

  const ask = async (message: string) =>
    (await t.app.inject({ method: 'POST', url: '/api/chat', payload: { message } })).json<{ reply: string }>().reply;

  type EditedSite = SiteSettings & { ml?: Partial<Record<'name' | 'tagline' | 'region' | 'mission' | 'address', string>> };
  /** Saves the site settings as the admin's Content screen does, with `change` made to them. */
  const saveSite = async (change: (item: EditedSite) => EditedSite) => {
    const headers = bearer(await tokenFor(t.app, admin));
    const { item, version } = (await t.app.inject({ url: '/api/admin/content/site', headers })).json<{
      item: EditedSite;
      version: number;
    }>();
    const saved = await t.app.inject({ method: 'PUT', url: '/api/admin/content/site', headers, payload: { ...change(item), version } });
    expect(saved.statusCode).toBe(200);
  };

  it('answers from the content as it is now, not as it was at start', async () => {
    expect(await ask('What is your phone number?')).toContain('+91 484 297 0000');

    await saveSite((item) => ({ ...item, phone: '+91 484 555 0199', email: 'team@founders.example' }));

    const reply = await ask('What is your phone number?');
    expect(reply).toContain('+91 484 555 0199');
    expect(reply).toContain('team@founders.example');
    expect(reply).not.toContain('+91 484 297 0000');
  });

  it('answers a Malayalam page from the Malayalam content as it is now (issue 18)', async () => {
    const askInMalayalam = async (message: string) =>
      (await t.app.inject({ method: 'POST', url: '/api/chat', headers: { 'accept-language': 'ml' }, payload: { message } })).json<{
        reply: string;
      }>().reply;
    expect(await askInMalayalam('ക്ലബ്ബ് എവിടെയാണ്?')).toContain('27 ടെമ്പിൾ റോഡ്');

    await saveSite((item) => ({ ...item, ml: { ...item.ml, address: 'രണ്ടാം നില, 12 മറൈൻ ഡ്രൈവ്, കൊച്ചി' } }));

    const reply = await askInMalayalam('ക്ലബ്ബ് എവിടെയാണ്?');
    expect(reply).toContain('രണ്ടാം നില, 12 മറൈൻ ഡ്രൈവ്, കൊച്ചി');
    expect(reply).not.toContain('27 ടെമ്പിൾ റോഡ്');
  });
});
