import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { ListingBody } from '@wfc/shared';
import { hideCard, membershipIdOf } from '../../member-directory/directory-cards';
import { blockMember, saveListing } from '../../member-directory/directory.service';
import { signInMember, type MemberBrowser } from '../../../../test/member-session';

/** Test helpers of introductions (issue 42): members with cards, saved and blocked through the directory's own services. */

export interface TestMember {
  email: string;
  membershipId: string;
  listingId: string | undefined;
  browser: MemberBrowser;
}

/**
 * Joins the club as `name` <email> in `locale`, signs her in and, unless `listed` is false, gives her
 * a listed card showing her work and what she can help with.
 */
export async function memberWithCard(
  app: FastifyInstance,
  name: string,
  email: string,
  options: { locale?: 'en' | 'ml'; listed?: boolean; hidden?: boolean } = {},
): Promise<TestMember> {
  // Joined from a page in her language: her e-mail's language.
  const joined = await app.inject({
    method: 'POST',
    url: '/api/membership',
    headers: { 'accept-language': options.locale ?? 'en' },
    payload: {
      firstName: name,
      lastName: 'Member',
      email,
      jobFunction: 'management',
      vertical: 'tech',
      interests: [],
      hearAbout: 'friend',
    },
  });
  expect(joined.statusCode, joined.body).toBeLessThan(300);
  const membershipId = await membershipIdOf(app.database.db, email);
  if (!membershipId) throw new Error(`${email} did not join`);
  let listingId: string | undefined;
  if (options.listed !== false) {
    // Saved as her page saves it, so the search columns are what a save writes.
    const saved = await saveListing(
      app.database,
      email,
      ListingBody.parse({
        listed: true,
        name: `${name} Member`,
        company: `${name} Works`,
        role: 'Founder',
        vertical: 'retail',
        city: 'Kochi',
        canHelp: 'Retail pricing',
        canHelpTags: ['pricing'],
        website: 'https://example.org/private-site',
        textLocale: options.locale ?? 'en',
        shown: ['companyRole', 'canHelp'],
      }),
      app.clock(),
    );
    listingId = saved.listing.listing?.id;
    if (options.hidden && listingId) {
      const id = listingId;
      await app.database.writeTransaction((trx) => hideCard(trx, id, 'Spam', null, app.clock()));
    }
  }
  return { email, membershipId, listingId, browser: await signInMember(app, email) };
}

/** `blocker` blocks `blocked`, through the directory's block (her card must be one `blocker` can see). */
export async function block(app: FastifyInstance, blocker: TestMember, blocked: TestMember): Promise<void> {
  if (!blocked.listingId) throw new Error(`${blocked.email} has no card to block`);
  await blockMember(app.database, blocker.email, blocked.listingId, app.clock());
}

export { outboxRows } from '../../../../test/case-mail-rows';
