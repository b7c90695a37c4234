import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers';

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
    expect(row).toMatchObject({ first_name: 'Nila', email: 'nila.thomas@example.org', interests: '["network","mentor"]', email_permission: 1 });
  });

  it('answers 409 for an e-mail already subscribed, in any letter case', async () => {
    const response = await post({ ...valid, email: 'NILA.THOMAS@example.org' });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ message: 'This email is already subscribed.', code: 'ALREADY_SUBSCRIBED' });
    expect(await count()).toBe(1);
  });

  it('makes interests and email permission optional', async () => {
    const { interests: _i, emailPermission: _p, ...required } = valid;
    const response = await post({ ...required, email: 'minimal@example.org' });
    expect(response.statusCode).toBe(201);
  });

  it('refuses values outside the option lists and duplicate interests', async () => {
    const response = await post({ ...valid, email: 'x@example.org', jobFunction: 'astronaut', vertical: '', hearAbout: 'radio', interests: ['network', 'network'] });
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

  it('of 20 concurrent sign-ups with one e-mail, exactly one is stored and the rest get 409', async () => {
    const responses = await Promise.all(Array.from({ length: 20 }, () => post({ ...valid, email: 'race@example.org' })));
    const statuses = responses.map((r) => r.statusCode).sort();
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(19);
  });
});
