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
    body: (i: number) => ({
      name: 'Limit Tester',
      email: `inquiry${i}@example.org`,
      question: 'Is there a limit?',
      enabler: 'Anjali Menon',
      enablerId: 1,
    }),
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
      const count = async () =>
        Number(
          (
            await t.app.database.db
              .selectFrom(form.table)
              .select((eb) => eb.fn.countAll().as('n'))
              .executeTakeFirstOrThrow()
          ).n,
        );

      expect((await post(1)).statusCode).toBe(201);
      expect((await post(2)).statusCode).toBe(201);
      const limited = await post(3);
      expect(limited.statusCode).toBe(429);
      expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
      const body = limited.json();
      expect(body).toMatchObject({
        code: 'RATE_LIMITED',
        message: expect.stringMatching(/^Too many requests\. Please wait \d+ seconds and try again\.$/),
      });
      expect(body.error).toBe(body.message);
      expect(await count()).toBe(2);
    });
  }
});

// Finding 3 of issue 16: behind a proxy that appends to X-Forwarded-For, the client's own entries come first.
describe('behind one proxy (TRUST_PROXY=1)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ RATE_LIMIT_FORMS_PER_MINUTE: '10', TRUST_PROXY: '1' });
  });
  afterAll(async () => t.close());

  it('counts a client that forges X-Forwarded-For against one budget: 10 help posts accepted, then 429', async () => {
    const statuses: number[] = [];
    for (let i = 1; i <= 11; i += 1) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/help',
        remoteAddress: '127.0.0.1',
        // The client sent `198.51.100.<i>` itself; the proxy appended the address it saw.
        headers: { 'x-forwarded-for': `198.51.100.${i}, 203.0.113.9` },
        payload: forms[0].body(100 + i),
      });
      statuses.push(response.statusCode);
    }
    expect(statuses).toEqual([...Array<number>(10).fill(201), 429]);
  });

  it('takes the address the proxy saw for a client that sent none', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/help',
      remoteAddress: '127.0.0.1',
      headers: { 'x-forwarded-for': '203.0.113.9' },
      payload: forms[0].body(200),
    });
    expect(response.statusCode).toBe(429);
    const other = await t.app.inject({
      method: 'POST',
      url: '/api/help',
      remoteAddress: '127.0.0.1',
      headers: { 'x-forwarded-for': '203.0.113.10' },
      payload: forms[0].body(201),
    });
    expect(other.statusCode).toBe(201);
  });
});

describe('behind proxies named by address (TRUST_PROXY=127.0.0.1,10.0.0.0/8)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ RATE_LIMIT_FORMS_PER_MINUTE: '2', TRUST_PROXY: '127.0.0.1,10.0.0.0/8' });
  });
  afterAll(async () => t.close());

  const post = (remoteAddress: string, forwardedFor: string, i: number) =>
    t.app.inject({
      method: 'POST',
      url: '/api/help',
      remoteAddress,
      headers: { 'x-forwarded-for': forwardedFor },
      payload: forms[0].body(300 + i),
    });

  it('believes only the hops its proxies appended, through two of them', async () => {
    // client → 10.1.1.1 (load balancer) → 127.0.0.1 (nginx) → app; the client forged the first entry.
    const statuses = [];
    for (let i = 1; i <= 3; i += 1) statuses.push((await post('127.0.0.1', `198.51.100.${i}, 203.0.113.20, 10.1.1.1`, i)).statusCode);
    expect(statuses).toEqual([201, 201, 429]);
  });

  it('does not believe X-Forwarded-For from a peer that is not one of its proxies', async () => {
    const statuses = [];
    for (let i = 1; i <= 3; i += 1) statuses.push((await post('192.0.2.7', `198.51.100.${10 + i}`, 10 + i)).statusCode);
    expect(statuses).toEqual([201, 201, 429]);
  });
});
