import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, fixedClock, type TestApp } from '../../../test/helpers';
import { findCaseById, listCaseEvents } from '../cases/case.service';

describe('POST /api/help', () => {
  let t: TestApp;
  const clock = fixedClock('2026-11-20T10:00:00.000Z');
  beforeAll(async () => {
    t = await createTestApp({}, { clock });
  });
  afterAll(async () => t.close());

  const post = (payload: unknown) => t.app.inject({ method: 'POST', url: '/api/help', payload: payload as object });

  it('stores a Pending case and its creation record before answering 201', async () => {
    const response = await post({
      requesterName: '  Devika Rao ',
      requesterEmail: 'Devika@Example.ORG',
      question: ' How do I find a mentor? ',
    });
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body.message).toBe("Your question has been submitted. We'll get back to you soon!");
    const stored = await findCaseById(t.app.database, body._id);
    expect(stored).toMatchObject({
      question: 'How do I find a mentor?',
      requesterName: 'Devika Rao',
      requesterEmail: 'devika@example.org',
      status: 'Pending',
      deadline: null,
      assignedTo: null,
      createdAt: '2026-11-20T10:00:00.000Z',
    });
    const history = await listCaseEvents(t.app.database, body._id);
    expect(history).toHaveLength(1);
    expect(history[0]).toMatchObject({ action: 'created', from_status: null, to_status: 'Pending', actor_id: null });
  });

  it('refuses missing and over-long fields with one message per field and stores nothing', async () => {
    const before = await t.app.database.db
      .selectFrom('cases')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    const response = await post({ requesterName: '   ', requesterEmail: 'not-an-address', question: 'x'.repeat(5001) });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      error: 'Please enter your name.',
      message: 'Please enter your name.',
      code: 'VALIDATION_FAILED',
      fields: {
        requesterName: 'Please enter your name.',
        requesterEmail: 'Please enter a valid email address.',
        question: 'Your question must be at most 5000 characters.',
      },
    });
    const after = await t.app.database.db
      .selectFrom('cases')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
  });

  it('accepts names of exactly 100 characters and refuses 101', async () => {
    const ok = await post({ requesterName: 'a'.repeat(100), requesterEmail: 'a@b.co', question: 'q' });
    expect(ok.statusCode).toBe(201);
    const tooLong = await post({ requesterName: 'a'.repeat(101), requesterEmail: 'a@b.co', question: 'q' });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().fields.requesterName).toBe('Your name must be at most 100 characters.');
  });

  it('answers a body that is not an object, not JSON, or not readable with a 4xx in the error shape', async () => {
    const array = await post([1, 2]);
    expect(array.statusCode).toBe(400);
    expect(array.json().code).toBe('VALIDATION_FAILED');

    const broken = await t.app.inject({
      method: 'POST',
      url: '/api/help',
      headers: { 'content-type': 'application/json' },
      payload: '{"requesterName":',
    });
    expect(broken.statusCode).toBe(400);
    expect(broken.json()).toMatchObject({ code: 'INVALID_JSON', message: 'We could not read that request. Please send valid JSON.' });

    const text = await t.app.inject({ method: 'POST', url: '/api/help', headers: { 'content-type': 'text/plain' }, payload: 'hello' });
    expect(text.statusCode).toBe(415);
    expect(text.json().code).toBe('UNSUPPORTED_MEDIA_TYPE');
  });

  it('refuses bodies over 32 KiB with 413', async () => {
    const response = await post({ requesterName: 'A', requesterEmail: 'a@b.co', question: 'x'.repeat(33 * 1024) });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({ code: 'BODY_TOO_LARGE' });
  });

  it('never logs the full e-mail address', async () => {
    await post({ requesterName: 'Logged Person', requesterEmail: 'secret.person@example.org', question: 'Is my address logged?' });
    const logs = t.logs.join('');
    expect(logs).toContain('help request stored');
    expect(logs).not.toContain('secret.person@example.org');
  });
});

describe('rate limit of the help form', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ RATE_LIMIT_FORMS_PER_MINUTE: '2' });
  });
  afterAll(async () => t.close());

  it('answers 429 with Retry-After once a client has used its budget, and other forms keep theirs', async () => {
    const payload = { requesterName: 'A', requesterEmail: 'a@b.co', question: 'q' };
    for (let i = 0; i < 2; i += 1) {
      expect((await t.app.inject({ method: 'POST', url: '/api/help', payload })).statusCode).toBe(201);
    }
    const limited = await t.app.inject({ method: 'POST', url: '/api/help', payload });
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['retry-after']).toBeDefined();
    expect(limited.json()).toMatchObject({ code: 'RATE_LIMITED' });

    const membership = await t.app.inject({ method: 'POST', url: '/api/membership', payload: {} });
    expect(membership.statusCode).toBe(400);
  });
});
