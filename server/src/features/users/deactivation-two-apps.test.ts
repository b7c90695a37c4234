import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, seedAccounts, tokenFor } from '../../../test/accounts';
import { createTestApp, createTestDatabase, type TestApp, type TestDatabase } from '../../../test/helpers';

/**
 * Two app instances on one database, as two server processes would be: a deactivation made
 * through one is refused by the other on the very next call, with no cache to wait for.
 */
describe('deactivation across processes', () => {
  let shared: TestDatabase;
  let a: TestApp;
  let b: TestApp;

  beforeAll(async () => {
    shared = await createTestDatabase();
    a = await createTestApp({}, { background: false }, shared);
    b = await createTestApp({}, { background: false }, shared);
  });
  afterAll(async () => {
    await b?.close();
    await a?.close();
    await shared?.drop();
  });

  it('refuses the deactivated account on the other process at once', async () => {
    const users = await seedAccounts(a.app, {
      admin: { name: 'Ada Admin', email: 'ada@example.org', role: 'admin' },
      enabler: { name: 'Ena Enabler', email: 'ena@example.org', role: 'enabler' },
    });
    const token = bearer(await tokenFor(b.app, users.enabler));
    const myCases = () => b.app.inject({ method: 'GET', url: '/api/enabler/my-cases', headers: token });
    expect((await myCases()).statusCode).toBe(200);
    const deactivate = await a.app.inject({
      method: 'POST',
      url: `/api/admin/users/${users.enabler._id}/deactivate`,
      headers: bearer(await tokenFor(a.app, users.admin)),
    });
    expect(deactivate.statusCode).toBe(200);
    const refused = await myCases();
    expect(refused.statusCode).toBe(401);
    expect(refused.json()).toMatchObject({ code: 'UNAUTHENTICATED' });
  });
});
