import type { User } from '@wfc/shared';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { bearer, seedAccounts, tokenFor } from '../../../test/accounts';
import { invitationIn, mailTo } from '../../../test/event-fixtures';
import { createTestApp, fixedClock, type TestApp } from '../../../test/helpers';
import { signInMember } from '../../../test/member-session';
import { startSmtpPeer, type SmtpPeer } from '../../../test/smtp-peer';
import { bookSession, enablerWithSchedule, scheduleBody, sessionTokenIn, slotStarts } from '../../../test/session-fixtures';
import { runSessionSchedule } from './session-scheduler';
import { sessionsContextOf } from './session-context';

/**
 * Sessions with enablers (issue 31) through the API, against a real SMTP peer: her schedule, the
 * slots, a visitor's booking and its confirmation, both invitations, a reschedule and a
 * cancellation parsed by a calendar library, limits, requests, feedback and the operators' views.
 */

const NOW = '2026-12-01T09:00:00.000Z'; // a Tuesday, 14:30 in Kerala
const WED = (time: string) => `2026-12-02T${time}:00.000Z`; // 10:00 in Kerala is 04:30 UTC

describe('sessions with enablers', () => {
  let t: TestApp;
  let peer: SmtpPeer;
  const clock = fixedClock(NOW);
  let users: Record<'leela' | 'mira' | 'operator' | 'unlinked' | 'admin' | 'nila', User>;
  let leela: Record<string, string>;
  let mira: Record<string, string>;
  let operator: Record<string, string>;

  beforeAll(async () => {
    peer = await startSmtpPeer();
    t = await createTestApp(
      { SMTP_URL: peer.url, PUBLIC_URL: 'https://club.example.org', MAIL_FROM: 'Club <sessions@club.example.org>' },
      { clock, background: false },
    );
    users = await seedAccounts(t.app, {
      leela: { name: 'Leela Menon', email: 'leela@example.org', role: 'enabler' },
      mira: { name: 'Mira Das', email: 'mira@example.org', role: 'enabler' },
      operator: { name: 'Otto Operator', email: 'otto@example.org', role: 'operator' },
      unlinked: { name: 'Uma Unlinked', email: 'uma@example.org', role: 'enabler' },
      admin: { name: 'Ada Admin', email: 'ada@example.org', role: 'admin' },
      nila: { name: 'Nila Nair', email: 'nila@example.org', role: 'enabler' },
    });
    leela = await enablerWithSchedule(t.app, users.leela, 1);
    mira = await enablerWithSchedule(t.app, users.mira, 2, { confirmEach: true, sessionMinutes: [45] });
    operator = bearer(await tokenFor(t.app, users.operator));
  });
  afterAll(async () => {
    await t.close();
    await peer.close();
  });
  beforeEach(() => {
    clock.set(NOW);
    peer.received.length = 0;
  });
  const deliver = () => t.app.mailOutbox.deliverDueMail();
  const tick = () => runSessionSchedule(sessionsContextOf(t.app), clock());
  // A staff token made at the test clock's time (the clock moves days ahead).
  const fresh = async (user: User) => bearer(await tokenFor(t.app, user, clock()));
  const link = (path: string, payload: object) => t.app.inject({ method: 'POST', url: `/api/sessions/booking${path}`, payload });

  it('keeps her schedule: defaults before a save, refusals by field that change nothing, hers alone', async () => {
    const own = await t.app.inject({ url: '/api/enabler/schedule', headers: bearer(await tokenFor(t.app, users.unlinked)) });
    expect(own.json()).toMatchObject({ saved: false, profileId: null, timeZone: 'Asia/Kolkata' });
    const refused = await t.app.inject({
      method: 'PUT',
      url: '/api/enabler/schedule',
      headers: bearer(await tokenFor(t.app, users.unlinked)),
      payload: scheduleBody(),
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('SESSION_NO_PROFILE');

    const bad: Array<[object, string]> = [
      [{ timeZone: 'Mars/Olympus' }, 'timeZone'],
      [
        {
          weekly: [
            { weekday: 1, start: '10:00', end: '12:00' },
            { weekday: 1, start: '11:00', end: '13:00' },
          ],
        },
        'weekly',
      ],
      [{ weekly: [{ weekday: 8, start: '10:00', end: '12:00' }] }, 'weekly.0.weekday'],
      [{ weekly: [{ weekday: 1, start: '10:10', end: '12:00' }] }, 'weekly.0.start'],
      [{ sessionMinutes: [20] }, 'sessionMinutes'],
      [{ bufferMinutes: 10 }, 'bufferMinutes'],
      [{ meeting: { kind: 'link', value: 'javascript:alert(1)' } }, 'meeting.value'],
      [{ daysAhead: 0 }, 'daysAhead'],
    ];
    for (const [fields, field] of bad) {
      const response = await t.app.inject({ method: 'PUT', url: '/api/enabler/schedule', headers: leela, payload: scheduleBody(fields) });
      expect(response.statusCode, JSON.stringify(fields)).toBe(400);
      expect(Object.keys(response.json().fields), JSON.stringify(fields)).toContain(field);
    }
    expect((await t.app.inject({ url: '/api/enabler/schedule', headers: leela })).json()).toMatchObject({
      ...scheduleBody(),
      saved: true,
      profileId: 1,
    });
    expect(
      (await t.app.inject({ method: 'PUT', url: '/api/enabler/schedule', headers: operator, payload: scheduleBody() })).statusCode,
    ).toBe(403);
  });

  it('offers her hours in her zone, outside her notice, as instants; the visitor\u2019s zone changes nothing', async () => {
    expect(await slotStarts(t.app, 1, WED('00:00'), WED('23:59'))).toEqual([WED('04:30'), WED('05:00'), WED('05:30'), WED('06:00')]);
    // 60-minute sessions step by 30 minutes too and end within her hours.
    expect(await slotStarts(t.app, 1, WED('00:00'), WED('23:59'), 60)).toEqual([WED('04:30'), WED('05:00'), WED('05:30')]);
    // A length she does not offer, a range too long, a profile that does not exist.
    expect((await t.app.inject({ url: `/api/enablers/1/slots?from=${WED('00:00')}&to=${WED('23:59')}&duration=45` })).statusCode).toBe(400);
    expect((await t.app.inject({ url: `/api/enablers/1/slots?from=2026-12-01T00:00:00Z&to=2027-02-01T00:00:00Z` })).statusCode).toBe(400);
    expect((await t.app.inject({ url: `/api/enablers/999/slots?from=${WED('00:00')}&to=${WED('23:59')}` })).statusCode).toBe(404);
    const options = (await t.app.inject({ url: '/api/enablers/1/booking' })).json();
    expect(options).toMatchObject({
      profileId: 1,
      timeZone: 'Asia/Kolkata',
      sessionMinutes: [30, 60],
      meetingKind: 'link',
      bookable: true,
      stats: { sessions: 0, minutes: 0 },
    });
    expect((await t.app.inject({ url: '/api/enablers/bookable' })).json().profileIds).toEqual([1, 2]);
    // Her title in the page's language: the Malayalam of her profile on a Malayalam page (decision 028, issue 38).
    expect(options.title).toBe('Founder & CEO | LinguaBridge Localization | Angel Investor');
    const inMalayalam = await t.app.inject({ url: '/api/enablers/1/booking', headers: { 'accept-language': 'ml' } });
    expect(inMalayalam.json().title).toBe('സ്ഥാപക & സിഇഒ | ലിംഗ്വാബ്രിഡ്ജ് ലോക്കലൈസേഷൻ | ഏഞ്ചൽ നിക്ഷേപക');
    expect(inMalayalam.headers.vary).toContain('Accept-Language');
  });

  it('holds a visitor\u2019s time while she confirms, then invites both; a reschedule keeps the UID, a cancellation removes it', async () => {
    const booked = await bookSession(t.app, 1, {
      start: WED('05:00'),
      email: 'anna@example.org',
      timeZone: 'America/New_York',
      hourCycle: 'h23',
    });
    expect(booked.statusCode).toBe(202);
    expect(booked.json()).toMatchObject({ status: 'unconfirmed', message: expect.stringContaining('15 minutes') });
    // The time and its buffer are held at once: 04:30 would run into it, 05:30 into its buffer.
    expect(await slotStarts(t.app, 1, WED('00:00'), WED('23:59'))).toEqual([WED('06:00')]);
    const again = await bookSession(t.app, 1, { start: WED('05:00'), email: 'bina@example.org' });
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('SESSION_SLOT_TAKEN');

    await deliver();
    const [ask] = mailTo(peer.received, 'anna@example.org');
    expect(ask!.subject).toBe('Please confirm your session with Anjali Menon');
    expect(mailTo(peer.received, 'leela@example.org')).toEqual([]);
    const token = sessionTokenIn(ask!)!;
    // Her e-mail shows her time (New York) in the hours her page showed, its zone named as she reads it; her link opens her booking.
    expect(ask!.text).toContain('Wednesday, 2 December 2026, 00:00\u201300:30 (Eastern Standard Time)');
    expect(ask!.text).not.toContain('America/New_York');
    expect((await link('', { token })).json()).toMatchObject({ status: 'unconfirmed', canChange: true, start: WED('05:00') });

    peer.received.length = 0;
    const confirmed = await link('/confirm', { token });
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json().session).toMatchObject({
      status: 'confirmed',
      meeting: { kind: 'link', value: 'https://meet.example.org/leela' },
    });
    await deliver();
    const [menteeMail] = mailTo(peer.received, 'anna@example.org');
    const [enablerMail] = mailTo(peer.received, 'leela@example.org');
    expect(menteeMail!.subject).toBe('Session confirmed with Anjali Menon');
    expect(enablerMail!.subject).toBe('Session confirmed with Anna Joseph');
    // Hers in her zone and her language's own hours (en-IN: 12-hour), India Standard Time named, not Asia/Kolkata.
    expect(enablerMail!.text).toContain('Wednesday, 2 December 2026, 10:30 am\u201311:00 am (India Standard Time)');
    expect(menteeMail!.text).toContain('00:00\u201300:30 (Eastern Standard Time)');
    const uid = `session-${booked.json()._id}@club.example.org`;
    for (const mail of [menteeMail!, enablerMail!]) {
      expect(invitationIn(mail)).toMatchObject({
        method: 'REQUEST',
        uid,
        sequence: 0,
        start: WED('05:00'),
        end: WED('05:30'),
        status: 'CONFIRMED',
      });
    }
    expect(invitationIn(menteeMail!)!.summary).toBe('Mentoring session with Anjali Menon');

    // The enabler moves it; both are told, the same UID, SEQUENCE 1.
    peer.received.length = 0;
    const [listed] = (await t.app.inject({ url: '/api/enabler/sessions', headers: leela })).json();
    expect(listed).toMatchObject({ menteeName: 'Anna Joseph', status: 'confirmed', start: WED('05:00') });
    const moved = await t.app.inject({
      method: 'POST',
      url: `/api/enabler/sessions/${listed._id}/reschedule`,
      headers: leela,
      payload: { start: WED('05:30'), durationMinutes: 60 },
    });
    expect(moved.statusCode).toBe(200);
    expect(moved.json().session).toMatchObject({ start: WED('05:30'), end: WED('06:30'), durationMinutes: 60 });
    await deliver();
    for (const address of ['anna@example.org', 'leela@example.org']) {
      const [mail] = mailTo(peer.received, address);
      expect(invitationIn(mail!)).toMatchObject({ method: 'REQUEST', uid, sequence: 1, start: WED('05:30'), end: WED('06:30') });
    }
    expect(mailTo(peer.received, 'anna@example.org')[0]!.subject).toBe('Session moved: Anjali Menon');

    // The mentee cancels by her link; both get METHOD:CANCEL for the same UID, and the time is free again.
    peer.received.length = 0;
    const cancelled = await link('/cancel', { token, note: 'Something came up at work.' });
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json().session).toMatchObject({ status: 'cancelled', cancelledBy: 'mentee', canChange: false });
    await deliver();
    for (const address of ['anna@example.org', 'leela@example.org']) {
      const [mail] = mailTo(peer.received, address);
      expect(invitationIn(mail!)).toMatchObject({ method: 'CANCEL', uid, status: 'CANCELLED' });
      expect(invitationIn(mail!)!.sequence).toBeGreaterThan(1);
    }
    expect(mailTo(peer.received, 'leela@example.org')[0]!.text).toContain('Something came up at work.');
    expect(await slotStarts(t.app, 1, WED('00:00'), WED('23:59'))).toEqual([WED('04:30'), WED('05:00'), WED('05:30'), WED('06:00')]);
    expect((await link('/cancel', { token })).json().code).toBe('SESSION_CLOSED');
  });

  it('releases a hold that was not confirmed within 15 minutes', async () => {
    const booked = await bookSession(t.app, 1, { start: WED('06:00'), email: 'chitra@example.org' });
    await deliver();
    const token = sessionTokenIn(mailTo(peer.received, 'chitra@example.org')[0]!)!;
    clock.set('2026-12-01T09:16:00.000Z');
    // Free to others at once, before the scheduler has run.
    expect(await slotStarts(t.app, 1, WED('00:00'), WED('23:59'))).toContain(WED('06:00'));
    const late = await link('/confirm', { token });
    expect(late.statusCode).toBe(409);
    expect(late.json().code).toBe('SESSION_HOLD_EXPIRED');
    expect((await tick()).released).toBe(1);
    expect((await link('', { token })).json()).toMatchObject({ _id: booked.json()._id, status: 'expired', canChange: false });
  });

  it('holds at most two upcoming sessions per mentee across enablers, counted once her address is proven, and her weekly limit', async () => {
    const email = 'devi@example.org';
    expect((await bookSession(t.app, 1, { start: WED('04:30'), email })).statusCode).toBe(202);
    expect((await bookSession(t.app, 2, { start: WED('05:00'), durationMinutes: 45, email })).statusCode).toBe(202);
    await deliver();
    const tokens = mailTo(peer.received, email).map((mail) => sessionTokenIn(mail)!);
    expect((await link('/confirm', { token: tokens[0] })).statusCode).toBe(200);
    expect((await link('/confirm', { token: tokens[1] })).statusCode).toBe(200);
    // A third is held like any other: refusing it here would tell whoever typed the address that it holds sessions.
    await deliver();
    peer.received.length = 0;
    expect((await bookSession(t.app, 1, { start: WED('06:00'), email: 'DEVI@example.org' })).statusCode).toBe(202);
    await deliver();
    tokens.push(sessionTokenIn(mailTo(peer.received, email)[0]!)!);
    const third = await link('/confirm', { token: tokens[2] });
    expect(third.statusCode).toBe(409);
    expect(third.json()).toMatchObject({ code: 'SESSION_MENTEE_LIMIT', message: expect.stringContaining('2 upcoming sessions') });
    // In Malayalam too.
    const ml = await t.app.inject({
      method: 'POST',
      url: '/api/sessions/booking/confirm',
      headers: { 'accept-language': 'ml' },
      payload: { token: tokens[2] },
    });
    expect(ml.json().message).not.toMatch(/upcoming/);
    expect((await link('', { token: tokens[2] })).json().status).toBe('unconfirmed');

    await t.app.inject({ method: 'PUT', url: '/api/enabler/schedule', headers: leela, payload: scheduleBody({ maxPerWeek: 1 }) });
    try {
      const full = await bookSession(t.app, 1, { start: '2026-12-03T05:30:00.000Z', email: 'esha@example.org' });
      expect(full.statusCode).toBe(409);
      expect(full.json().code).toBe('SESSION_WEEK_FULL');
      // The next week has room.
      expect(await slotStarts(t.app, 1, '2026-12-07T00:00:00Z', '2026-12-07T23:59:00Z')).toHaveLength(4);
    } finally {
      await t.app.inject({ method: 'PUT', url: '/api/enabler/schedule', headers: leela, payload: scheduleBody() });
    }
    // Cancelling one makes room: the third is confirmed while its hold lasts.
    expect((await link('/cancel', { token: tokens[0] })).statusCode).toBe(200);
    expect((await link('/confirm', { token: tokens[2] })).statusCode).toBe(200);
    for (const token of tokens.slice(1)) await link('/cancel', { token });
    await deliver();
  });

  it('lets a signed-in member book at once; an enabler who confirms each accepts or declines, hers alone', async () => {
    // A booking makes her address known to the member sign-in.
    expect((await bookSession(t.app, 1, { start: '2026-12-03T05:30:00.000Z', email: 'fathima@example.org' })).statusCode).toBe(202);
    const member = await signInMember(t.app, 'fathima@example.org');
    const booked = await t.app.inject({
      method: 'POST',
      url: '/api/member/sessions',
      headers: member.headers,
      payload: {
        profileId: 2,
        start: '2026-12-03T04:30:00.000Z',
        durationMinutes: 45,
        name: 'Fathima',
        email: 'fathima@example.org',
        topic: 'Hiring my first translator',
      },
    });
    expect(booked.statusCode).toBe(201);
    expect(booked.json().status).toBe('requested');
    await deliver();
    expect(mailTo(peer.received, 'mira@example.org')[0]!.subject).toBe('Session request from Fathima');
    expect(invitationIn(mailTo(peer.received, 'mira@example.org')[0]!)).toBeUndefined();
    const id = booked.json()._id;
    // Another enabler cannot touch it.
    expect((await t.app.inject({ method: 'POST', url: `/api/enabler/sessions/${id}/accept`, headers: leela })).statusCode).toBe(404);
    peer.received.length = 0;
    const accepted = await t.app.inject({ method: 'POST', url: `/api/enabler/sessions/${id}/accept`, headers: mira });
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json().session.status).toBe('confirmed');
    await deliver();
    expect(invitationIn(mailTo(peer.received, 'fathima@example.org')[0]!)).toMatchObject({ method: 'REQUEST', sequence: 0 });
    expect((await t.app.inject({ method: 'POST', url: `/api/enabler/sessions/${id}/decline`, headers: mira })).statusCode).toBe(409);
    // Her own page lists it.
    const own = (await t.app.inject({ url: '/api/member/sessions', headers: member.headers })).json();
    expect(own.map((session: { _id: string; status: string }) => session.status)).toEqual(['unconfirmed', 'confirmed']);
    expect(own[1]._id).toBe(id);
    // Each with her own page's link, which opens it.
    const token = (own[1].bookingPath as string).split('#')[1];
    expect((await link('', { token })).json()).toMatchObject({ _id: id, status: 'confirmed' });
  });

  it('confirms a request that the enabler moves herself: she chose the time, and the mentee gets the invitation', async () => {
    // A booking makes her address known to the member sign-in.
    const hold = await bookSession(t.app, 1, { start: '2026-12-09T05:30:00.000Z', email: 'kavya@example.org' });
    const member = await signInMember(t.app, 'kavya@example.org');
    const booked = await t.app.inject({
      method: 'POST',
      url: '/api/member/sessions',
      headers: member.headers,
      payload: {
        profileId: 2,
        start: '2026-12-09T04:30:00.000Z',
        durationMinutes: 45,
        name: 'Kavya',
        email: 'kavya@example.org',
        topic: 'Export paperwork',
      },
    });
    expect(booked.json().status).toBe('requested');
    await deliver();
    peer.received.length = 0;
    const moved = await t.app.inject({
      method: 'POST',
      url: `/api/enabler/sessions/${booked.json()._id}/reschedule`,
      headers: mira,
      payload: { start: '2026-12-09T05:30:00.000Z', durationMinutes: 45 },
    });
    expect(moved.statusCode).toBe(200);
    expect(moved.json().session).toMatchObject({ status: 'confirmed', start: '2026-12-09T05:30:00.000Z' });
    // Nothing is left for her to accept.
    expect(
      (await t.app.inject({ method: 'POST', url: `/api/enabler/sessions/${booked.json()._id}/accept`, headers: mira })).statusCode,
    ).toBe(409);
    await deliver();
    const [told] = mailTo(peer.received, 'kavya@example.org');
    expect(told!.subject).toBe('Session moved: Meera Pillai');
    expect(invitationIn(told!)).toMatchObject({ method: 'REQUEST', start: '2026-12-09T05:30:00.000Z', status: 'CONFIRMED' });
    await t.app.inject({ method: 'POST', url: `/api/enabler/sessions/${booked.json()._id}/cancel`, headers: mira, payload: {} });
    await t.app.inject({ method: 'POST', url: `/api/enabler/sessions/${hold.json()._id}/cancel`, headers: leela, payload: {} });
  });

  it('lets operators cancel with a message, audited; the enabler and the mentee are both told', async () => {
    const booked = await bookSession(t.app, 1, { start: '2026-12-03T04:30:00.000Z', email: 'gita@example.org' });
    await deliver();
    await link('/confirm', { token: sessionTokenIn(mailTo(peer.received, 'gita@example.org')[0]!)! });
    await deliver();
    peer.received.length = 0;
    const refused = await t.app.inject({
      method: 'POST',
      url: `/api/operator/sessions/${booked.json()._id}/cancel`,
      headers: leela,
      payload: { message: 'x' },
    });
    expect(refused.statusCode).toBe(403);
    const cancelled = await t.app.inject({
      method: 'POST',
      url: `/api/operator/sessions/${booked.json()._id}/cancel`,
      headers: operator,
      payload: { message: 'The club room is closed that day.' },
    });
    expect(cancelled.statusCode).toBe(200);
    await deliver();
    for (const address of ['gita@example.org', 'leela@example.org']) {
      const [mail] = mailTo(peer.received, address);
      expect(mail!.text).toContain('The club room is closed that day.');
      expect(invitationIn(mail!)!.method).toBe('CANCEL');
    }
    const audit = await t.app.database.db
      .selectFrom('audit_events')
      .select(['action', 'subject_id'])
      .where('action', '=', 'session-cancelled')
      .execute();
    expect(audit).toEqual([{ action: 'session-cancelled', subject_id: booked.json()._id }]);
  });

  it('reminds both a day and an hour before, once each; asks once afterwards; records feedback and no-shows for operators', async () => {
    const booked = await bookSession(t.app, 1, { start: '2026-12-04T04:30:00.000Z', email: 'hema@example.org' });
    await deliver();
    const token = sessionTokenIn(mailTo(peer.received, 'hema@example.org')[0]!)!;
    await link('/confirm', { token });
    await deliver();
    peer.received.length = 0;
    clock.set('2026-12-03T05:00:00.000Z');
    expect((await tick()).reminders).toBe(2);
    expect((await tick()).reminders).toBe(0);
    clock.set('2026-12-04T03:45:00.000Z');
    expect((await tick()).reminders).toBe(2);
    await deliver();
    const subjects = (address: string) =>
      mailTo(peer.received, address)
        .map((mail) => mail.subject)
        .sort();
    expect(subjects('hema@example.org')).toEqual([
      'In an hour: your session with Anjali Menon',
      'Tomorrow: your session with Anjali Menon',
    ]);
    expect(subjects('leela@example.org')).toEqual(['In an hour: your session with Anna Joseph', 'Tomorrow: your session with Anna Joseph']);

    // Before its end, no feedback; afterwards, asked once.
    expect((await link('/feedback', { token, outcome: 'happened', rating: 5 })).json().code).toBe('SESSION_CLOSED');
    clock.set('2026-12-04T05:10:00.000Z');
    expect((await tick()).feedback).toBe(2);
    expect((await tick()).feedback).toBe(0);
    const given = await link('/feedback', { token, outcome: 'happened', rating: 5, comment: 'Clear and kind advice.' });
    expect(given.statusCode).toBe(200);
    expect(given.json().session.feedback).toEqual({ open: false, outcome: 'happened', rating: 5, comment: 'Clear and kind advice.' });
    expect((await link('/feedback', { token, outcome: 'happened', rating: 4 })).statusCode).toBe(409);
    const [past] = (await t.app.inject({ url: '/api/enabler/sessions?scope=past', headers: await fresh(users.leela) }))
      .json()
      .filter((session: { _id: string }) => session._id === booked.json()._id);
    expect(past).toMatchObject({ menteeOutcome: 'happened', rating: 5 });
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: `/api/enabler/sessions/${past._id}/outcome`,
          headers: await fresh(users.leela),
          payload: { outcome: 'happened' },
        })
      ).statusCode,
    ).toBe(200);

    const summary = (await t.app.inject({ url: '/api/operator/sessions/summary', headers: await fresh(users.operator) })).json();
    expect(summary.enablers.find((entry: { profileId: number }) => entry.profileId === 1)).toMatchObject({
      sessions: 1,
      minutes: 30,
      ratings: 1,
      ratingAverage: 5,
    });
    expect((await t.app.inject({ url: '/api/enablers/bookable' })).json().stats['1']).toEqual({ sessions: 1, minutes: 30 });
  });

  it('asks nobody for an answer she already gave, and shows a session over without its way to join', async () => {
    const confirmedAt = async (start: string, email: string) => {
      await bookSession(t.app, 1, { start, email });
      await deliver();
      const token = sessionTokenIn(mailTo(peer.received, email)[0]!)!;
      expect((await link('/confirm', { token })).statusCode).toBe(200);
      return token;
    };
    const early = await confirmedAt('2026-12-11T04:30:00.000Z', 'rani@example.org');
    const both = await confirmedAt('2026-12-11T05:30:00.000Z', 'sara@example.org');
    expect((await link('', { token: early })).json().meeting).toEqual({ kind: 'link', value: 'https://meet.example.org/leela' });
    clock.set('2026-12-11T06:10:00.000Z');
    // Over: her page offers no link to join it.
    expect((await link('', { token: early })).json()).not.toHaveProperty('meeting');
    // Both answered one of them before the scheduler asked; the mentee alone the other.
    expect((await link('/feedback', { token: early, outcome: 'happened', rating: 4 })).statusCode).toBe(200);
    expect((await link('/feedback', { token: both, outcome: 'happened', rating: 5 })).statusCode).toBe(200);
    const [answered] = (await t.app.inject({ url: '/api/enabler/sessions?scope=past', headers: await fresh(users.leela) }))
      .json()
      .filter((session: { menteeEmail: string }) => session.menteeEmail === 'sara@example.org');
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: `/api/enabler/sessions/${answered._id}/outcome`,
          headers: await fresh(users.leela),
          payload: { outcome: 'happened' },
        })
      ).statusCode,
    ).toBe(200);
    await deliver();
    peer.received.length = 0;
    expect((await tick()).feedback).toBe(1);
    await deliver();
    expect(peer.received).toHaveLength(1);
    expect(mailTo(peer.received, 'leela@example.org').map((mail) => mail.subject)).toEqual(['How was your session with Anna Joseph?']);
  });

  it('shows operators a mentee who missed more than one session, and does nothing else about it', async () => {
    const starts = ['2026-12-07T04:30:00.000Z', '2026-12-08T04:30:00.000Z'];
    for (const start of starts) {
      clock.set(NOW);
      await deliver();
      peer.received.length = 0;
      const booked = await bookSession(t.app, 1, { start, email: 'isha@example.org' });
      await deliver();
      const token = sessionTokenIn(mailTo(peer.received, 'isha@example.org').at(-1)!)!;
      expect((await link('/confirm', { token })).statusCode).toBe(200);
      clock.set(new Date(Date.parse(start) + 3_600_000).toISOString());
      const [session] = (await t.app.inject({ url: '/api/enabler/sessions?scope=past', headers: await fresh(users.leela) }))
        .json()
        .filter((entry: { _id: string }) => entry._id === booked.json()._id);
      expect(
        (
          await t.app.inject({
            method: 'POST',
            url: `/api/enabler/sessions/${session._id}/outcome`,
            headers: await fresh(users.leela),
            payload: { outcome: 'mentee-no-show' },
          })
        ).statusCode,
      ).toBe(200);
    }
    const summary = (await t.app.inject({ url: '/api/operator/sessions/summary', headers: await fresh(users.operator) })).json();
    expect(summary.repeatedNoShows).toEqual([{ name: 'Anna Joseph', email: 'isha@example.org', count: 2, last: starts[1] }]);
    // She can still book.
    clock.set('2026-12-08T06:00:00.000Z');
    expect((await bookSession(t.app, 1, { start: '2026-12-10T04:30:00.000Z', email: 'isha@example.org' })).statusCode).toBe(202);
  });

  it('offers a visitor whose inquiry she accepts a time to book with her', async () => {
    const inquiry = await t.app.inject({
      method: 'POST',
      url: '/api/inquiry',
      payload: { name: 'Kavya', email: 'kavya@example.org', question: 'Could we talk about rates?', enabler: 'Anjali Menon', enablerId: 1 },
    });
    expect(inquiry.statusCode).toBe(201);
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: `/api/enabler/inquiries/${inquiry.json()._id}/accept`,
          headers: await fresh(users.leela),
        })
      ).statusCode,
    ).toBe(200);
    await deliver();
    const [accepted] = mailTo(peer.received, 'kavya@example.org');
    expect(accepted!.text).toContain('Choose a time with Leela Menon');
    expect(accepted!.text).toContain('https://club.example.org/book/1');
  });

  it('cancels the sessions to come of an enabler who leaves, and tells each mentee', async () => {
    await enablerWithSchedule(t.app, users.nila, 3);
    expect((await t.app.inject({ url: '/api/enablers/bookable' })).json().profileIds).toContain(3);
    const booked = await bookSession(t.app, 3, { start: WED('05:00'), email: 'lata@example.org' });
    await deliver();
    const token = sessionTokenIn(mailTo(peer.received, 'lata@example.org')[0]!)!;
    await link('/confirm', { token });
    await deliver();
    peer.received.length = 0;
    expect(
      (await t.app.inject({ method: 'POST', url: `/api/admin/users/${users.nila._id}/deactivate`, headers: await fresh(users.admin) }))
        .statusCode,
    ).toBe(200);
    expect((await tick()).departed).toBe(1);
    expect((await tick()).departed).toBe(0);
    await deliver();
    const [told] = mailTo(peer.received, 'lata@example.org');
    expect(told!.text).toContain('no longer takes sessions with the club');
    expect(invitationIn(told!)).toMatchObject({ method: 'CANCEL', uid: `session-${booked.json()._id}@club.example.org` });
    expect(mailTo(peer.received, 'nila@example.org')).toEqual([]);
    expect((await link('', { token })).json()).toMatchObject({ status: 'cancelled', cancelledBy: 'system' });
    expect((await t.app.inject({ url: '/api/enablers/3/booking' })).json().bookable).toBe(false);
    expect((await t.app.inject({ url: '/api/enablers/bookable' })).json().profileIds).not.toContain(3);
  });

  it('refuses a link that is not one, and a body that is not a booking', async () => {
    expect((await link('', { token: 'x'.repeat(43) })).statusCode).toBe(404);
    expect((await link('', { token: 'short' })).json().code).toBe('SESSION_LINK_INVALID');
    const bad = await bookSession(t.app, 1, { start: 'tomorrow', email: 'not-an-address', topic: '' });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().fields).sort()).toEqual(['email', 'start', 'topic']);
    expect((await bookSession(t.app, 1, { start: WED('05:10'), email: 'jaya@example.org' })).json().code).toBe('SESSION_SLOT_UNAVAILABLE');
    expect((await bookSession(t.app, 1, { start: WED('05:00'), durationMinutes: 45, email: 'jaya@example.org' })).statusCode).toBe(400);
  });
});
