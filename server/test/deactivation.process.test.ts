import { randomBytes } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { startServer, type ServerProcess } from '../../scripts/lib/server-process';

/**
 * Two real server processes on one SQLite database (decision 014): an account deactivated through
 * one is refused by the other on its very next call; no process keeps a copy of the account.
 */
describe('deactivation seen by another process', () => {
  let a: ServerProcess | undefined;
  let b: ServerProcess | undefined;
  afterAll(async () => {
    await b?.stop();
    await a?.stop();
    a?.cleanUp();
  });

  async function call(server: ServerProcess, method: string, path: string, body?: object, token?: string) {
    const response = await fetch(server.url + path, {
      method,
      headers: { ...(body ? { 'content-type': 'application/json' } : {}), ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: body ? JSON.stringify(body) : undefined,
    });
    return { status: response.status, body: (await response.json()) as Record<string, unknown> };
  }

  it('refuses the token on the other process at once', async () => {
    const env = {
      ADMIN_EMAIL: 'admin@process.test',
      ADMIN_PASSWORD: 'process-admin-password-1',
      JWT_SECRET: randomBytes(32).toString('hex'),
    };
    a = await startServer({ env });
    b = await startServer({ env, dataDir: a.dataDir });
    const admin = await call(a, 'POST', '/api/auth/login', { email: env.ADMIN_EMAIL, password: env.ADMIN_PASSWORD });
    expect(admin.status).toBe(200);
    const adminToken = String(admin.body.token);
    const enabler = { name: 'Ena Enabler', email: 'ena@process.test', password: 'refused by the other process', role: 'enabler' };
    const created = await call(a, 'POST', '/api/admin/create-user', enabler, adminToken);
    expect(created.status).toBe(201);
    const login = await call(b, 'POST', '/api/auth/login', { email: enabler.email, password: enabler.password });
    const token = String(login.body.token);
    expect((await call(b, 'GET', '/api/auth/me', undefined, token)).status).toBe(200);

    const id = String((created.body.user as { _id: string })._id);
    expect((await call(a, 'POST', `/api/admin/users/${id}/deactivate`, undefined, adminToken)).status).toBe(200);
    const refused = await call(b, 'GET', '/api/auth/me', undefined, token);
    expect(refused.status).toBe(401);
    expect(refused.body.code).toBe('UNAUTHENTICATED');
  });
});
