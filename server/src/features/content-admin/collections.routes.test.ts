import type { CollectionList, ContentRevision, EditableEvent, Event, EventItem, User, VersionedItem } from '@wfc/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, seedAccounts, tokenFor } from '../../../test/accounts';
import { createTestApp, fixedClock, type TestApp } from '../../../test/helpers';

// The role matrix of these routes is in auth/require-role.test.ts with every other staff endpoint.

// As an editor of before issue 30 sends it: registration at the link, no end time (both defaulted).
const newEvent: Omit<EditableEvent, 'endsAt' | 'registration'> = {
  title: 'Export Readiness Clinic',
  date: 'Saturday, 19 December 2026',
  dateObj: '2026-12-19T04:30:00.000Z',
  time: '10:00 AM - 1:00 PM IST',
  location: 'WFC Community Space, Panampilly Nagar, Kochi',
  description: 'One-to-one sessions on pricing, paperwork and first buyers abroad.',
  link: 'https://womenfoundersclub.example/events/export-readiness-clinic',
  category: 'workshop',
  coverImage: '/images/events/go-to-market-workshop.svg',
  imageAlt: 'Illustration of a cargo ship leaving a harbour',
  hidden: false,
  ml: {},
};

describe('the events editor (issue 17, decision 022)', () => {
  let t: TestApp;
  const clock = fixedClock('2026-12-07T09:00:00.000Z');
  let ada: User;

  beforeAll(async () => {
    t = await createTestApp({}, { clock });
    ({ ada } = await seedAccounts(t.app, { ada: { name: 'Ada Admin', email: 'ada@example.org', role: 'admin' } }));
  });
  afterAll(async () => t.close());

  const headers = async () => bearer(await tokenFor(t.app, ada));
  const publicEvents = async () => (await t.app.inject({ url: '/api/events' })).json<Event[]>();
  const read = async (id: string) =>
    (await t.app.inject({ url: `/api/admin/content/events/${id}`, headers: await headers() })).json<VersionedItem<EventItem>>();
  const editable = ({ inTrash: _inTrash, imageSources: _imageSources, ...fields }: EventItem) => fields;

  it('creates an event as version 1 that the events page shows at once, in date order', async () => {
    const created = await t.app.inject({ method: 'POST', url: '/api/admin/content/events', headers: await headers(), payload: newEvent });
    expect(created.statusCode).toBe(201);
    const { id, version, message } = created.json<{ id: string; version: number; message: string }>();
    expect(id).toMatch(/^evt-[0-9a-f]{12}$/);
    expect(version).toBe(1);
    expect(message).toBe('Event created. The events page shows it now.');
    const listed = await publicEvents();
    expect(listed.find((event) => event.id === id)).toMatchObject({ title: 'Export Readiness Clinic', category: 'workshop' });
    expect(listed.map((event) => event.dateObj)).toEqual([...listed.map((event) => event.dateObj)].sort());
    const history = (await t.app.inject({ url: `/api/admin/content/events/${id}/revisions`, headers: await headers() })).json<
      ContentRevision[]
    >();
    expect(history).toEqual([expect.objectContaining({ version: 1, authorName: 'Ada Admin', changed: [] })]);
  });

  it('hides an event: kept for the editor, gone from the site and from the assistant', async () => {
    const ask = async () =>
      (
        await t.app.inject({ method: 'POST', url: '/api/chat', payload: { message: 'Tell me about the Women in Localization Meetup' } })
      ).json<{ reply: string }>().reply;
    expect(await ask()).toContain('Women in Localization Meetup');
    const { item, version } = await read('evt-01');
    const hidden = await t.app.inject({
      method: 'PUT',
      url: '/api/admin/content/events/evt-01',
      headers: await headers(),
      payload: { ...editable(item), hidden: true, version },
    });
    expect(hidden.statusCode).toBe(200);
    expect(hidden.json()).toMatchObject({ version: version + 1 });
    expect((await publicEvents()).some((event) => event.id === 'evt-01')).toBe(false);
    const list = (await t.app.inject({ url: '/api/admin/content/events', headers: await headers() })).json<CollectionList>();
    expect(list.items.find((event) => event.id === 'evt-01')).toMatchObject({ hidden: true, inTrash: false, detail: 'Event' });
    expect(await ask()).not.toContain('Women in Localization Meetup');
  });

  it('moves an event to the trash and takes it out again, each a version in its history', async () => {
    const before = await read('evt-02');
    const trashed = await t.app.inject({
      method: 'POST',
      url: '/api/admin/content/events/evt-02/trash',
      headers: await headers(),
      payload: { version: before.version },
    });
    expect(trashed.statusCode).toBe(200);
    expect((await publicEvents()).some((event) => event.id === 'evt-02')).toBe(false);
    expect((await read('evt-02')).item.inTrash).toBe(true);

    // A stale trash (made on the version before) is refused.
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/admin/content/events/evt-02/untrash',
          headers: await headers(),
          payload: { version: before.version },
        })
      ).statusCode,
    ).toBe(409);
    const back = await t.app.inject({
      method: 'POST',
      url: '/api/admin/content/events/evt-02/untrash',
      headers: await headers(),
      payload: { version: before.version + 1 },
    });
    expect(back.statusCode).toBe(200);
    expect((await publicEvents()).some((event) => event.id === 'evt-02')).toBe(true);
    const history = (await t.app.inject({ url: '/api/admin/content/events/evt-02/revisions', headers: await headers() })).json<
      ContentRevision[]
    >();
    expect(history.slice(0, 2).map((line) => line.changed)).toEqual([['Trash'], ['Trash']]);
  });

  it('refuses a cover that is neither the site’s nor uploaded, a script link and a bad date, changing nothing', async () => {
    const { item, version } = await read('evt-03');
    const cases: [Partial<EditableEvent>, string, string][] = [
      [{ coverImage: '/images/enablers/../../etc/passwd' }, 'coverImage', 'Please choose a cover image.'],
      [{ coverImage: '/images/somewhere-else.svg' }, 'coverImage', 'Please choose an image from the list, or upload one.'],
      [{ link: 'javascript:alert(1)' }, 'link', 'Please enter the link as a web address starting with https:// or http://.'],
      [{ dateObj: 'next Saturday' }, 'dateObj', 'Please give the date and time it starts.'],
      [{ category: 'party' as EditableEvent['category'] }, 'category', 'Please choose event or workshop.'],
    ];
    for (const [change, field, message] of cases) {
      const answer = await t.app.inject({
        method: 'PUT',
        url: '/api/admin/content/events/evt-03',
        headers: await headers(),
        payload: { ...editable(item), ...change, version },
      });
      expect(answer.statusCode, field).toBe(400);
      expect(answer.json().fields?.[field], field).toBe(message);
    }
    expect((await read('evt-03')).version).toBe(version);
    expect((await t.app.inject({ url: '/api/admin/content/events/evt-none', headers: await headers() })).statusCode).toBe(404);
  });
});
