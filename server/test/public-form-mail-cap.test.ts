import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedAccounts } from './accounts';
import { mailAddedBy } from './case-mail-rows';
import { createTestApp, fixedClock, type TestApp } from './helpers';

const T = '2026-12-01T09:00:00.000Z';

/**
 * Every public form that e-mails an address the visitor typed sends at most three such mails a day
 * to one address (issue 38, finding 3), and answers the same throughout. The twelve submissions
 * come an hour apart, so no hourly limit of a form stands in for the day's cap.
 */
describe('the mail a public form sends to a typed address', () => {
  let t: TestApp;
  const clock = fixedClock(T);
  beforeAll(async () => {
    t = await createTestApp({ PUBLIC_URL: 'https://club.example.org' }, { clock, answerFloor: async (work) => work() });
    await seedAccounts(t.app, {
      staff: { name: 'Otto Operator', email: 'otto@example.org', role: 'operator' },
    });
  });
  afterAll(async () => t.close());

  /** Posts `payload` to `url` twelve times, an hour apart from `start`; the mails of `kind` to `to` and the distinct answers. */
  async function twelve(url: string, payload: object, kind: string, to: string, headers: Record<string, string> = {}) {
    const answers = new Set<string>();
    const start = Date.parse(clock().toISOString());
    const mails = await mailAddedBy(t.app, async () => {
      for (let hour = 0; hour < 12; hour += 1) {
        clock.set(new Date(start + hour * 61 * 60_000).toISOString());
        const answer = await t.app.inject({ method: 'POST', url, payload, headers });
        // Every answer carries its own id where the form answers with one; the rest must not differ.
        const { _id: _ignored, ...rest } = answer.json() as Record<string, unknown>;
        answers.add(`${answer.statusCode} ${JSON.stringify(rest)}`);
      }
    });
    clock.set(new Date(start + 25 * 60 * 60_000).toISOString());
    return { sent: mails.filter((mail) => mail.kind === kind && mail.recipient === to).length, answers: [...answers] };
  }

  it('the help form: twelve questions are stored, three acknowledged', async () => {
    const before = await t.app.database.db.selectFrom('cases').select('id').execute();
    const payload = { requesterName: 'Asha Menon', requesterEmail: 'asha@example.org', question: 'How do I price a translation project?' };
    const { sent, answers } = await twelve('/api/help', payload, 'help-received', 'asha@example.org');
    expect(sent).toBe(3);
    expect(answers).toEqual([`201 ${JSON.stringify({ message: "Your question has been submitted. We'll get back to you soon!" })}`]);
    // The questions themselves all reach the staff.
    const after = await t.app.database.db.selectFrom('cases').select('id').execute();
    expect(after.length - before.length).toBe(12);
  });

  it('"find my requests"', async () => {
    const { sent, answers } = await twelve('/api/request/find', { email: 'asha@example.org' }, 'request-links', 'asha@example.org');
    expect(sent).toBe(3);
    expect(answers).toHaveLength(1);
    expect(answers[0]).toMatch(/^202 /);
  });

  it('the membership form, in Malayalam too', async () => {
    const payload = {
      firstName: 'Nila',
      lastName: 'Thomas',
      email: 'nila@example.org',
      jobFunction: 'engineer',
      vertical: 'tech',
      interests: ['network'],
      hearAbout: 'friend',
      emailPermission: true,
    };
    const { sent, answers } = await twelve('/api/membership', payload, 'member-confirm', 'nila@example.org', { 'accept-language': 'ml' });
    expect(sent).toBe(3);
    expect(answers).toHaveLength(1);
    expect(answers[0]).toMatch(/^201 /);
  });

  it('the member sign-in form, on top of its five an hour', async () => {
    const { sent, answers } = await twelve('/api/member/sign-in', { email: 'nila@example.org' }, 'member-sign-in', 'nila@example.org');
    expect(sent).toBe(3);
    expect(answers).toHaveLength(1);
    expect(answers[0]).toMatch(/^202 /);
  });

  it('forgot password', async () => {
    const { sent, answers } = await twelve(
      '/api/auth/forgot-password',
      { email: 'otto@example.org' },
      'password-reset',
      'otto@example.org',
    );
    expect(sent).toBe(3);
    expect(answers).toHaveLength(1);
    expect(answers[0]).toMatch(/^202 /);
  });

  it("the staff's Register form, for an address that has an account", async () => {
    const payload = { name: 'Otto Operator', email: 'otto@example.org', password: 'a long enough passphrase', role: 'operator' };
    const { sent, answers } = await twelve('/api/auth/register', payload, 'registration-repeated', 'otto@example.org');
    expect(sent).toBe(3);
    expect(answers).toHaveLength(1);
    expect(answers[0]).toMatch(/^201 /);
  });
});
