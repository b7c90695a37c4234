import { readFileSync } from 'node:fs';
import type { Member, User } from '@wfc/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, seedAccounts, tokenFor } from '../../../test/accounts';
import { createTestApp, fixedClock, type TestApp } from '../../../test/helpers';

// The role matrix of these routes (401 for every bad credential, 403 for enablers) is in
// auth/require-role.test.ts with every other staff endpoint.
describe('the staff’s Members routes', () => {
  let t: TestApp;
  const clock = fixedClock('2026-11-30T09:00:00.000Z');
  let users: Record<'admin' | 'operator', User>;
  let admin: Record<string, string>;
  let operator: Record<string, string>;
  const ids: Record<string, string> = {};

  const signUps = [
    {
      firstName: 'Asha',
      lastName: 'Varghese',
      email: 'asha@example.org',
      jobFunction: 'translator',
      vertical: 'education',
      interests: ['mentor', 'events'],
      hearAbout: 'friend',
      emailPermission: true,
    },
    {
      firstName: 'Bindu',
      lastName: 'Nair',
      email: 'bindu.nair@example.com',
      jobFunction: 'engineer',
      vertical: 'tech',
      interests: ['network'],
      hearAbout: 'social',
      emailPermission: false,
    },
    {
      firstName: '=HYPERLINK("http://evil.example")',
      lastName: '+Menon, "the" -1',
      email: 'hostile@example.org',
      jobFunction: 'student',
      vertical: 'tech',
      interests: [],
      hearAbout: 'search',
      emailPermission: true,
    },
    {
      firstName: 'Devi',
      lastName: '100% Pillai',
      email: 'devi@example.org',
      jobFunction: 'engineer',
      vertical: 'health',
      interests: ['mentor'],
      hearAbout: 'friend',
      emailPermission: true,
    },
  ];

  beforeAll(async () => {
    t = await createTestApp({ PUBLIC_URL: 'https://club.example.org' }, { clock, background: false });
    users = await seedAccounts(t.app, {
      admin: { name: 'Ada Admin', email: 'ada@example.org', role: 'admin' },
      operator: { name: 'Otto Operator', email: 'otto@example.org', role: 'operator' },
    });
    admin = bearer(await tokenFor(t.app, users.admin));
    operator = bearer(await tokenFor(t.app, users.operator));
    for (const [index, signUp] of signUps.entries()) {
      clock.set(`2026-11-30T09:0${index}:00.000Z`);
      const response = await t.app.inject({ method: 'POST', url: '/api/membership', payload: signUp });
      expect(response.statusCode).toBe(201);
      ids[signUp.email] = response.json()._id;
    }
    // Asha followed her link.
    await t.app.database.db
      .updateTable('memberships')
      .set({ confirmed_at: '2026-11-30T10:00:00.000Z' })
      .where('email', '=', 'asha@example.org')
      .execute();
    clock.set('2026-11-30T11:00:00.000Z');
  });
  afterAll(async () => t.close());

  const get = (url: string, headers = admin) => t.app.inject({ method: 'GET', url, headers });
  const emails = (members: Member[]) => members.map((member) => member.email);

  it('lists members newest first with the count, in pages whose next Link keeps the filter', async () => {
    const all = await get('/api/members');
    expect(all.statusCode).toBe(200);
    expect(all.headers['x-total-count']).toBe('4');
    expect(all.headers['cache-control']).toBe('no-store');
    expect(emails(all.json())).toEqual(['devi@example.org', 'hostile@example.org', 'bindu.nair@example.com', 'asha@example.org']);
    expect(all.json()[3]).toEqual({
      _id: ids['asha@example.org'],
      firstName: 'Asha',
      lastName: 'Varghese',
      email: 'asha@example.org',
      jobFunction: 'translator',
      vertical: 'education',
      interests: ['mentor', 'events'],
      hearAbout: 'friend',
      emailPermission: true,
      confirmedAt: '2026-11-30T10:00:00.000Z',
      unsubscribedAt: null,
      createdAt: '2026-11-30T09:00:00.000Z',
      bulkMailRefused: null,
    });

    const first = await get('/api/members?vertical=tech&limit=1', operator);
    expect(first.headers['x-total-count']).toBe('2');
    expect(emails(first.json())).toEqual(['hostile@example.org']);
    const next = /^<(\/api\/members\?[^>]+)>; rel="next"$/.exec(String(first.headers.link))?.[1];
    expect(next).toContain('vertical=tech');
    const second = await get(next!, operator);
    expect(emails(second.json())).toEqual(['bindu.nair@example.com']);
    expect(second.headers.link).toBeUndefined();
  });

  it('filters by each option list, confirmed and e-mail permission, and searches names and addresses', async () => {
    const found = async (query: string) => emails((await get(`/api/members?${query}`)).json());
    expect(await found('jobFunction=engineer')).toEqual(['devi@example.org', 'bindu.nair@example.com']);
    expect(await found('interest=mentor')).toEqual(['devi@example.org', 'asha@example.org']);
    expect(await found('hearAbout=friend&vertical=health')).toEqual(['devi@example.org']);
    expect(await found('confirmed=yes')).toEqual(['asha@example.org']);
    expect(await found('confirmed=no&emailPermission=no')).toEqual(['bindu.nair@example.com']);
    expect(await found('q=NAIR')).toEqual(['bindu.nair@example.com']);
    expect(await found('q=asha%20var')).toEqual(['asha@example.org']);
    expect(await found('q=example.com')).toEqual(['bindu.nair@example.com']);
    // % and _ are letters to look for, not wildcards.
    expect(await found('q=100%25')).toEqual(['devi@example.org']);
    expect(await found('q=a_a')).toEqual([]);
  });

  it('refuses a value outside a list with 400 and the field', async () => {
    const response = await get('/api/members?vertical=space&confirmed=maybe');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      fields: { vertical: 'Please choose a vertical from the list.', confirmed: 'Confirmed must be yes or no.' },
    });
  });

  it('shows one member, and 404 for an unknown id', async () => {
    const one = await get(`/api/members/${ids['bindu.nair@example.com']}`, operator);
    expect(one.json()).toMatchObject({ firstName: 'Bindu', emailPermission: false, confirmedAt: null });
    const unknown = await get('/api/members/no-such-member');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ code: 'NOT_FOUND', message: 'We could not find that member.' });
  });

  it('exports the filter as RFC 4180 CSV with formulas defused, and records who exported what', async () => {
    const response = await get('/api/members/export?vertical=tech&q=e');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8; header=present');
    expect(response.headers['content-disposition']).toBe('attachment; filename="members-2026-11-30.csv"');
    const body = response.body;
    expect(body.startsWith('\uFEFF')).toBe(true);
    expect(body.slice(1).split('\r\n')).toEqual([
      'First name,Last name,Email,Job function,Vertical,Interests,How they heard about us,Email permission,Confirmed,Signed up',
      `"'=HYPERLINK(""http://evil.example"")","'+Menon, ""the"" -1",hostile@example.org,Student,Tech,,A search engine,Yes,No,2026-11-30T09:02:00.000Z`,
      'Bindu,Nair,bindu.nair@example.com,Engineer,Tech,Networking,Social media,No,No,2026-11-30T09:01:00.000Z',
      '',
    ]);
    const audit = await get('/api/admin/audit');
    expect(audit.json()[0]).toMatchObject({
      action: 'members-exported',
      actor: { name: 'Ada Admin' },
      subjectKind: 'members',
      detail: 'a search, vertical tech: 2 members',
    });
  });

  it('erases a member everywhere the product keeps her, leaving an audit line without her data', async () => {
    const id = ids['devi@example.org']!;
    clock.set('2026-11-30T12:00:00.000Z');
    expect(
      await t.app.database.db.selectFrom('outbox_messages').select('id').where('recipient', '=', 'devi@example.org').execute(),
    ).toHaveLength(1);
    // Her registration for one of the seed's events (issue 30) goes too.
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/events/evt-05/registrations',
          payload: { name: 'Devi 100% Pillai', email: 'Devi@example.org' },
        })
      ).statusCode,
    ).toBe(201);
    // And a session she booked with an enabler, with the time it holds (issue 31).
    await t.app.database.db
      .insertInto('session_bookings')
      .values({
        id: 's-devi',
        profile_id: 1,
        mentee_name: 'Devi 100% Pillai',
        mentee_email: 'Devi@example.org',
        email_key: 'devi@example.org',
        locale: 'en',
        time_zone: 'Asia/Kolkata',
        topic: 'Pricing',
        starts_at: '2026-12-02T04:30:00.000Z',
        ends_at: '2026-12-02T05:00:00.000Z',
        duration_minutes: 30,
        buffer_minutes: 0,
        status: 'confirmed',
        week_key: '2026-11-30',
        week_place: 1,
        mentee_place: 1,
        token_hash: 'z-devi',
        created_at: '2026-11-30T12:00:00.000Z',
        updated_at: '2026-11-30T12:00:00.000Z',
      })
      .execute();
    await t.app.database.db
      .insertInto('session_units')
      .values({ booking_id: 's-devi', profile_id: 1, unit_start: '2026-12-02T04:30:00.000Z' })
      .execute();
    const erased = await t.app.inject({ method: 'POST', url: `/api/members/${id}/erase`, headers: operator });
    expect(erased.statusCode).toBe(200);
    expect(erased.json()).toEqual({ message: 'The member has been erased.' });

    // Every row of every table, as text: neither her name nor her address is anywhere.
    const tables = await t.app.database.db.introspection.getTables();
    let rowsRead = 0;
    for (const table of tables) {
      const rows = await t.app.database.db
        .selectFrom(table.name as 'memberships')
        .selectAll()
        .execute();
      rowsRead += rows.length;
      const text = JSON.stringify(rows).toLowerCase();
      expect(text, table.name).not.toContain('devi@example.org');
      expect(text, table.name).not.toContain('100% pillai');
    }
    expect(rowsRead).toBeGreaterThan(10);
    expect(await t.app.database.db.selectFrom('session_units').select('booking_id').where('booking_id', '=', 's-devi').execute()).toEqual(
      [],
    );
    // Issue 26: nor in the bytes SQLite keeps, free pages and write-ahead log included.
    const { database } = t.app.config;
    if (database.kind === 'sqlite') {
      const bytes = Buffer.concat([readFileSync(database.file), readFileSync(`${database.file}-wal`, { flag: 'a+' })])
        .toString('latin1')
        .toLowerCase();
      expect(bytes).toContain('hostile@example.org');
      expect(bytes).not.toContain('devi@example.org');
      expect(bytes).not.toContain('100% pillai');
    }
    expect((await get(`/api/members/${id}`)).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'POST', url: `/api/members/${id}/erase`, headers: admin })).statusCode).toBe(404);
    const audit = await get('/api/admin/audit');
    expect(audit.json()[0]).toMatchObject({
      action: 'member-erased',
      actor: { name: 'Otto Operator' },
      subjectKind: 'member',
      subjectId: id,
      subjectName: null,
      detail: null,
    });
    expect(emails((await get('/api/members')).json())).toEqual(['hostile@example.org', 'bindu.nair@example.com', 'asha@example.org']);
  });
});
