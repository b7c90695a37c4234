import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/helpers';

// Each public form gets its own budget per client address (api-contract.md: 429 on every form).
const forms = [
  {
    url: '/api/help',
    table: 'cases',
    body: (i: number) => ({ requesterName: 'Limit Tester', requesterEmail: `help${i}@example.org`, question: 'Is there a limit?' }),
  },
  {
    url: '/api/inquiry',
    table: 'inquiries',
    body: (i: number) => ({ name: 'Limit Tester', email: `inquiry${i}@example.org`, question: 'Is there a limit?', enabler: 'Anjali Menon', enablerId: 1 }),
  },
  {
    url: '/api/membership',
    table: 'memberships',
    body: (i: number) => ({
      firstName: 'Limit',
      lastName: 'Tester',
      email: `member${i}@example.org`,
      jobFunction: 'engineer',
      vertical: 'tech',
      interests: ['network'],
      hearAbout: 'friend',
      emailPermission: true,
    }),
  },
] as const;

describe('rate limits of the public forms', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ RATE_LIMIT_FORMS_PER_MINUTE: '2' });
  });
  afterAll(async () => t.close());

  for (const form of forms) {
    it(`POST ${form.url} answers 429 with Retry-After past its budget, and stores nothing for it`, async () => {
      const post = (i: number) => t.app.inject({ method: 'POST', url: form.url, payload: form.body(i) });
      const count = async () => Number((await t.app.database.db.selectFrom(form.table).select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);

      expect((await post(1)).statusCode).toBe(201);
      expect((await post(2)).statusCode).toBe(201);
      const limited = await post(3);
      expect(limited.statusCode).toBe(429);
      expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
      const body = limited.json();
      expect(body).toMatchObject({ code: 'RATE_LIMITED', message: expect.stringMatching(/^Too many requests\. Please wait \d+ seconds and try again\.$/) });
      expect(body.error).toBe(body.message);
      expect(await count()).toBe(2);
    });
  }
});
