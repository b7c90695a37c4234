import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { seedAccounts } from '../../../test/accounts';
import { createTestApp, TEST_PASSWORD_HASH_COST, type TestApp } from '../../../test/helpers';
import { ensureFirstAdmin } from './user.service';

const login = (t: TestApp, email: string, password: string) =>
  t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } });

describe('the first admin, with a generated password', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  it('is created on first start and its password is announced once, never logged', async () => {
    expect(t.announcements).toHaveLength(1);
    const notice = t.announcements[0] ?? '';
    expect(notice).toContain('First start: an admin account was created.');
    expect(notice).toContain('E-mail: admin@example.com');
    const password = /Password: (\S+)/.exec(notice)?.[1] ?? '';
    expect(password).toMatch(/^[A-Za-z0-9_-]{24}$/);
    expect(t.logs.join('')).not.toContain(password);

    const response = await login(t, 'admin@example.com', password);
    expect(response.statusCode).toBe(200);
    expect(response.json().user).toMatchObject({ email: 'admin@example.com', role: 'admin' });
    expect(t.logs.join('')).not.toContain(password);
  });

  it('is not created, nor announced, again when the app starts on the same database', async () => {
    const announced: string[] = [];
    const logs: string[] = [];
    const logStream = new Writable({
      write(chunk, _encoding, done) {
        logs.push(String(chunk));
        done();
      },
    });
    const options = { announce: (text: string) => announced.push(text), logStream, passwordHashCost: TEST_PASSWORD_HASH_COST };
    const second = await buildApp(t.config, options);
    await second.close();
    expect(announced).toEqual([]);

    // With ADMIN_EMAIL and ADMIN_PASSWORD set, the start says they were ignored, and they change nothing.
    const admin = { email: 'chief@example.org', password: 'a configured password', configured: true };
    const third = await buildApp({ ...t.config, admin }, options);
    await third.close();
    expect(announced).toHaveLength(1);
    expect(announced[0]).toContain('ADMIN_EMAIL and ADMIN_PASSWORD were ignored: an admin account already exists.');
    expect(announced[0]).not.toContain('a configured password');
    expect((await login(t, 'chief@example.org', 'a configured password')).statusCode).toBe(401);
    const admins = await t.app.database.db.selectFrom('users').select('email').where('role', '=', 'admin').execute();
    expect(admins).toEqual([{ email: 'admin@example.com' }]);
  });

  it('is created exactly once when two starts race on a database without an admin', async () => {
    await t.app.database.db.deleteFrom('users').where('role', '=', 'admin').execute();
    const settings = { email: 'raced@example.org', password: undefined };
    const now = new Date();
    const { database, passwordHasher } = t.app;
    const results = await Promise.all([
      ensureFirstAdmin(database, settings, passwordHasher, now),
      ensureFirstAdmin(database, settings, passwordHasher, now),
    ]);
    const created = results.filter((result) => result.created);
    expect(created).toHaveLength(1);
    expect(results.filter((result) => !result.created)).toEqual([{ created: false, reason: 'admin-exists' }]);
    const admins = await t.app.database.db.selectFrom('users').select('email').where('role', '=', 'admin').execute();
    expect(admins).toEqual([{ email: 'raced@example.org' }]);
  });

  it('creates nothing, and says why, when ADMIN_EMAIL belongs to a non-admin account', async () => {
    await t.app.database.db.deleteFrom('users').where('role', '=', 'admin').execute();
    await seedAccounts(t.app, { holder: { name: 'Holder', email: 'holder@example.org', role: 'enabler' } });
    const result = await ensureFirstAdmin(
      t.app.database,
      { email: 'holder@example.org', password: undefined },
      t.app.passwordHasher,
      new Date(),
    );
    expect(result).toEqual({ created: false, reason: 'email-taken' });
  });
});

describe('the first admin, from ADMIN_EMAIL and ADMIN_PASSWORD', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ ADMIN_EMAIL: 'Chief@Example.org', ADMIN_PASSWORD: 'configured admin password' });
  });
  afterAll(async () => t.close());

  it('uses them, announces nothing and logs neither the password nor the full address', async () => {
    expect(t.announcements).toEqual([]);
    const response = await login(t, 'chief@example.org', 'configured admin password');
    expect(response.statusCode).toBe(200);
    expect(response.json().user.role).toBe('admin');
    const logs = t.logs.join('');
    expect(logs).toContain('first admin account created');
    expect(logs).not.toContain('configured admin password');
    expect(logs).not.toContain('chief@example.org');
  });
});
