import type { ContentRevision, Enabler, EnablerProfileItem, User, VersionedItem } from '@wfc/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, seedAccounts, tokenFor } from '../../../test/accounts';
import { createTestApp, fixedClock, type TestApp } from '../../../test/helpers';
import { uploadPhoto } from '../../../test/uploads';

// The role matrix of these routes is in auth/require-role.test.ts with every other staff endpoint.

describe("the enablers' profiles: edited by an admin, or by the enabler linked to one (issue 17)", () => {
  let t: TestApp;
  const clock = fixedClock('2026-12-06T09:00:00.000Z');
  let users: Record<'ada' | 'meera' | 'lakshmi', User>;

  beforeAll(async () => {
    t = await createTestApp({}, { clock });
    users = await seedAccounts(t.app, {
      ada: { name: 'Ada Admin', email: 'ada@example.org', role: 'admin' },
      meera: { name: 'Meera Enabler', email: 'meera@example.org', role: 'enabler' },
      lakshmi: { name: 'Lakshmi Enabler', email: 'lakshmi@example.org', role: 'enabler' },
    });
    // Meera is linked to profile 3; Lakshmi to none.
    await t.app.inject({
      method: 'PUT',
      url: '/api/admin/enabler-profiles/3/account',
      headers: await as('ada'),
      payload: { userId: users.meera._id },
    });
  });
  afterAll(async () => t.close());

  async function as(who: 'ada' | 'meera' | 'lakshmi') {
    return bearer(await tokenFor(t.app, users[who]));
  }
  const editable = ({ photo: _photo, ...fields }: EnablerProfileItem) => fields;
  const publicEnabler = async (id: number) =>
    (await t.app.inject({ url: '/api/enablers' })).json<Enabler[]>().find((enabler) => enabler.id === id)!;

  it('lets an admin change a title: the directory shows it, the history names her and what changed', async () => {
    const current = (await t.app.inject({ url: '/api/admin/content/enablers/5', headers: await as('ada') })).json<
      VersionedItem<EnablerProfileItem>
    >();
    expect(current.version).toBe(1);
    const saved = await t.app.inject({
      method: 'PUT',
      url: '/api/admin/content/enablers/5',
      headers: await as('ada'),
      payload: { ...editable(current.item), title: 'Founder, Backwater Analytics', version: 1 },
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({
      version: 2,
      updatedBy: 'Ada Admin',
      item: { title: 'Founder, Backwater Analytics', photo: current.item.photo },
    });
    expect(await publicEnabler(5)).toMatchObject({ title: 'Founder, Backwater Analytics', photo: current.item.photo });
    const history = (await t.app.inject({ url: '/api/admin/content/enablers/5/revisions', headers: await as('ada') })).json<
      ContentRevision[]
    >();
    expect(history.map(({ version, authorName, changed }) => ({ version, authorName, changed }))).toEqual([
      { version: 2, authorName: 'Ada Admin', changed: ['Title'] },
      { version: 1, authorName: 'Seed content', changed: [] },
    ]);
  });

  it('lets an enabler edit her own linked profile, named in its history, and nobody else’s', async () => {
    const own = await t.app.inject({ url: '/api/enabler/profile/edit', headers: await as('meera') });
    expect(own.statusCode).toBe(200);
    const { item, version } = own.json<VersionedItem<EnablerProfileItem>>();
    expect(item.name).toBe((await publicEnabler(3)).name);

    const saved = await t.app.inject({
      method: 'PUT',
      url: '/api/enabler/profile',
      headers: await as('meera'),
      payload: { ...editable(item), description: 'I help first-time founders in Kerala price their services.', version },
    });
    expect(saved.statusCode).toBe(200);
    expect((await publicEnabler(3)).description).toBe('I help first-time founders in Kerala price their services.');
    const history = (await t.app.inject({ url: '/api/admin/content/enablers/3/revisions', headers: await as('ada') })).json<
      ContentRevision[]
    >();
    expect(history[0]).toMatchObject({ authorName: 'Meera Enabler', changed: ['Description'] });

    // An enabler with no linked profile has nothing to edit; the admin's routes are not hers.
    const none = await t.app.inject({ url: '/api/enabler/profile/edit', headers: await as('lakshmi') });
    expect(none.statusCode).toBe(404);
    expect(none.json().message).toContain('No directory profile is linked to your account yet.');
    const put = await t.app.inject({
      method: 'PUT',
      url: '/api/enabler/profile',
      headers: await as('lakshmi'),
      payload: { ...editable(item), version: 1 },
    });
    expect(put.statusCode).toBe(404);
    expect(
      (
        await t.app.inject({
          method: 'PUT',
          url: '/api/admin/content/enablers/3',
          headers: await as('meera'),
          payload: { ...editable(item), version: 2 },
        })
      ).statusCode,
    ).toBe(403);
    expect((await publicEnabler(3)).description).toBe('I help first-time founders in Kerala price their services.');
  });

  // Issue 26: an upload's id was enough to put another enabler's photo on her profile.
  it("lets an enabler use her own upload or the site's as her photo, never another enabler's", async () => {
    const mine = await uploadPhoto(t.app, users.meera, 'Meera at her desk', { width: 640, height: 640 });
    const theSites = await uploadPhoto(t.app, users.ada, 'The club logo', { width: 600, height: 600 });
    const another = await uploadPhoto(t.app, users.lakshmi, 'Lakshmi at a workshop', { width: 620, height: 620 });
    const setPhoto = async (photoMediaId: string) => {
      const { item, version } = (await t.app.inject({ url: '/api/enabler/profile/edit', headers: await as('meera') })).json<
        VersionedItem<EnablerProfileItem>
      >();
      return t.app.inject({
        method: 'PUT',
        url: '/api/enabler/profile',
        headers: await as('meera'),
        payload: { ...editable(item), photoMediaId, version },
      });
    };

    const refused = await setPhoto(another.id);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      fields: { photoMediaId: 'That photo could not be found. Please upload it again.' },
    });
    expect((await publicEnabler(3)).photoAlt).not.toBe('Lakshmi at a workshop');

    expect((await setPhoto(theSites.id)).statusCode).toBe(200);
    expect((await publicEnabler(3)).photoAlt).toBe('The club logo');
    expect((await setPhoto(mine.id)).statusCode).toBe(200);
    expect((await publicEnabler(3)).photoAlt).toBe('Meera at her desk');
  });

  it('refuses the stale save of the two, an unknown expertise and an unknown profile, changing nothing', async () => {
    const { item, version } = (await t.app.inject({ url: '/api/admin/content/enablers/3', headers: await as('ada') })).json<
      VersionedItem<EnablerProfileItem>
    >();
    const mine = await t.app.inject({
      method: 'PUT',
      url: '/api/enabler/profile',
      headers: await as('meera'),
      payload: { ...editable(item), region: 'Thrissur', version },
    });
    expect(mine.statusCode).toBe(200);
    const stale = await t.app.inject({
      method: 'PUT',
      url: '/api/admin/content/enablers/3',
      headers: await as('ada'),
      payload: { ...editable(item), region: 'Kannur', version },
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({
      code: 'CONFLICT',
      current: { version: version + 1, updatedBy: 'Meera Enabler', item: { region: 'Thrissur' } },
    });

    const unknown = await t.app.inject({
      method: 'PUT',
      url: '/api/admin/content/enablers/3',
      headers: await as('ada'),
      payload: { ...editable(item), expertise: ['Underwater basket weaving'], version: version + 1 },
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().fields).toEqual({ expertise: 'Please choose each area of expertise from the list.' });
    expect((await t.app.inject({ url: '/api/admin/content/enablers/9999', headers: await as('ada') })).statusCode).toBe(404);
    expect((await publicEnabler(3)).region).toBe('Thrissur');
  });

  it('restores a profile’s first version', async () => {
    const { version } = (await t.app.inject({ url: '/api/admin/content/enablers/5', headers: await as('ada') })).json<
      VersionedItem<EnablerProfileItem>
    >();
    const seed = (await t.app.inject({ url: '/api/admin/content/enablers/5/revisions/1', headers: await as('ada') })).json<{
      item: EnablerProfileItem;
    }>();
    const restored = await t.app.inject({
      method: 'POST',
      url: '/api/admin/content/enablers/5/revisions/1/restore',
      headers: await as('ada'),
      payload: { version },
    });
    expect(restored.statusCode).toBe(200);
    expect((await publicEnabler(5)).title).toBe(seed.item.title);
  });

  it('puts the directory in a new order at once, and refuses a list that misses or repeats a profile', async () => {
    const ids = (await t.app.inject({ url: '/api/enablers' })).json<Enabler[]>().map((enabler) => enabler.id);
    const reversed = [...ids].reverse();
    const as = async (payload: object) =>
      t.app.inject({ method: 'PUT', url: '/api/admin/content/enablers/order', headers: bearer(await tokenFor(t.app, users.ada)), payload });
    expect((await t.app.inject({ method: 'PUT', url: '/api/admin/content/enablers/order', payload: { ids: reversed } })).statusCode).toBe(
      401,
    );
    const saved = await as({ ids: reversed });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual({ ids: reversed, message: 'Order saved. The directory and the home page show it now.' });
    expect((await t.app.inject({ url: '/api/enablers' })).json<Enabler[]>().map((enabler) => enabler.id)).toEqual(reversed);

    const missing = await as({ ids: reversed.slice(1) });
    expect(missing.statusCode).toBe(409);
    expect(missing.json().message).toBe('The enablers changed while you were ordering them. Reload to see them, then order them again.');
    expect((await as({ ids: [...reversed.slice(1), reversed[1]] })).statusCode).toBe(400);
    expect((await as({ ids: [...reversed.slice(1), 9999] })).statusCode).toBe(409);
    expect((await t.app.inject({ url: '/api/enablers' })).json<Enabler[]>().map((enabler) => enabler.id)).toEqual(reversed);
  });

  it('creates a profile last in the directory, hides it, trashes it and brings it back; a hidden profile takes no inquiry', async () => {
    const headers = await as('ada');
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/admin/content/enablers',
      headers,
      payload: {
        name: 'Sreeja Varma',
        title: 'Founder, Lingua Kerala',
        description: 'Runs a Malayalam and Tamil localization studio.',
        expertise: ['Leadership'],
        region: 'Kochi',
        yearsOfExperience: 12,
        hidden: false,
      },
    });
    expect(created.statusCode).toBe(201);
    const { id, message } = created.json<{ id: number; message: string }>();
    expect(message).toBe('Profile created. The directory shows it now, last in the order.');
    const listed = (await t.app.inject({ url: '/api/enablers' })).json<Enabler[]>();
    expect(listed.at(-1)).toMatchObject({ id, name: 'Sreeja Varma', photo: '/images/enablers/no-photo.svg', photoAlt: '' });

    const inquiry = {
      name: 'Anu',
      email: 'anu@example.org',
      question: 'Could you look at my rate card?',
      enabler: 'Sreeja Varma',
      enablerId: id,
    };
    expect((await t.app.inject({ method: 'POST', url: '/api/inquiry', payload: inquiry })).statusCode).toBe(201);

    const read = async () =>
      (await t.app.inject({ url: `/api/admin/content/enablers/${id}`, headers })).json<VersionedItem<EnablerProfileItem>>();
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: `/api/admin/content/enablers/${id}/hide`,
          headers,
          payload: { version: (await read()).version },
        })
      ).statusCode,
    ).toBe(200);
    expect((await t.app.inject({ url: '/api/enablers' })).json<Enabler[]>().some((enabler) => enabler.id === id)).toBe(false);
    const refused = await t.app.inject({ method: 'POST', url: '/api/inquiry', payload: inquiry });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().fields).toHaveProperty('enabler');

    // Her own save keeps it hidden; the admin's list still has it, marked.
    const admins = (await t.app.inject({ url: '/api/admin/content/enablers', headers })).json<
      { id: number; hidden: boolean; inTrash: boolean }[]
    >();
    expect(admins.find((profile) => profile.id === id)).toMatchObject({ hidden: true, inTrash: false });

    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: `/api/admin/content/enablers/${id}/trash`,
          headers,
          payload: { version: (await read()).version },
        })
      ).statusCode,
    ).toBe(200);
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: `/api/admin/content/enablers/${id}/untrash`,
          headers,
          payload: { version: (await read()).version },
        })
      ).statusCode,
    ).toBe(200);
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: `/api/admin/content/enablers/${id}/unhide`,
          headers,
          payload: { version: (await read()).version },
        })
      ).statusCode,
    ).toBe(200);
    expect((await t.app.inject({ url: '/api/enablers' })).json<Enabler[]>().some((enabler) => enabler.id === id)).toBe(true);
    const history = (await t.app.inject({ url: `/api/admin/content/enablers/${id}/revisions`, headers })).json<ContentRevision[]>();
    expect(history.map((line) => line.changed)).toEqual([['Hidden'], ['Trash'], ['Trash'], ['Hidden'], []]);

    // A stale hide is refused with the profile as it is now.
    expect(
      (await t.app.inject({ method: 'POST', url: `/api/admin/content/enablers/${id}/hide`, headers, payload: { version: 1 } })).statusCode,
    ).toBe(409);
  });
});
