import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers';
import { liveMailData } from '../../../test/case-mail-rows';

const valid = {
  firstName: 'Nila',
  lastName: 'Thomas',
  email: 'nila.thomas@example.org',
  jobFunction: 'engineer',
  vertical: 'tech',
  interests: ['network', 'mentor'],
  hearAbout: 'friend',
  emailPermission: true,
};

describe('POST /api/membership', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  const post = (payload: object) => t.app.inject({ method: 'POST', url: '/api/membership', payload });
  const count = async () => (await t.app.database.db.selectFrom('memberships').select('id').execute()).length;

  it('stores a sign-up and answers 201 with the spec text', async () => {
    const response = await post(valid);
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ _id: expect.any(String), message: 'Successfully submitted!' });
    const row = await t.app.database.db.selectFrom('memberships').selectAll().executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      first_name: 'Nila',
      email: 'nila.thomas@example.org',
      interests: '["network","mentor"]',
      email_permission: 1,
    });
  });

  // Issue 26: a 409 told anyone which addresses are members. The answer is a new address's; she is told by e-mail.
  it('answers a repeated address exactly as a new one, and e-mails the member instead', async () => {
    const outbox = (email: string) =>
      t.app.database.db
        .selectFrom('outbox_messages')
        .select(['id', 'kind', 'data', 'secrets'])
        .where('recipient', '=', email)
        .orderBy('created_at')
        .execute();
    const fresh = await post({ ...valid, email: 'someone.new@example.org' });
    const repeated = await post({ ...valid, firstName: 'Mallory', email: 'NILA.THOMAS@example.org' });
    expect(repeated.statusCode).toBe(fresh.statusCode);
    expect(Object.keys(repeated.json())).toEqual(Object.keys(fresh.json()));
    expect(repeated.json()).toEqual({ _id: expect.any(String), message: 'Successfully submitted!' });
    expect(repeated.json()._id).not.toBe(fresh.json()._id);
    expect(await count()).toBe(2);
    // Unconfirmed: her confirmation again, fresh links, greeted by her own name.
    const toNila = await outbox('nila.thomas@example.org');
    expect(toNila.map((mail) => mail.kind)).toEqual(['member-confirm', 'member-confirm']);
    expect(JSON.parse(toNila[1]!.data!)).toMatchObject({ firstName: 'Nila' });
    // Fresh links: what reaches her differs (the stored data masks both; features/mail/outbox-secrets.ts).
    expect(liveMailData(t.app, toNila[1]!).confirmUrl).not.toBe(liveMailData(t.app, toNila[0]!).confirmUrl);

    // Confirmed: a note that she is a member already.
    await t.app.database.db
      .updateTable('memberships')
      .set({ confirmed_at: '2026-11-30T10:00:00.000Z', locale: 'ml' })
      .where('email', '=', 'nila.thomas@example.org')
      .execute();
    const again = await post({ ...valid, email: 'nila.thomas@example.org' });
    expect([again.statusCode, Object.keys(again.json())]).toEqual([201, ['_id', 'message']]);
    const last = (await outbox('nila.thomas@example.org')).at(-1)!;
    expect(last.kind).toBe('membership-repeated');
    expect(JSON.parse(last.data!)).toMatchObject({
      firstName: 'Nila',
      unsubscribeUrl: expect.stringContaining('/membership/unsubscribe#'),
    });
  });

  it('makes interests and email permission optional', async () => {
    const { interests: _i, emailPermission: _p, ...required } = valid;
    const response = await post({ ...required, email: 'minimal@example.org' });
    expect(response.statusCode).toBe(201);
  });

  it('refuses values outside the option lists and duplicate interests', async () => {
    const response = await post({
      ...valid,
      email: 'x@example.org',
      jobFunction: 'astronaut',
      vertical: '',
      hearAbout: 'radio',
      interests: ['network', 'network'],
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toEqual({
      jobFunction: 'Please choose your job function.',
      vertical: 'Please choose your vertical.',
      hearAbout: 'Please tell us how you heard about us.',
      interests: 'Please choose each interest only once.',
    });
    const unknownInterest = await post({ ...valid, email: 'y@example.org', interests: ['golf'] });
    expect(unknownInterest.json().fields.interests).toBe('Please choose interests from the list.');
  });

  it('of 20 concurrent sign-ups with one e-mail, exactly one is stored and every one is answered 201', async () => {
    const responses = await Promise.all(Array.from({ length: 20 }, () => post({ ...valid, email: 'race@example.org' })));
    expect(responses.map((r) => r.statusCode)).toEqual(Array.from({ length: 20 }, () => 201));
    expect(await t.app.database.db.selectFrom('memberships').select('id').where('email', '=', 'race@example.org').execute()).toHaveLength(
      1,
    );
  });
});
