import type { User } from '@wfc/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, seedAccounts, tokenFor } from '../../../test/accounts';
import { createTestApp, fixedClock, type TestApp } from '../../../test/helpers';
import { signInMember, type MemberBrowser } from '../../../test/member-session';
import { multipart, photo } from '../../../test/uploads';
import { createMemoryLoginThrottle } from '../auth/login-throttle';
import { joinAndSignIn, saveListing } from './directory-test-kit';

/**
 * The access matrix of the member directory and its reports (issue 42): every member route refuses
 * no session and a staff token (401) and someone signed in without a membership (403 NOT_A_MEMBER);
 * another member finds nothing that is not hers to see (404); every staff route refuses no token and
 * a member's cookie (401) and an enabler (403).
 */
interface Route {
  method: 'GET' | 'PUT' | 'POST' | 'DELETE';
  url: string;
  payload?: object;
  /** A multipart photo upload. */
  upload?: boolean;
}

describe('access control of the member directory', () => {
  let t: TestApp;
  let asha: MemberBrowser;
  let bina: MemberBrowser;
  let chitra: MemberBrowser;
  let dina: MemberBrowser;
  let stranger: MemberBrowser;
  let ids: { asha: string; unlisted: string; hidden: string; blocker: string; photo: string };
  let staff: Record<'admin' | 'operator' | 'enabler', User>;
  let upload: { payload: Buffer; headers: Record<string, string> };

  const call = (route: Route, headers: Record<string, string>) =>
    t.app.inject({
      method: route.method,
      url: route.url,
      headers: { ...headers, ...(route.upload ? upload.headers : {}) },
      ...(route.upload ? { payload: upload.payload } : route.payload ? { payload: route.payload } : {}),
    });

  const memberRoutes = (): Route[] => [
    { method: 'GET', url: '/api/member/listing' },
    { method: 'PUT', url: '/api/member/listing', payload: { listed: true, name: 'Someone' } },
    { method: 'POST', url: '/api/member/listing/photo', upload: true },
    { method: 'GET', url: '/api/member/directory?q=a' },
    { method: 'GET', url: '/api/member/directory/filters' },
    { method: 'GET', url: `/api/member/directory/${ids.asha}` },
    { method: 'GET', url: `/api/member/directory/photos/${ids.photo}` },
    { method: 'GET', url: '/api/member/blocks' },
    { method: 'POST', url: '/api/member/blocks', payload: { listingId: ids.asha } },
    { method: 'DELETE', url: `/api/member/blocks/${ids.asha}` },
    { method: 'POST', url: '/api/member/reports', payload: { kind: 'card', listingId: ids.asha, reason: 'Spam' } },
  ];

  const staffRoutes = (): Route[] => [
    { method: 'GET', url: '/api/staff/directory/counts' },
    { method: 'GET', url: '/api/staff/directory/reports' },
    { method: 'POST', url: '/api/staff/directory/reports/unknown/hide', payload: { reason: 'Spam' } },
    { method: 'POST', url: '/api/staff/directory/reports/unknown/dismiss' },
    { method: 'GET', url: '/api/staff/directory/hidden' },
    { method: 'POST', url: '/api/staff/directory/listings/unknown/show' },
  ];

  beforeAll(async () => {
    t = await createTestApp(
      {},
      {
        clock: fixedClock('2026-12-01T09:00:00.000Z'),
        answerFloor: async (work) => work(),
        memberSignInThrottle: createMemoryLoginThrottle(1000, 3600_000),
      },
    );
    upload = multipart({}, { name: 'me.jpg', type: 'image/jpeg', data: await photo(200, 200) });
    asha = await joinAndSignIn(t.app, 'Asha', 'asha@example.org');
    bina = await joinAndSignIn(t.app, 'Bina', 'bina@example.org');
    chitra = await joinAndSignIn(t.app, 'Chitra', 'chitra@example.org');
    dina = await joinAndSignIn(t.app, 'Dina', 'dina@example.org');
    // Signed in by a help request's address: a person the club knows, with no membership.
    await t.app.inject({
      method: 'POST',
      url: '/api/help',
      payload: { requesterName: 'Sam Stranger', requesterEmail: 'sam@example.org', question: 'Hello?' },
    });
    stranger = await signInMember(t.app, 'sam@example.org');

    const uploaded = await call({ method: 'POST', url: '/api/member/listing/photo', upload: true }, asha.headers);
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    const { photoId, photo: ashaPhoto } = uploaded.json() as { photoId: string; photo: { sources: { url: string }[] } };
    const ashaListing = await saveListing(t.app, asha, { name: 'Asha Menon', photoId, shown: ['photo'] });
    const unlisted = await saveListing(t.app, bina, { name: 'Bina Varghese', listed: false });
    const blocker = await saveListing(t.app, dina, { name: 'Dina Das' });
    const hidden = await saveListing(t.app, chitra, { name: 'Chitra Nair' });
    // Dina blocks Asha; an admin hides Chitra's card.
    expect((await call({ method: 'POST', url: '/api/member/blocks', payload: { listingId: ashaListing } }, dina.headers)).statusCode).toBe(
      200,
    );
    staff = await seedAccounts(t.app, {
      admin: { name: 'Ada Admin', email: 'ada@example.org', role: 'admin' },
      operator: { name: 'Otto Operator', email: 'otto@example.org', role: 'operator' },
      enabler: { name: 'Ena Enabler', email: 'ena@example.org', role: 'enabler' },
    });
    await call({ method: 'POST', url: '/api/member/reports', payload: { kind: 'card', listingId: hidden, reason: 'Spam' } }, asha.headers);
    const reports = (
      await call({ method: 'GET', url: '/api/staff/directory/reports' }, bearer(await tokenFor(t.app, staff.admin)))
    ).json() as {
      _id: string;
    }[];
    expect(
      (
        await call(
          { method: 'POST', url: `/api/staff/directory/reports/${reports[0]!._id}/hide`, payload: { reason: 'Spam' } },
          bearer(await tokenFor(t.app, staff.admin)),
        )
      ).statusCode,
    ).toBe(200);
    ids = { asha: ashaListing, unlisted, hidden, blocker, photo: ashaPhoto.sources[0]!.url.split('/').pop()! };
  });
  afterAll(() => t.close());

  it('refuses every member route without a session, with a staff token, and to someone with no membership', async () => {
    const tokens = {
      admin: bearer(await tokenFor(t.app, staff.admin)),
      operator: bearer(await tokenFor(t.app, staff.operator)),
      enabler: bearer(await tokenFor(t.app, staff.enabler)),
    };
    for (const route of memberRoutes()) {
      const where = `${route.method} ${route.url}`;
      const none = await call(route, {});
      expect(none.statusCode, where).toBe(401);
      expect(none.json().code, where).toBe('MEMBER_SIGN_IN_REQUIRED');
      for (const [role, headers] of Object.entries(tokens))
        expect((await call(route, headers)).statusCode, `${where} as ${role}`).toBe(401);
      const outsider = await call(route, stranger.headers);
      expect(outsider.statusCode, `${where} without a membership`).toBe(403);
      expect(outsider.json(), where).toMatchObject({
        code: 'NOT_A_MEMBER',
        message: expect.stringContaining('The directory is for members'),
      });
      // Every answer is hers alone.
      expect(none.headers['cache-control'], where).toBe('no-store');
    }
  });

  it('shows another member nothing unlisted, hidden or blocked, and nothing she does not own', async () => {
    for (const listing of [ids.unlisted, ids.hidden, ids.blocker, 'unknown']) {
      expect((await call({ method: 'GET', url: `/api/member/directory/${listing}` }, asha.headers)).statusCode, listing).toBe(404);
      expect(
        (
          await call(
            { method: 'POST', url: '/api/member/reports', payload: { kind: 'card', listingId: listing, reason: 'Why' } },
            asha.headers,
          )
        ).statusCode,
        listing,
      ).toBe(404);
      expect(
        (await call({ method: 'POST', url: '/api/member/blocks', payload: { listingId: listing } }, asha.headers)).statusCode,
        listing,
      ).toBe(404);
    }
    // Dina blocked Asha: Dina sees neither Asha's card nor her photo; unblocking is hers alone.
    expect((await call({ method: 'GET', url: `/api/member/directory/${ids.asha}` }, dina.headers)).statusCode).toBe(404);
    expect((await call({ method: 'GET', url: `/api/member/directory/photos/${ids.photo}` }, dina.headers)).statusCode).toBe(404);
    expect((await call({ method: 'DELETE', url: `/api/member/blocks/${ids.asha}` }, bina.headers)).statusCode).toBe(404);
    expect((await call({ method: 'DELETE', url: `/api/member/blocks/${ids.blocker}` }, asha.headers)).statusCode).toBe(404);
    // Bina, unlisted herself, still sees Asha's listed card and its photo; a made-up photo is a 404.
    expect((await call({ method: 'GET', url: `/api/member/directory/photos/${ids.photo}` }, bina.headers)).statusCode).toBe(200);
    expect((await call({ method: 'GET', url: '/api/member/directory/photos/AAAAAAAAAAAAAAAAAAAAAA.webp' }, bina.headers)).statusCode).toBe(
      404,
    );
    // Nothing of the hidden, unlisted or blocking members in any list.
    const lists = await Promise.all(
      ['/api/member/directory', '/api/member/directory/filters', '/api/member/blocks'].map(
        async (url) => (await call({ method: 'GET', url }, asha.headers)).body,
      ),
    );
    for (const name of ['Bina', 'Chitra', 'Dina']) expect(lists.join(''), name).not.toContain(name);
  });

  it('refuses every staff route without a token, with a member cookie, and to an enabler', async () => {
    const admin = bearer(await tokenFor(t.app, staff.admin));
    const operator = bearer(await tokenFor(t.app, staff.operator));
    const enabler = bearer(await tokenFor(t.app, staff.enabler));
    for (const route of staffRoutes()) {
      const where = `${route.method} ${route.url}`;
      expect((await call(route, {})).statusCode, where).toBe(401);
      expect((await call(route, asha.headers)).statusCode, `${where} with a member cookie`).toBe(401);
      expect((await call(route, enabler)).statusCode, `${where} as an enabler`).toBe(403);
      for (const headers of [admin, operator]) expect([200, 404], where).toContain((await call(route, headers)).statusCode);
    }
  });
});
