import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers';
import { logIn } from './auth.service';
import { createMemorySignInThrottle } from '../sign-in-throttle/memory-sign-in-throttle';
import { signInRules } from '../sign-in-throttle/sign-in-throttle';

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
    const throttle = createMemorySignInThrottle(signInRules(1));
    const context = { throttle, passwordHasher: t.app.passwordHasher, jwtSecret: t.config.jwtSecret };
    const input = { email: 'someone@example.org', password: 'any password' };
    const client = { address: '192.0.2.1' };
    await expect(logIn({ ...t.app.database, db: outage }, input, context, new Date(), client)).rejects.toThrow('database down');
    expect(await throttle.begin({ email: input.email, ...client }, new Date())).toMatchObject({ allowed: true });
  });
});
