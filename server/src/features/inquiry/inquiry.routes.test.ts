import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers';

describe('POST /api/inquiry', () => {
  let t: TestApp;
  let enabler: { id: number; name: string };
  beforeAll(async () => {
    t = await createTestApp();
    enabler = (await t.app.inject({ url: '/api/enablers' })).json()[2];
  });
  afterAll(async () => t.close());

  const post = (payload: object) => t.app.inject({ method: 'POST', url: '/api/inquiry', payload });
  const stored = () => t.app.database.db.selectFrom('inquiries').selectAll().execute();

  it('stores an inquiry for the named enabler and answers 201 with the spec text', async () => {
    const response = await post({
      name: 'Sara',
      email: 'Sara@Example.org',
      question: 'Could we talk about pricing?',
      enabler: enabler.name,
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ _id: expect.any(String), message: 'Inquiry submitted successfully!' });
    const rows = await stored();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      id: response.json()._id,
      enabler_id: enabler.id,
      enabler_name: enabler.name,
      email: 'sara@example.org',
    });
  });

  it('matches the name case-insensitively and prefers enablerId when sent', async () => {
    expect((await post({ name: 'A', email: 'a@b.co', question: 'q', enabler: enabler.name.toUpperCase() })).statusCode).toBe(201);
    const byId = await post({ name: 'A', email: 'a@b.co', question: 'q', enabler: 'whatever the label says', enablerId: 1 });
    expect(byId.statusCode).toBe(201);
    const row = await t.app.database.db.selectFrom('inquiries').selectAll().where('id', '=', byId.json()._id).executeTakeFirstOrThrow();
    expect(row.enabler_id).toBe(1);
  });

  it('refuses an unknown enabler with 400 and the error field the modal shows', async () => {
    const before = (await stored()).length;
    const response = await post({ name: 'A', email: 'a@b.co', question: 'q', enabler: 'Nobody Here' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      error: 'We could not find that enabler. Please choose one from the directory.',
      fields: { enabler: 'We could not find that enabler. Please choose one from the directory.' },
    });
    expect(await post({ name: 'A', email: 'a@b.co', question: 'q', enabler: 'x', enablerId: 999 })).toMatchObject({ statusCode: 400 });
    expect((await stored()).length).toBe(before);
  });

  it('refuses missing fields with a message per field', async () => {
    const response = await post({ enabler: enabler.name });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().fields).sort()).toEqual(['email', 'name', 'question']);
    expect(response.json().fields.question).toBe('Please enter your message.');
  });
});
