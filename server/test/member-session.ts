import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { mailAddedBy } from './case-mail-rows';
import { forgetVisitorMailCounts } from './helpers';

export { forgetVisitorMailCounts };

/** A member's browser in a test: her session cookie and CSRF token. */
export interface MemberBrowser {
  cookie: string;
  csrf: string;
  headers: Record<string, string>;
}

/** Asks for a sign-in e-mail and returns what it carried (live, as her inbox gets it). */
export async function askToSignIn(app: FastifyInstance, email: string, headers: Record<string, string> = {}) {
  const mail = await mailAddedBy(app, async () => {
    const answer = await app.inject({ method: 'POST', url: '/api/member/sign-in', payload: { email }, headers });
    expect(answer.statusCode).toBe(202);
  });
  const data = mail.find((row) => row.kind === 'member-sign-in')?.data;
  if (!data) return undefined;
  const url = String(data.signInUrl);
  return { url, token: url.split('#')[1] ?? '', code: String(data.signInCode), locale: data.locale as string | undefined };
}

/** The browser a successful sign-in answer made. */
export function browserOf(answer: { statusCode: number; headers: Record<string, unknown>; json(): { csrfToken: string } }): MemberBrowser {
  expect(answer.statusCode).toBe(200);
  const setCookie = String(answer.headers['set-cookie']);
  const cookie = setCookie.split(';')[0] ?? '';
  const csrf = answer.json().csrfToken;
  return { cookie, csrf, headers: { cookie, 'x-csrf-token': csrf } };
}

/** Signs `email` in by her e-mailed code (she must be known), however often the test has before. */
export async function signInMember(
  app: FastifyInstance,
  email: string,
  userAgent = 'Mozilla/5.0 (X11; Linux x86_64) Chrome/130.0 Safari/537.36',
): Promise<MemberBrowser> {
  await forgetVisitorMailCounts(app);
  const sent = await askToSignIn(app, email);
  if (!sent) throw new Error(`no sign-in e-mail went to ${email}`);
  return browserOf(
    await app.inject({
      method: 'POST',
      url: '/api/member/sign-in/code',
      payload: { email, code: sent.code },
      headers: { 'user-agent': userAgent },
    }),
  );
}
