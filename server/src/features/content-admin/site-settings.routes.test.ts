import type { ContentRevision, ContentRevisionDetail, SiteSettings, StaleEditBody, User, VersionedSiteSettings } from '@wfc/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, seedAccounts, tokenFor } from '../../../test/accounts';
import { createTestApp, fixedClock, type TestApp } from '../../../test/helpers';

// The role matrix of these routes (401 for every bad credential, 403 for operators and enablers)
// is in auth/require-role.test.ts with every other staff endpoint.

describe('the site settings editor (issue 17, decision 022)', () => {
  let t: TestApp;
  const clock = fixedClock('2026-12-05T09:00:00.000Z');
  let users: Record<'ada' | 'bea', User>;

  beforeAll(async () => {
    t = await createTestApp({}, { clock });
    users = await seedAccounts(t.app, {
      ada: { name: 'Ada Admin', email: 'ada@example.org', role: 'admin' },
      bea: { name: 'Bea Admin', email: 'bea@example.org', role: 'admin' },
    });
  });
  afterAll(async () => t.close());

  const as = async (who: 'ada' | 'bea') => bearer(await tokenFor(t.app, users[who]));
  const read = async () => (await t.app.inject({ url: '/api/admin/content/site', headers: await as('ada') })).json<VersionedSiteSettings>();
  const save = async (who: 'ada' | 'bea', version: number, item: SiteSettings) =>
    t.app.inject({ method: 'PUT', url: '/api/admin/content/site', headers: await as(who), payload: { ...item, version } });
  const history = async () =>
    (await t.app.inject({ url: '/api/admin/content/site/revisions', headers: await as('ada') })).json<ContentRevision[]>();
  const rowCount = async () =>
    (
      await t.app.database.db
        .selectFrom('content_revisions')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
    ).n;

  it('reads the seed as version 1, with its history of one version', async () => {
    const current = await read();
    expect(current).toMatchObject({ version: 1, updatedBy: null });
    expect(current.item.name).toBe('Women Founders Club');
    expect(await history()).toEqual([expect.objectContaining({ version: 1, authorName: 'Seed content', changed: [] })]);
  });

  it('saves a version: the public API and the history show it at once, naming who changed what', async () => {
    const before = await t.app.inject({ url: '/api/site' });
    const current = await read();
    clock.set('2026-12-05T09:05:00.000Z');
    const saved = await save('ada', 1, {
      ...current.item,
      tagline: 'Founders of Kerala, lifting each other',
      stats: { ...current.item.stats, members: 2300 },
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ version: 2, updatedBy: 'Ada Admin', message: 'Saved. The public pages show it now.' });

    const site = await t.app.inject({ url: '/api/site' });
    expect(site.json()).toMatchObject({ tagline: 'Founders of Kerala, lifting each other', stats: { members: 2300 } });
    expect(site.headers.etag).not.toBe(before.headers.etag);
    expect(await history()).toEqual([
      {
        version: 2,
        createdAt: '2026-12-05T09:05:00.000Z',
        authorName: 'Ada Admin',
        changed: ['Tagline', 'Home statistics'],
        restoredFrom: null,
      },
      expect.objectContaining({ version: 1, authorName: 'Seed content' }),
    ]);
  });

  it('renames the home statistics in both languages; the home page data shows them at once (issue 26)', async () => {
    const { item, version } = await read();
    expect(item).toMatchObject({
      membersLabel: 'Members',
      visitorsLabel: 'Daily Visitors',
      programsLabel: 'Health Program',
      impactLabel: 'Heart Beat',
    });
    const renamed = {
      ...item,
      programsLabel: 'Workshops held',
      impactLabel: 'Mentoring hours',
      ml: { ...item.ml, programsLabel: 'നടത്തിയ ശില്പശാലകൾ' },
    };
    expect((await save('ada', version, renamed)).statusCode).toBe(200);
    expect((await t.app.inject({ url: '/api/site' })).json()).toMatchObject({
      membersLabel: 'Members',
      programsLabel: 'Workshops held',
      impactLabel: 'Mentoring hours',
    });
    const ml = (await t.app.inject({ url: '/api/site', headers: { 'accept-language': 'ml' } })).json();
    expect(ml).toMatchObject({ membersLabel: 'അംഗങ്ങൾ', programsLabel: 'നടത്തിയ ശില്പശാലകൾ', impactLabel: 'ഹൃദയമിടിപ്പ്' });
    const empty = await save('ada', version + 1, { ...renamed, visitorsLabel: ' ' });
    expect(empty.json()).toMatchObject({ code: 'VALIDATION_FAILED', fields: { visitorsLabel: 'Please enter the visitors label.' } });
    const tooLong = { ...renamed, ml: { ...renamed.ml, membersLabel: 'അ'.repeat(41) } };
    const long = await save('ada', version + 1, tooLong);
    expect(long.json()).toMatchObject({ fields: { 'ml.membersLabel': 'The Malayalam members label must be at most 40 characters.' } });
  });

  it("reads settings stored before the labels existed with the spec's labels", async () => {
    const stored = await t.app.database.db.selectFrom('site_settings').select('value').where('key', '=', 'site').executeTakeFirstOrThrow();
    const { membersLabel: _m, visitorsLabel: _v, programsLabel: _p, impactLabel: _i, ...older } = JSON.parse(stored.value) as SiteSettings;
    await t.app.database.db
      .updateTable('site_settings')
      .set({ value: JSON.stringify(older) })
      .where('key', '=', 'site')
      .execute();
    expect((await read()).item).toMatchObject({
      membersLabel: 'Members',
      visitorsLabel: 'Daily Visitors',
      programsLabel: 'Health Program',
      impactLabel: 'Heart Beat',
    });
    await t.app.database.db.updateTable('site_settings').set({ value: stored.value }).where('key', '=', 'site').execute();
  });

  it('refuses the second of two saves made on one version with 409 and the settings as they now are, changing nothing', async () => {
    const { item, version } = await read();
    const first = await save('bea', version, { ...item, phone: '+91 484 297 1111' });
    expect(first.statusCode).toBe(200);
    const revisionsBefore = await rowCount();

    const second = await save('ada', version, { ...item, address: 'Her own new address, Kochi' });
    expect(second.statusCode).toBe(409);
    const body = second.json<StaleEditBody<SiteSettings>>();
    expect(body).toMatchObject({
      code: 'CONFLICT',
      current: { version: version + 1, updatedBy: 'Bea Admin', item: { phone: '+91 484 297 1111' } },
    });
    expect(body.message).toContain('Someone else saved this while you were editing');
    expect((await read()).item.address).toBe(item.address);
    expect(await rowCount()).toBe(revisionsBefore);
  });

  it('lets exactly one of two saves sent at the same moment on one version win', async () => {
    const { item, version } = await read();
    const answers = await Promise.all([
      save('ada', version, { ...item, region: 'Kerala, India' }),
      save('bea', version, { ...item, region: 'Malabar coast' }),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    expect((await read()).version).toBe(version + 1);
  });

  it('writes no version when nothing changed', async () => {
    const { item, version } = await read();
    const answer = await save('ada', version, item);
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toMatchObject({ version, message: 'Nothing has changed since the last save.' });
    expect((await history())[0]?.version).toBe(version);
  });

  it('refuses bad input in her words and changes nothing: empty, too long, script addresses, invisible characters, wrong numbers', async () => {
    const { item, version } = await read();
    const cases: [Partial<SiteSettings>, string, string][] = [
      [{ name: '  ' }, 'name', 'Please enter the club name.'],
      [{ tagline: 'x'.repeat(201) }, 'tagline', 'The tagline must be at most 200 characters.'],
      [{ website: 'javascript:alert(1)' }, 'website', 'Please enter the website as a web address starting with https:// or http://.'],
      [
        { social: [{ label: 'Evil', url: 'data:text/html,hi' }] },
        'social',
        'Please enter the link as a web address starting with https:// or http://.',
      ],
      [{ name: 'Women\u202eFounders' }, 'name', 'The club name contains invisible or text-direction characters.'],
      [{ stats: { ...item.stats, members: -1 } }, 'stats', 'The members figure must be a whole number from 0 to 10 000 000.'],
      [{ email: 'not an address' }, 'email', 'Please enter a valid e-mail address.'],
    ];
    for (const [change, field, message] of cases) {
      const answer = await save('ada', version, { ...item, ...change });
      expect(answer.statusCode, field).toBe(400);
      expect(answer.json().fields?.[field], field).toBe(message);
    }
    expect((await read()).version).toBe(version);
  });

  it('keeps script and markup typed into a setting as text, shown inert by the API', async () => {
    const { item, version } = await read();
    const hostile = '<script>alert("x")</script><img src=x onerror=alert(1)>';
    expect((await save('ada', version, { ...item, mission: hostile })).statusCode).toBe(200);
    expect((await t.app.inject({ url: '/api/site' })).json<SiteSettings>().mission).toBe(hostile);
  });

  it('restores an older version as a new version, and refuses a restore made on a stale version', async () => {
    const { version } = await read();
    const seed = (await t.app.inject({ url: '/api/admin/content/site/revisions/1', headers: await as('ada') })).json<
      ContentRevisionDetail<SiteSettings>
    >();
    expect(seed.item.tagline).toBe('Where Kerala’s women founders build, lead and lift each other.');

    const stale = await t.app.inject({
      method: 'POST',
      url: '/api/admin/content/site/revisions/1/restore',
      headers: await as('ada'),
      payload: { version: version - 1 },
    });
    expect(stale.statusCode).toBe(409);

    const restored = await t.app.inject({
      method: 'POST',
      url: '/api/admin/content/site/revisions/1/restore',
      headers: await as('ada'),
      payload: { version },
    });
    expect(restored.statusCode).toBe(200);
    expect(restored.json()).toMatchObject({
      version: version + 1,
      message: 'Version 1 restored as a new version. The public pages show it now.',
    });
    expect((await t.app.inject({ url: '/api/site' })).json<SiteSettings>()).toMatchObject({
      tagline: seed.item.tagline,
      mission: seed.item.mission,
    });
    expect((await history())[0]).toMatchObject({ version: version + 1, restoredFrom: 1, authorName: 'Ada Admin' });
  });

  it('answers an unknown version 404 and a malformed one 400', async () => {
    expect((await t.app.inject({ url: '/api/admin/content/site/revisions/9999', headers: await as('ada') })).statusCode).toBe(404);
    expect((await t.app.inject({ url: '/api/admin/content/site/revisions/abc', headers: await as('ada') })).statusCode).toBe(400);
  });
});
