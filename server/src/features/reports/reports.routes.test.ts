import type { HelpReport, InquiriesReport, MembersReport, SessionsReport, User, VersionedSiteSettings } from '@wfc/shared';
import type { Insertable } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CasesTable, EventRegistrationsTable, SessionBookingsTable } from '../../db/schema';
import { bearer, seedAccounts, tokenFor } from '../../../test/accounts';
import { createTestApp, fixedClock, type TestApp } from '../../../test/helpers';
import { signInMember } from '../../../test/member-session';
import { newId } from '../../lib/ids';
import { tenthsOfHourBetween } from '../../lib/duration';
import { writeEnablerMessage } from '../cases/case-thread.service';
import { writeRequesterMessage } from '../cases/requester.service';
import { mailerOf } from '../mail/outbox.service';
import { createHomeCounters } from './home-counters';

/**
 * Every report's figures against hand-computed ones on one seeded data set (docs/reports.md), the
 * period's edges in Asia/Kolkata (UTC+05:30: 1 November begins at 31 October 18:30 UTC), the CSV,
 * who may ask, and the home page's live counters.
 */

const NOW = '2026-12-01T06:00:00.000Z';
const NOVEMBER = '?from=2026-11-01&to=2026-11-30';
const HOUR = 3_600_000;
const plus = (iso: string, hours: number) => new Date(Date.parse(iso) + hours * HOUR).toISOString();

describe('reports', () => {
  let t: TestApp;
  const clock = fixedClock(NOW);
  let users: Record<'operator' | 'admin' | 'asha' | 'bina', User>;
  let profiles: [number, number];
  const db = () => t.app.database.db;
  const staff = async (who: 'operator' | 'admin' | 'asha' = 'operator') => bearer(await tokenFor(t.app, users[who]));
  const get = async <T>(url: string, who: 'operator' | 'admin' = 'operator') => {
    const answer = await t.app.inject({ url, headers: await staff(who) });
    expect(answer.statusCode, answer.body).toBe(200);
    return answer.json<T>();
  };

  async function insertCase(fields: Partial<Insertable<CasesTable>> & { created_at: string }) {
    const id = newId();
    await db()
      .insertInto('cases')
      .values({
        id,
        question: 'A question',
        requester_name: 'Rani',
        requester_email: `rani-${id}@example.org`,
        status: 'Pending',
        source: 'help_form',
        updated_at: fields.created_at,
        // As the cases feature keeps it when it completes a case.
        resolution_tenths:
          fields.status === 'Completed' && fields.completed_at ? tenthsOfHourBetween(fields.created_at, fields.completed_at) : null,
        ...fields,
      })
      .execute();
    return id;
  }
  async function message(caseId: string, authorKind: 'requester' | 'enabler' | 'operator', at: string) {
    await db()
      .insertInto('case_messages')
      .values({ id: newId(), case_id: caseId, author_kind: authorKind, author_id: null, body: 'Hello', created_at: at })
      .execute();
    // As the cases feature keeps it (written in order here): the first staff message's time.
    if (authorKind !== 'requester') {
      const { created_at } = await db().selectFrom('cases').select('created_at').where('id', '=', caseId).executeTakeFirstOrThrow();
      await db()
        .updateTable('cases')
        .set({ first_response_at: at, response_tenths: tenthsOfHourBetween(created_at, at) })
        .where('id', '=', caseId)
        .where('first_response_at', 'is', null)
        .execute();
    }
  }
  async function rate(caseId: string, rating: number, at: string) {
    await db().insertInto('case_ratings').values({ case_id: caseId, rating, comment: null, created_at: at, updated_at: at }).execute();
  }
  async function member(
    email: string,
    fields: { created: string; confirmed?: string; vertical: 'tech' | 'health'; interests: string[]; permission: 0 | 1 },
  ) {
    const id = newId();
    await db()
      .insertInto('memberships')
      .values({
        id,
        first_name: 'Mina',
        last_name: 'Member',
        email,
        job_function: 'engineer',
        vertical: fields.vertical,
        interests: JSON.stringify(fields.interests),
        hear_about: 'friend',
        email_permission: fields.permission,
        confirmed_at: fields.confirmed ?? null,
        unsubscribed_at: null,
        created_at: fields.created,
      })
      .execute();
    return id;
  }
  async function registration(eventId: string, status: EventRegistrationsTable['status'], checkedIn: string | null = null) {
    const id = newId();
    await db()
      .insertInto('event_registrations')
      .values({
        id,
        event_id: eventId,
        name: 'Guest',
        email: `${id}@example.org`,
        email_key: `${id}@example.org`,
        locale: 'en',
        answers: '{}',
        status,
        token_hash: `t-${id}`,
        check_in_hash: `c-${id}`,
        checked_in_at: checkedIn,
        created_at: '2026-11-01T00:00:00.000Z',
        updated_at: '2026-11-01T00:00:00.000Z',
      })
      .execute();
  }
  async function event(startsAt: string, deleted = false) {
    const id = newId();
    await db()
      .insertInto('events')
      .values({
        id,
        title: `Event ${startsAt}`,
        date_text: '',
        starts_at: startsAt,
        time_text: '',
        location: 'Kochi',
        description: 'An event',
        link: '',
        category: 'event',
        cover_image: '/images/events/1.jpg',
        image_alt: '',
        created_at: '2026-10-01T00:00:00.000Z',
        updated_at: '2026-10-01T00:00:00.000Z',
        deleted_at: deleted ? '2026-11-02T00:00:00.000Z' : null,
      })
      .execute();
    return id;
  }
  async function booking(profileId: number, startsAt: string, minutes: number, fields: Partial<Insertable<SessionBookingsTable>>) {
    const id = newId();
    await db()
      .insertInto('session_bookings')
      .values({
        id,
        profile_id: profileId,
        mentee_name: 'Meera',
        mentee_email: 'meera@example.org',
        email_key: 'meera@example.org',
        locale: 'en',
        time_zone: 'Asia/Kolkata',
        topic: 'Pricing',
        starts_at: startsAt,
        ends_at: plus(startsAt, minutes / 60),
        duration_minutes: minutes,
        buffer_minutes: 0,
        status: 'confirmed',
        hold_expires_at: null,
        week_key: '2026-11-02',
        week_place: null,
        mentee_place: null,
        token_hash: `s-${id}`,
        created_at: '2026-10-01T00:00:00.000Z',
        updated_at: '2026-10-01T00:00:00.000Z',
        ...fields,
      })
      .execute();
  }
  async function inquiry(
    profileId: number,
    createdAt: string,
    status: 'New' | 'Accepted' | 'Declined' | 'Closed',
    answeredAfterHours?: number,
  ) {
    const id = newId();
    await db()
      .insertInto('inquiries')
      .values({
        id,
        enabler_id: profileId,
        enabler_name: `Profile ${profileId}`,
        name: 'Vani',
        email: 'vani@example.org',
        question: 'Q',
        created_at: createdAt,
        status,
      })
      .execute();
    if (answeredAfterHours !== undefined) {
      await db()
        .insertInto('inquiry_events')
        .values({
          id: newId(),
          inquiry_id: id,
          actor_id: null,
          from_status: 'New',
          to_status: status,
          note: null,
          created_at: plus(createdAt, answeredAfterHours),
        })
        .execute();
    }
  }

  beforeAll(async () => {
    t = await createTestApp({}, { clock });
    users = await seedAccounts(t.app, {
      operator: { name: 'Otto Operator', email: 'otto@example.org', role: 'operator' },
      admin: { name: 'Ada Admin', email: 'ada@example.org', role: 'admin' },
      asha: { name: 'Asha Enabler', email: 'asha@example.org', role: 'enabler' },
      bina: { name: 'Bina Enabler', email: 'bina@example.org', role: 'enabler' },
    });
    // The seed's events and their dates are not this data set's.
    await db().updateTable('events').set({ deleted_at: '2026-01-01T00:00:00.000Z' }).execute();
    const seeded = await db().selectFrom('enablers').select('id').orderBy('id').limit(2).execute();
    profiles = [seeded[0]!.id, seeded[1]!.id];

    // Help. c0 and c6 lie just outside November in Asia/Kolkata; c1 and c5 just inside.
    const c0 = await insertCase({ created_at: '2026-10-31T18:29:59.999Z', status: 'Completed', assigned_to: users.bina._id });
    const c1 = await insertCase({
      created_at: '2026-10-31T18:30:00.000Z',
      status: 'Completed',
      assigned_to: users.asha._id,
      completed_at: plus('2026-10-31T18:30:00.000Z', 48),
      deadline: plus('2026-10-31T18:30:00.000Z', 72),
    });
    await message(c1, 'enabler', plus('2026-10-31T18:30:00.000Z', 2));
    await message(c1, 'enabler', plus('2026-10-31T18:30:00.000Z', 3));
    const c2 = await insertCase({
      created_at: '2026-11-10T06:00:00.000Z',
      status: 'Accepted',
      assigned_to: users.asha._id,
      deadline: '2026-11-12T06:00:00.000Z',
    });
    await message(c2, 'requester', plus('2026-11-10T06:00:00.000Z', 1));
    await message(c2, 'operator', plus('2026-11-10T06:00:00.000Z', 10));
    const c3 = await insertCase({
      created_at: '2026-11-15T06:00:00.000Z',
      status: 'Completed',
      assigned_to: users.bina._id,
      completed_at: plus('2026-11-15T06:00:00.000Z', 100),
      deadline: plus('2026-11-15T06:00:00.000Z', 48),
    });
    await message(c3, 'enabler', plus('2026-11-15T06:00:00.000Z', 4));
    const c4 = await insertCase({ created_at: '2026-11-20T06:00:00.000Z' });
    await message(c4, 'requester', plus('2026-11-20T06:00:00.000Z', 1));
    await insertCase({ created_at: '2026-11-30T18:29:59.999Z' });
    await insertCase({ created_at: '2026-11-30T18:30:00.000Z' });
    await rate(c1, 5, '2026-11-03T00:00:00.000Z');
    await rate(c3, 2, '2026-11-20T00:00:00.000Z');
    await rate(c0, 4, '2026-11-05T00:00:00.000Z');

    // Members. m4 joins and is erased by an operator on 10 November; two of her own deletions lie either side of 30 November's end.
    await member('m1@example.org', {
      created: '2026-10-31T18:30:00.000Z',
      confirmed: '2026-11-01T00:00:00.000Z',
      vertical: 'tech',
      interests: ['network', 'mentor'],
      permission: 1,
    });
    await member('m2@example.org', {
      created: '2026-10-20T00:00:00.000Z',
      confirmed: '2026-10-31T18:29:00.000Z',
      vertical: 'health',
      interests: ['events'],
      permission: 1,
    });
    await member('m3@example.org', {
      created: '2026-11-15T00:00:00.000Z',
      vertical: 'tech',
      interests: ['events', 'network'],
      permission: 0,
    });
    const m4 = await member('m4@example.org', {
      created: '2026-11-05T00:00:00.000Z',
      vertical: 'health',
      interests: ['job'],
      permission: 1,
    });
    await db()
      .insertInto('mail_suppressions')
      .values({ email: 'm2@example.org', reason: 'bounced', created_at: '2026-11-01T00:00:00.000Z' })
      .execute();
    clock.set('2026-11-10T00:00:00.000Z');
    const erased = await t.app.inject({ method: 'POST', url: `/api/members/${m4}/erase`, headers: await staff() });
    expect(erased.statusCode, erased.body).toBe(200);
    clock.set(NOW);
    for (const at of ['2026-11-30T18:29:59.000Z', '2026-11-30T18:30:00.000Z']) {
      await db()
        .insertInto('audit_events')
        .values({
          id: newId(),
          action: 'member-deleted-own',
          actor_id: null,
          subject_kind: 'member',
          subject_id: newId(),
          detail: null,
          created_at: at,
          window_key: null,
          occurrences: null,
        })
        .execute();
    }

    // Newsletters: n1 started in November; n2 the minute before it began; n3 a draft.
    const newsletter = async (slug: string, startedAt: string | null) => {
      const id = newId();
      await db()
        .insertInto('newsletters')
        .values({
          id,
          slug,
          subject: `Subject ${slug}`,
          preheader: '',
          body: 'Body',
          topics: '[]',
          filters: '{}',
          status: startedAt ? 'sent' : 'draft',
          started_at: startedAt,
          finished_at: startedAt ? plus(startedAt, 1) : null,
          created_at: '2026-10-01T00:00:00.000Z',
          updated_at: '2026-10-01T00:00:00.000Z',
        })
        .execute();
      return id;
    };
    const n1 = await newsletter('n1', '2026-11-05T00:00:00.000Z');
    const n2 = await newsletter('n2', '2026-10-31T18:29:00.000Z');
    await newsletter('n3', null);
    const recipient = async (newsletterId: string, status: string, unsubscribed: string | null = null) =>
      db()
        .insertInto('newsletter_recipients')
        .values({
          id: newId(),
          newsletter_id: newsletterId,
          membership_id: newId(),
          email: 'r@example.org',
          name: 'R',
          locale: 'en',
          status,
          next_attempt_at: NOW,
          unsubscribed_at: unsubscribed,
        })
        .execute();
    await recipient(n1, 'sent');
    await recipient(n1, 'sent', '2026-11-20T00:00:00.000Z');
    await recipient(n1, 'failed');
    await recipient(n1, 'skipped');
    await recipient(n2, 'sent');

    // Events: e1 in November (over by now), e2 long to come, e3 in November but in the trash.
    const e1 = await event('2026-11-20T12:30:00.000Z');
    await registration(e1, 'confirmed', '2026-11-20T12:40:00.000Z');
    await registration(e1, 'confirmed');
    await registration(e1, 'waitlisted');
    await registration(e1, 'offered');
    await registration(e1, 'cancelled');
    const e2 = await event('2099-01-05T12:30:00.000Z');
    await registration(e2, 'confirmed');
    const e3 = await event('2026-11-25T12:30:00.000Z', true);
    await registration(e3, 'confirmed');

    // Sessions of two profiles; s6 begins at 23:30 on 30 November in Kolkata, s7 in December.
    const [p1, p2] = profiles;
    await booking(p1, '2026-11-05T05:00:00.000Z', 60, { mentee_outcome: 'happened', rating: 5 });
    await booking(p1, '2026-11-06T05:00:00.000Z', 30, { enabler_outcome: 'mentee-no-show' });
    await booking(p1, '2026-11-07T05:00:00.000Z', 30, { status: 'cancelled', cancelled_by: 'mentee' });
    await booking(p1, '2026-11-07T07:00:00.000Z', 30, { status: 'expired' });
    await booking(p1, '2026-11-08T05:00:00.000Z', 45, { rating: 3 });
    await booking(p2, '2026-11-30T18:00:00.000Z', 30, { enabler_outcome: 'enabler-no-show' });
    await booking(p2, '2026-12-02T05:00:00.000Z', 30, { status: 'requested' });

    // Inquiries.
    await inquiry(p1, '2026-11-02T00:00:00.000Z', 'Accepted', 5);
    await inquiry(p1, '2026-11-03T00:00:00.000Z', 'Declined', 20);
    await inquiry(p1, '2026-11-03T20:00:00.000Z', 'New');
    await inquiry(p2, '2026-11-04T00:00:00.000Z', 'Closed');
    await inquiry(p2, '2026-10-31T18:29:00.000Z', 'Accepted', 1);
  });
  afterAll(async () => t.close());

  it('help: requests per day, first response and resolution (median, p90), awaiting, past deadline, by enabler, ratings', async () => {
    const report = await get<HelpReport>(`/api/staff/reports/help${NOVEMBER}`);
    expect(report.period).toEqual({ from: '2026-11-01', to: '2026-11-30' });
    expect(report.requestsIn.total).toBe(5);
    expect(report.requestsIn.days).toHaveLength(30);
    expect(report.requestsIn.days.filter((day) => day.count > 0)).toEqual([
      { date: '2026-11-01', count: 1 },
      { date: '2026-11-10', count: 1 },
      { date: '2026-11-15', count: 1 },
      { date: '2026-11-20', count: 1 },
      { date: '2026-11-30', count: 1 },
    ]);
    // First responses 2, 10 and 4 hours (the requester's own message is none); resolutions 48 and 100.
    expect(report.firstResponse).toEqual({ count: 3, medianHours: 4, p90Hours: 10 });
    expect(report.awaitingResponse).toBe(2);
    expect(report.resolution).toEqual({ count: 2, medianHours: 48, p90Hours: 100 });
    expect(report.unresolved).toBe(3);
    expect(report.pastDeadline).toEqual({ open: 1, completedLate: 1 });
    expect(report.byEnabler).toEqual([
      {
        enabler: { _id: users.asha._id, name: 'Asha Enabler' },
        assigned: 2,
        completed: 1,
        firstResponse: { count: 2, medianHours: 2, p90Hours: 10 },
        awaitingResponse: 0,
        resolution: { count: 1, medianHours: 48, p90Hours: 48 },
        pastDeadline: 1,
        rating: { average: 5, count: 1 },
      },
      {
        enabler: { _id: users.bina._id, name: 'Bina Enabler' },
        assigned: 1,
        completed: 1,
        firstResponse: { count: 1, medianHours: 4, p90Hours: 4 },
        awaitingResponse: 0,
        resolution: { count: 1, medianHours: 100, p90Hours: 100 },
        pastDeadline: 1,
        // Ratings given in November: c3's 2 and c0's 4 (c0 came in on 31 October).
        rating: { average: 3, count: 2 },
      },
    ]);
    expect(report.ratings).toEqual({
      average: 3.67,
      count: 3,
      distribution: [
        { rating: 1, count: 0 },
        { rating: 2, count: 1 },
        { rating: 3, count: 0 },
        { rating: 4, count: 1 },
        { rating: 5, count: 1 },
      ],
    });
  });

  it("help: a case's first response is its first staff message, on the site or by e-mail, kept once; tenths rounded half up", async () => {
    const june = '2026-06-01T00:00:00.000Z';
    const links = mailerOf(t.app);
    const firstResponseOf = async (id: string) =>
      (await db().selectFrom('cases').select('first_response_at').where('id', '=', id).executeTakeFirstOrThrow()).first_response_at;
    const onSite = await insertCase({ created_at: june, status: 'Accepted', assigned_to: users.asha._id });
    const byEmail = await insertCase({ created_at: june, status: 'Accepted', assigned_to: users.asha._id });
    try {
      // The requester's own message is no response.
      clock.set(plus(june, 1));
      await writeRequesterMessage(t.app.database, onSite, 'Any news?', clock(), links);
      expect(await firstResponseOf(onSite)).toBeNull();
      // Asha answers on the site after 3 hours; her later replies, on the site or by e-mail, leave it.
      clock.set(plus(june, 3));
      const reply = async (id: string) =>
        t.app.inject({ method: 'POST', url: `/api/enabler/cases/${id}/messages`, headers: await staff('asha'), payload: { body: 'Here' } });
      expect((await reply(onSite)).statusCode).toBe(201);
      expect(await firstResponseOf(onSite)).toBe(plus(june, 3));
      clock.set(plus(june, 5));
      expect((await reply(onSite)).statusCode).toBe(201);
      await t.app.database.writeTransaction((trx) =>
        writeEnablerMessage(trx, { caseId: onSite, body: 'By mail' }, users.asha, clock(), links, 'email'),
      );
      expect(await firstResponseOf(onSite)).toBe(plus(june, 3));
      // Her reply by e-mail after 1 h 09 min (1.15 hours) is the other case's first response.
      clock.set(plus(june, 1.15));
      await t.app.database.writeTransaction((trx) =>
        writeEnablerMessage(trx, { caseId: byEmail, body: 'By mail' }, users.asha, clock(), links, 'email'),
      );
      expect(await firstResponseOf(byEmail)).toBe(plus(june, 1.15));

      const report = await get<HelpReport>('/api/staff/reports/help?from=2026-06-01&to=2026-06-30');
      // 1.15 hours is shown 1.2: rounded half up, the same on both engines (a tenth is 6 minutes).
      expect(report.firstResponse).toEqual({ count: 2, medianHours: 1.2, p90Hours: 3 });
      expect(report.awaitingResponse).toBe(0);
    } finally {
      clock.set(NOW);
    }
  });

  it('help: a case assigned to nobody counts in the totals only, its response, resolution, deadline and rating included', async () => {
    // The counts per assignee read each staff account's cases, then those of nobody apart (issue 43).
    const august = '2026-08-03T06:00:00.000Z';
    const nobody = await insertCase({
      created_at: august,
      status: 'Completed',
      completed_at: plus(august, 30),
      deadline: plus(august, 24),
    });
    await message(nobody, 'operator', plus(august, 6));
    await rate(nobody, 1, plus(august, 31));
    const ashas = await insertCase({ created_at: august, status: 'Accepted', assigned_to: users.asha._id, deadline: plus(august, 72) });
    await message(ashas, 'enabler', plus(august, 2));

    const report = await get<HelpReport>('/api/staff/reports/help?from=2026-08-01&to=2026-08-31');
    expect(report.requestsIn.total).toBe(2);
    expect(report.firstResponse).toEqual({ count: 2, medianHours: 2, p90Hours: 6 });
    expect(report.awaitingResponse).toBe(0);
    expect(report.resolution).toEqual({ count: 1, medianHours: 30, p90Hours: 30 });
    expect(report.unresolved).toBe(1);
    expect(report.pastDeadline).toEqual({ open: 1, completedLate: 1 });
    expect(report.byEnabler).toEqual([
      {
        enabler: { _id: users.asha._id, name: 'Asha Enabler' },
        assigned: 1,
        completed: 0,
        firstResponse: { count: 1, medianHours: 2, p90Hours: 2 },
        awaitingResponse: 0,
        resolution: { count: 0, medianHours: null, p90Hours: null },
        pastDeadline: 1,
        rating: { average: null, count: 0 },
      },
    ]);
    expect(report.ratings).toEqual({
      average: 1,
      count: 1,
      distribution: [1, 0, 0, 0, 0].map((count, index) => ({ rating: index + 1, count })),
    });
  });

  it('help: one day at each edge of the period counts the case just inside only', async () => {
    const first = await get<HelpReport>('/api/staff/reports/help?from=2026-11-01&to=2026-11-01');
    expect(first.requestsIn).toEqual({ total: 1, days: [{ date: '2026-11-01', count: 1 }] });
    const october = await get<HelpReport>('/api/staff/reports/help?from=2026-10-31&to=2026-10-31');
    expect(october.requestsIn.total).toBe(1);
    const december = await get<HelpReport>('/api/staff/reports/help?from=2026-12-01&to=2026-12-01');
    expect(december.requestsIn.total).toBe(1);
  });

  it('members: joined, confirmed and left per day, by vertical and interest, e-mail reach', async () => {
    const report = await get<MembersReport>(`/api/staff/reports/members${NOVEMBER}`, 'admin');
    // m4 joined and was erased in November: her row is gone, her leaving counted from the audit log.
    expect(report.totals).toEqual({ joined: 2, confirmed: 1, left: 2 });
    expect(report.days.filter((day) => day.joined + day.confirmed + day.left > 0)).toEqual([
      { date: '2026-11-01', joined: 1, confirmed: 1, left: 0 },
      { date: '2026-11-10', joined: 0, confirmed: 0, left: 1 },
      { date: '2026-11-15', joined: 1, confirmed: 0, left: 0 },
      { date: '2026-11-30', joined: 0, confirmed: 0, left: 1 },
    ]);
    expect(report.byVertical).toEqual([
      { value: 'tech', joined: 2, members: 2 },
      { value: 'health', joined: 0, members: 1 },
      { value: 'finance', joined: 0, members: 0 },
      { value: 'education', joined: 0, members: 0 },
      { value: 'retail', joined: 0, members: 0 },
    ]);
    const interests = Object.fromEntries(report.byInterest.map((row) => [row.value, [row.joined, row.members]]));
    expect(interests).toMatchObject({ network: [2, 2], mentor: [1, 1], events: [1, 2], job: [0, 0], other: [0, 0] });
    expect(report.emailReach).toEqual({ members: 3, allowed: 1, failing: 1, notAllowed: 1 });
  });

  it('newsletters: sent in the period, with sent, failed and unsubscribed since', async () => {
    const report = await get<{ newsletters: object[]; totals: object }>(`/api/staff/reports/newsletters${NOVEMBER}`);
    expect(report.newsletters).toEqual([
      {
        _id: expect.any(String),
        subject: 'Subject n1',
        startedAt: '2026-11-05T00:00:00.000Z',
        finishedAt: '2026-11-05T01:00:00.000Z',
        recipients: 4,
        sent: 2,
        failed: 1,
        unsubscribed: 1,
      },
    ]);
    expect(report.totals).toEqual({ newsletters: 1, recipients: 4, sent: 2, failed: 1, unsubscribed: 1 });
  });

  it('events: registered, confirmed, waitlisted, checked in, no-shows of the events of the period', async () => {
    const report = await get<{ events: object[]; totals: object }>(`/api/staff/reports/events${NOVEMBER}`);
    expect(report.events).toEqual([
      {
        _id: expect.any(String),
        title: 'Event 2026-11-20T12:30:00.000Z',
        startsAt: '2026-11-20T12:30:00.000Z',
        registered: 5,
        confirmed: 2,
        waitlisted: 2,
        checkedIn: 1,
        noShows: 1,
      },
    ]);
    expect(report.totals).toEqual({ events: 1, registered: 5, confirmed: 2, waitlisted: 2, checkedIn: 1, noShows: 1 });
  });

  it('sessions: per enabler booked, held, minutes, no-shows, cancelled, ratings', async () => {
    const report = await get<SessionsReport>(`/api/staff/reports/sessions${NOVEMBER}`);
    const names = await db().selectFrom('enablers').select(['id', 'name']).where('id', 'in', profiles).execute();
    const nameOf = (id: number) => names.find((row) => row.id === id)!.name;
    expect(report.byEnabler).toEqual([
      {
        enabler: { profileId: profiles[0], name: nameOf(profiles[0]) },
        booked: 4,
        held: 2,
        minutes: 105,
        noShows: { mentee: 1, enabler: 0 },
        cancelled: 1,
        rating: { average: 4, count: 2 },
      },
      {
        enabler: { profileId: profiles[1], name: nameOf(profiles[1]) },
        booked: 1,
        held: 0,
        minutes: 0,
        noShows: { mentee: 0, enabler: 1 },
        cancelled: 0,
        rating: { average: null, count: 0 },
      },
    ]);
    expect(report.totals).toEqual({
      booked: 5,
      held: 2,
      minutes: 105,
      noShows: { mentee: 1, enabler: 1 },
      cancelled: 1,
      rating: { average: 4, count: 2 },
    });
  });

  it('inquiries: sent, accepted, declined, unanswered, time to answer, by enabler', async () => {
    const report = await get<InquiriesReport>(`/api/staff/reports/inquiries${NOVEMBER}`);
    expect(report.totals).toEqual({ sent: 4, accepted: 1, declined: 1, unanswered: 1, answer: { count: 2, medianHours: 5, p90Hours: 20 } });
    expect(report.days.filter((day) => day.count > 0)).toEqual([
      { date: '2026-11-02', count: 1 },
      { date: '2026-11-03', count: 1 },
      { date: '2026-11-04', count: 2 },
    ]);
    expect(report.byEnabler).toEqual([
      {
        enabler: { profileId: profiles[0], name: `Profile ${profiles[0]}` },
        sent: 3,
        accepted: 1,
        declined: 1,
        unanswered: 1,
        answer: { count: 2, medianHours: 5, p90Hours: 20 },
      },
      {
        enabler: { profileId: profiles[1], name: `Profile ${profiles[1]}` },
        sent: 1,
        accepted: 0,
        declined: 0,
        unanswered: 0,
        answer: { count: 0, medianHours: null, p90Hours: null },
      },
    ]);
  });

  it('answers this month when the period is left out, and refuses a bad one', async () => {
    const report = await get<HelpReport>('/api/staff/reports/help');
    // 06:00 UTC on 1 December is 11:30 in Kolkata: December.
    expect(report.period).toEqual({ from: '2026-12-01', to: '2026-12-31' });
    expect(report.requestsIn.total).toBe(1);
    for (const query of ['?from=2026-11-30&to=2026-11-01', '?from=2026-02-30', '?from=2020-01-01&to=2026-01-01', '?from=yesterday']) {
      const answer = await t.app.inject({ url: `/api/staff/reports/events${query}`, headers: await staff() });
      expect(answer.statusCode, query).toBe(400);
      expect(answer.json()).toMatchObject({ code: 'VALIDATION_FAILED' });
    }
  });

  it('downloads each report as CSV', async () => {
    const answer = await t.app.inject({ url: `/api/staff/reports/help.csv${NOVEMBER}`, headers: await staff() });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toMatch(/^text\/csv/);
    expect(answer.headers['content-disposition']).toBe('attachment; filename="help-2026-11-01-to-2026-11-30.csv"');
    const lines = answer.body
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(lines[0]).toBe(
      'Enabler,Requests,Completed,Responded,First response median (hours),First response 90th percentile (hours),Awaiting response,' +
        'Resolved,Resolution median (hours),Resolution 90th percentile (hours),Past deadline,Average rating,Ratings',
    );
    expect(lines.slice(1)).toEqual([
      'All,5,2,3,4,10,2,2,48,100,2,3.67,3',
      'Asha Enabler,2,1,2,2,10,0,1,48,48,1,5,1',
      'Bina Enabler,1,1,1,4,4,0,1,100,100,1,3,2',
    ]);
    for (const kind of ['members', 'newsletters', 'events', 'sessions', 'inquiries']) {
      const csv = await t.app.inject({ url: `/api/staff/reports/${kind}.csv${NOVEMBER}`, headers: await staff('admin') });
      expect(csv.statusCode, kind).toBe(200);
      expect(csv.headers['content-disposition']).toBe(`attachment; filename="${kind}-2026-11-01-to-2026-11-30.csv"`);
    }
    const members = await t.app.inject({ url: `/api/staff/reports/members.csv${NOVEMBER}`, headers: await staff() });
    expect(members.body.split('\r\n')).toContain('2026-11-10,0,0,1');
  });

  it('answers admins and operators only: no token 401, an enabler 403, a member cookie 401', async () => {
    for (const kind of ['help', 'members', 'newsletters', 'events', 'sessions', 'inquiries']) {
      for (const suffix of ['', '.csv']) {
        const url = `/api/staff/reports/${kind}${suffix}`;
        expect((await t.app.inject({ url })).statusCode, url).toBe(401);
        expect((await t.app.inject({ url, headers: await staff('asha') })).statusCode, url).toBe(403);
      }
    }
    const browser = await signInMember(t.app, 'm1@example.org');
    expect((await t.app.inject({ url: '/api/staff/reports/members', headers: browser.headers })).statusCode).toBe(401);
  });

  it('home counters: the admin chooses live figures; the public site carries them, computed at most hourly', async () => {
    const as = async () => bearer(await tokenFor(t.app, users.admin));
    const stored = (await t.app.inject({ url: '/api/admin/content/site', headers: await as() })).json<VersionedSiteSettings>();
    expect(stored.item.statSources).toEqual({ members: 'typed', visitors: 'typed', programs: 'typed', impact: 'typed' });
    const typed = (await t.app.inject({ url: '/api/site' })).json<{ stats: Record<string, number> }>().stats;
    const saved = await t.app.inject({
      method: 'PUT',
      url: '/api/admin/content/site',
      headers: await as(),
      payload: {
        ...stored.item,
        statSources: { members: 'members', visitors: 'typed', programs: 'sessions', impact: 'events' },
        version: stored.version,
      },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    t.app.contentDocuments.clear();
    const site = (await t.app.inject({ url: '/api/site' })).json<{ stats: Record<string, number>; statSources: object }>();
    // Confirmed members m1 and m2; sessions held s1 and s5; events held e1 (e2 is to come, e3 in the trash).
    expect(site.stats).toEqual({ members: 2, visitors: typed.visitors, programs: 2, impact: 1 });
    expect(site.statSources).toEqual({ members: 'members', visitors: 'typed', programs: 'sessions', impact: 'events' });

    // A new confirmed member shows once the hour's refresh ran, not before.
    await member('m5@example.org', { created: NOW, confirmed: NOW, vertical: 'tech', interests: [], permission: 1 });
    t.app.contentDocuments.clear();
    expect((await t.app.inject({ url: '/api/site' })).json<{ stats: { members: number } }>().stats.members).toBe(2);
    expect(await t.app.contentDocuments.homeCounters.refresh()).toBe(true);
    t.app.contentDocuments.clear();
    expect((await t.app.inject({ url: '/api/site' })).json<{ stats: { members: number } }>().stats.members).toBe(3);
    expect(await t.app.contentDocuments.homeCounters.refresh()).toBe(false);
  });

  it('home counters: daily visitors are the visitors of the 30 days before today (Kolkata) averaged', async () => {
    // 06:00 UTC on 1 December: today is 1 December in Kolkata, the 30 days are 1 to 30 November.
    const rows = [
      { day: '2026-10-31', visitors: 9000 },
      { day: '2026-11-01', visitors: 200 },
      { day: '2026-11-30', visitors: 400 },
      { day: '2026-12-01', visitors: 9000 },
    ];
    await db()
      .insertInto('visit_days')
      .values(rows.map((row) => ({ ...row, salt: null, created_at: NOW })))
      .execute();
    const counters = createHomeCounters(db(), () => new Date(NOW));
    const stats = await counters.statsOf({
      stats: { members: 7, visitors: 7, programs: 7, impact: 7 },
      statSources: { members: 'typed', visitors: 'visitors', programs: 'typed', impact: 'typed' },
    });
    expect(stats).toEqual({ members: 7, visitors: 20, programs: 7, impact: 7 });
  });
});
