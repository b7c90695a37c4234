import type { BrowserContext } from '@playwright/test';
import { expect } from './fixtures';
import { mailTo, type MailingSite } from './mail';

/** A member a journey needs: she joins and is signed in through the API (setup, not the journey's subject). */
export interface JourneyMember {
  firstName: string;
  lastName: string;
  email: string;
  locale?: 'en' | 'ml';
}

const SIGN_IN_SUBJECT = /^(Sign in to Women Founders Club|Women Founders Club-ൽ സൈൻ ഇൻ ചെയ്യുക)$/;

async function post(site: MailingSite, path: string, body: object, headers: Record<string, string> = {}) {
  return fetch(`${site.server.url}${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
}

/**
 * Joins `member` (from the page of her language) and signs her in by her e-mailed code, then gives
 * `context` her session's cookie, as the sign-in page would have: her page and the directory open
 * signed in.
 */
export async function joinAndSignIn(site: MailingSite, context: BrowserContext, member: JourneyMember): Promise<void> {
  const language = { 'Accept-Language': member.locale === 'ml' ? 'ml' : 'en' };
  const joined = await post(
    site,
    '/api/membership',
    {
      firstName: member.firstName,
      lastName: member.lastName,
      email: member.email,
      jobFunction: 'management',
      vertical: 'tech',
      interests: [],
      hearAbout: 'friend',
    },
    language,
  );
  expect(joined.status, 'joined').toBeLessThan(300);
  const asked = await post(site, '/api/member/sign-in', { email: member.email }, language);
  expect(asked.status).toBe(202);
  const mail = await mailTo(site.peer, member.email, SIGN_IN_SUBJECT);
  const code = /:\s*(\d{6})\b/.exec(mail.text ?? '')?.[1] ?? '';
  const signedIn = await post(site, '/api/member/sign-in/code', { email: member.email, code });
  expect(signedIn.status, 'signed in by code').toBe(200);
  const value = /wfc_member=([^;]+)/.exec(signedIn.headers.get('set-cookie') ?? '')?.[1];
  expect(value, 'the session cookie').toBeTruthy();
  const { hostname } = new URL(site.server.url);
  await context.addCookies([{ name: 'wfc_member', value: value!, domain: hostname, path: '/api/member', httpOnly: true, sameSite: 'Lax' }]);
}
