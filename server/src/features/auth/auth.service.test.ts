import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers';
import { logIn } from './auth.service';
import { createMemoryLoginThrottle } from './login-throttle';

describe('logIn and the login throttle', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  it('does not count an attempt that failed for a database error as a wrong password', async () => {
    const outage = t.app.database.db.withPlugin({
      transformQuery: (args) => args.node,
      transformResult: async () => {
        throw new Error('database down');
      },
    });
    const throttle = createMemoryLoginThrottle(1);
    const context = { throttle, jwtSecret: t.config.jwtSecret };
    const input = { email: 'someone@example.org', password: 'any password' };
    await expect(logIn({ ...t.app.database, db: outage }, input, context, new Date())).rejects.toThrow('database down');
    expect(await throttle.begin(input.email, new Date())).toMatchObject({ allowed: true });
  });
});
