import type { ListingInput } from '@wfc/shared';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { signInMember, type MemberBrowser } from '../../../test/member-session';

/** Test helpers of the member directory (issue 42): members who join, sign in and list themselves. */

/** Joins the club as `first last` <email> and signs her in. */
export async function joinAndSignIn(
  app: FastifyInstance,
  first: string,
  email: string,
  options: { last?: string; locale?: 'en' | 'ml' } = {},
): Promise<MemberBrowser> {
  const joined = await app.inject({
    method: 'POST',
    url: '/api/membership',
    payload: {
      firstName: first,
      lastName: options.last ?? 'Member',
      email,
      jobFunction: 'management',
      vertical: 'tech',
      interests: [],
      hearAbout: 'friend',
    },
    headers: options.locale === 'ml' ? { 'accept-language': 'ml' } : {},
  });
  expect(joined.statusCode, joined.body).toBeLessThan(300);
  return signInMember(app, email);
}

/** Saves her listing (every part shown unless `shown` says otherwise) and answers its id. */
export async function saveListing(
  app: FastifyInstance,
  who: MemberBrowser,
  listing: Partial<ListingInput> & { name: string },
): Promise<string> {
  const answer = await app.inject({
    method: 'PUT',
    url: '/api/member/listing',
    headers: who.headers,
    payload: { listed: true, shown: ['photo', 'companyRole', 'verticalCity', 'canHelp', 'lookingFor', 'links'], ...listing },
  });
  expect(answer.statusCode, answer.body).toBe(200);
  return (answer.json() as { listing: { listing: { id: string } } }).listing.listing.id;
}
