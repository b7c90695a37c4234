import type { MyIntroductions } from '@wfc/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, fixedClock, type TestApp } from '../../../test/helpers';
import type { MemberBrowser } from '../../../test/member-session';
import { createMemoryLoginThrottle } from '../auth/login-throttle';
import { block, memberWithCard, outboxRows, type TestMember } from './testing/introductions-kit';

/**
 * Her directory data in her export, and gone with her membership (issue 42): her listing, its tags,
 * her blocks and reports by the foreign keys, her introductions not accepted and her card's photos
 * by the erasure; the other side of an accepted introduction keeps only the names, the note and the dates.
 */
describe('a member’s directory data: export and erasure', () => {
  let t: TestApp;
  let anna: TestMember;
  let meera: TestMember;
  let lata: TestMember;
  let rani: TestMember;
  const T = '2026-12-07T09:00:00.000Z';

  const ask = (from: MemberBrowser, to: string | undefined, note: string) =>
    t.app.inject({ method: 'POST', url: '/api/member/introductions', headers: from.headers, payload: { to, note } });
  const idOf = async (who: MemberBrowser, direction: 'sent' | 'received', name: string) => {
    const list = (await t.app.inject({ method: 'GET', url: '/api/member/introductions', headers: who.headers })).json() as MyIntroductions;
    return list[direction].find((view) => view.other.name === name)!._id;
  };
  const answer = (who: MemberBrowser, id: string, what: 'accept' | 'decline') =>
    t.app.inject({ method: 'POST', url: `/api/member/introductions/${id}/${what}`, headers: who.headers, payload: {} });
  const count = async (
    table: 'introductions' | 'directory_listings' | 'directory_listing_tags' | 'directory_blocks' | 'directory_reports',
  ) =>
    Number(
      (
        await t.app.database.db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );

  beforeAll(async () => {
    t = await createTestApp(
      {},
      {
        clock: fixedClock(T),
        answerFloor: async (work) => work(),
        memberSignInThrottle: createMemoryLoginThrottle(1000, 3600_000),
      },
    );
    anna = await memberWithCard(t.app, 'Anna', 'anna@example.org');
    meera = await memberWithCard(t.app, 'Meera', 'meera@example.org', { locale: 'ml' });
    lata = await memberWithCard(t.app, 'Lata', 'lata@example.org');
    rani = await memberWithCard(t.app, 'Rani', 'rani@example.org');
    const db = t.app.database.db;
    // Meera's card has its tag (saved with it) and a photo she uploaded; she blocked Rani and reported Lata's card.
    await db
      .insertInto('media_assets')
      .values({
        id: 'photo-1',
        alt: '',
        width: 10,
        height: 10,
        created_by: null,
        membership_id: meera.membershipId,
        member_only: 1,
        created_at: T,
      })
      .execute();
    await db
      .insertInto('media_variants')
      .values({
        id: 'v1.webp',
        asset_id: 'photo-1',
        format: 'webp',
        width: 10,
        height: 10,
        bytes: 3,
        data: Buffer.from('abc'),
        created_at: T,
      })
      .execute();
    await db.updateTable('directory_listings').set({ photo_asset_id: 'photo-1' }).where('id', '=', meera.listingId!).execute();
    await block(t.app, meera, rani);
    await db
      .insertInto('directory_reports')
      .values({
        id: 'report-1',
        reporter_membership_id: meera.membershipId,
        kind: 'card',
        listing_id: lata.listingId!,
        introduction_id: null,
        reason: 'Not a founder',
        status: 'open',
        created_at: T,
      })
      .execute();

    // Anna asked Meera, who accepted; Lata asked Meera (waiting); Meera asked Lata, who declined.
    expect((await ask(anna.browser, meera.listingId, 'Could we talk about retail pricing?')).statusCode).toBe(202);
    expect((await answer(meera.browser, await idOf(meera.browser, 'received', 'Anna Member'), 'accept')).statusCode).toBe(200);
    expect((await ask(lata.browser, meera.listingId, 'Would you mentor me on exports?')).statusCode).toBe(202);
    expect((await ask(meera.browser, lata.listingId, 'I would like to learn about your shop.')).statusCode).toBe(202);
    expect((await answer(lata.browser, await idOf(lata.browser, 'received', 'Meera Member'), 'decline')).statusCode).toBe(200);
  });
  afterAll(async () => t.close());

  it('exports her listing, her introductions with their states, her blocks and reports; no address but an accepted one', async () => {
    const exported = await t.app.inject({ method: 'GET', url: '/api/member/export', headers: meera.browser.headers });
    expect(exported.statusCode).toBe(200);
    const data = exported.json();
    expect(data.directoryListing).toMatchObject({
      listed: true,
      name: 'Meera Member',
      company: 'Meera Works',
      city: 'Kochi',
      website: 'https://example.org/private-site',
      canHelpTags: ['pricing'],
      shown: ['companyRole', 'canHelp'],
      hasPhoto: true,
      hiddenByStaff: null,
    });
    // One clock: the three share their time, so their order is not the test's.
    expect(data.introductions).toHaveLength(3);
    expect(data.introductions).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          direction: 'received',
          status: 'accepted',
          otherName: 'Anna Member',
          note: 'Could we talk about retail pricing?',
          otherEmail: 'anna@example.org',
        }),
        expect.objectContaining({ direction: 'received', status: 'pending', otherName: 'Lata Member', otherEmail: null }),
        expect.objectContaining({ direction: 'sent', status: 'declined', otherName: 'Lata Member', otherEmail: null }),
      ]),
    );
    expect(data.blocks).toEqual([{ name: 'Rani Member', createdAt: expect.any(String) }]);
    expect(data.reports).toEqual([expect.objectContaining({ kind: 'card', card: 'Lata Member', reason: 'Not a founder', status: 'open' })]);
    expect(exported.body).not.toContain('lata@example.org');
    expect(exported.body).not.toContain('rani@example.org');
    // The introduction she was copied on is among her e-mails.
    expect(data.emailsSent.map((mail: { kind: string }) => mail.kind)).toContain('introduction-made');
  });

  it('erases her: listing, tags, blocks and reports by cascade, her photos, her introductions not accepted; the accepted one stays for Anna', async () => {
    const deleted = await t.app.inject({
      method: 'POST',
      url: '/api/member/membership/delete',
      headers: meera.browser.headers,
      payload: { confirm: true },
    });
    expect(deleted.statusCode).toBe(200);
    const db = t.app.database.db;
    expect(await db.selectFrom('directory_listings').select('id').where('membership_id', '=', meera.membershipId).execute()).toEqual([]);
    // Hers are gone with her card; the others' cards keep theirs.
    expect(await db.selectFrom('directory_listing_tags').select('tag').where('listing_id', '=', meera.listingId!).execute()).toEqual([]);
    expect(await count('directory_listing_tags')).toBe(3);
    expect(await count('directory_blocks')).toBe(0);
    expect(await count('directory_reports')).toBe(0);
    expect(await db.selectFrom('media_assets').select('id').where('id', '=', 'photo-1').execute()).toEqual([]);
    expect(await db.selectFrom('media_variants').select('id').where('id', '=', 'v1.webp').execute()).toEqual([]);
    expect((await outboxRows(t.app)).filter((row) => row.recipient === 'meera@example.org' || row.cc === 'meera@example.org')).toEqual([]);

    const left = await db.selectFrom('introductions').selectAll().execute();
    expect(left).toEqual([
      expect.objectContaining({
        from_membership_id: anna.membershipId,
        to_membership_id: null,
        from_name: 'Anna Member',
        to_name: 'Meera Member',
        note: 'Could we talk about retail pricing?',
        status: 'accepted',
        created_at: T,
        answered_at: T,
      }),
    ]);
    const annas = (await t.app.inject({ method: 'GET', url: '/api/member/introductions', headers: anna.browser.headers })).json();
    expect(annas.sent).toEqual([
      expect.objectContaining({ status: 'accepted', other: { listingId: null, name: 'Meera Member' }, otherEmail: null }),
    ]);
    const lataPage = (await t.app.inject({ method: 'GET', url: '/api/member/introductions', headers: lata.browser.headers })).json();
    expect(lataPage).toEqual({ received: [], sent: [] });
    const annaExport = (await t.app.inject({ method: 'GET', url: '/api/member/export', headers: anna.browser.headers })).json();
    expect(annaExport.introductions).toEqual([
      expect.objectContaining({ status: 'accepted', otherName: 'Meera Member', otherEmail: null }),
    ]);
  });

  it('deletes an accepted introduction once both sides are gone', async () => {
    expect(await count('introductions')).toBe(1);
    const deleted = await t.app.inject({
      method: 'POST',
      url: '/api/member/membership/delete',
      headers: anna.browser.headers,
      payload: { confirm: true },
    });
    expect(deleted.statusCode).toBe(200);
    expect(await count('introductions')).toBe(0);
  });
});
