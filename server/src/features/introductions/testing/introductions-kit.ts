import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { newId } from '../../../lib/ids';
import { liveMailData } from '../../../../test/case-mail-rows';
import { signInMember, type MemberBrowser } from '../../../../test/member-session';

/** Test helpers of introductions (issue 42): members with cards, written straight to the database. */

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
  const joined = await app.inject({
    method: 'POST',
    url: '/api/membership',
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
  const db = app.database.db;
  await db
    .updateTable('memberships')
    .set({ locale: options.locale ?? 'en' })
    .where('email', '=', email)
    .execute();
  const { id: membershipId } = await db.selectFrom('memberships').select('id').where('email', '=', email).executeTakeFirstOrThrow();
  let listingId: string | undefined;
  if (options.listed !== false) {
    listingId = newId();
    const stamp = new Date().toISOString();
    await db
      .insertInto('directory_listings')
      .values({
        id: listingId,
        membership_id: membershipId,
        listed: 1,
        name: `${name} Member`,
        company: `${name} Works`,
        role: 'Founder',
        vertical: 'retail',
        city: 'Kochi',
        can_help: 'Retail pricing',
        can_help_tags: '["pricing"]',
        website: 'https://example.org/private-site',
        text_locale: options.locale ?? 'en',
        shown: '["companyRole","canHelp"]',
        search_text: name.toLowerCase(),
        sort_key: name.toLowerCase(),
        hidden_at: options.hidden ? stamp : null,
        hidden_reason: options.hidden ? 'Spam' : null,
        created_at: stamp,
        updated_at: stamp,
      })
      .execute();
  }
  return { email, membershipId, listingId, browser: await signInMember(app, email) };
}

/** `blocker` blocks `blocked`, as the directory's block route stores it. */
export async function block(app: FastifyInstance, blocker: TestMember, blocked: TestMember): Promise<void> {
  await app.database.db
    .insertInto('directory_blocks')
    .values({
      blocker_membership_id: blocker.membershipId,
      blocked_membership_id: blocked.membershipId,
      created_at: new Date().toISOString(),
    })
    .execute();
}

/** Every outbox row, live (as the mail server gets it), with its Cc. */
export async function outboxRows(app: FastifyInstance) {
  const rows = await app.database.db
    .selectFrom('outbox_messages')
    .select(['id', 'kind', 'recipient', 'cc', 'data', 'secrets', 'created_at'])
    .orderBy('created_at')
    .execute();
  return rows.map((row) => ({ id: row.id, kind: row.kind, recipient: row.recipient, cc: row.cc, data: liveMailData(app, row) }));
}
