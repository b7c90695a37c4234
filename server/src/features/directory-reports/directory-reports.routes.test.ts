import type { DirectoryCounts, DirectoryPage, DirectoryReport, MyIntroductions, MyListing, User } from '@wfc/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, seedAccounts, tokenFor } from '../../../test/accounts';
import { mailAddedBy } from '../../../test/case-mail-rows';
import { createTestApp, fixedClock, type TestApp } from '../../../test/helpers';
import type { MemberBrowser } from '../../../test/member-session';
import { createMemoryLoginThrottle } from '../auth/login-throttle';
import { renderMail } from '../mail/render-mail';
import { joinAndSignIn, saveListing } from '../member-directory/directory-test-kit';

/**
 * Reports and moderation (issue 42): a member reports only a card she can see or a note she
 * received; staff hide the card or the note (the member is told why, in her language), dismiss,
 * show a card again; each at once, each in the audit log.
 */
describe('directory reports and moderation', () => {
  let t: TestApp;
  let asha: MemberBrowser;
  let bina: MemberBrowser;
  let chitra: MemberBrowser;
  let ashaListing: string;
  let binaListing: string;
  let introductionId: string;
  let admin: User;
  let staffHeaders: Record<string, string>;
  /** What the staff's live feed was told (issue 41): a kind, nothing of the report. */
  const told: string[] = [];
  const clock = fixedClock('2026-12-01T09:00:00.000Z');
  /** Moves the clock a minute on, so reports made one after another list in that order. */
  const tick = () => clock.set(new Date(clock().getTime() + 60_000).toISOString());

  const report = (who: MemberBrowser, payload: object) =>
    t.app.inject({ method: 'POST', url: '/api/member/reports', headers: who.headers, payload });
  const staffGet = (url: string) => t.app.inject({ method: 'GET', url, headers: staffHeaders });
  const staffPost = (url: string, payload?: object) =>
    t.app.inject({ method: 'POST', url, headers: staffHeaders, ...(payload ? { payload } : {}) });
  const openReports = async () => (await staffGet('/api/staff/directory/reports')).json() as DirectoryReport[];
  const site = { name: 'Women Founders Club', address: 'Kochi', publicUrl: 'https://club.example.org' };

  beforeAll(async () => {
    t = await createTestApp({}, { clock, memberSignInThrottle: createMemoryLoginThrottle(1000, 3600_000) });
    asha = await joinAndSignIn(t.app, 'Asha', 'asha@example.org');
    bina = await joinAndSignIn(t.app, 'Bina', 'bina@example.org', { locale: 'ml' });
    chitra = await joinAndSignIn(t.app, 'Chitra', 'chitra@example.org');
    ashaListing = await saveListing(t.app, asha, { name: 'Asha Menon', company: 'Kayal Foods' });
    binaListing = await saveListing(t.app, bina, { name: 'Bina Varghese', canHelp: 'Cheap loans, call now' });
    const asked = await t.app.inject({
      method: 'POST',
      url: '/api/member/introductions',
      headers: bina.headers,
      payload: { to: ashaListing, note: 'Buy my course today, only 999 rupees!' },
    });
    expect(asked.statusCode, asked.body).toBe(202);
    const mine = (await t.app.inject({ method: 'GET', url: '/api/member/introductions', headers: asha.headers })).json() as MyIntroductions;
    introductionId = mine.received[0]!._id;
    ({ admin } = await seedAccounts(t.app, { admin: { name: 'Ada Admin', email: 'ada@example.org', role: 'admin' } }));
    staffHeaders = bearer(await tokenFor(t.app, admin));
    t.app.staffFeed.subscribe((event) => told.push(JSON.stringify(event)));
  });
  afterAll(() => t.close());

  it('takes a report only of what she can see, and says nothing to the member reported', async () => {
    expect((await report(chitra, { kind: 'card', listingId: 'nope', reason: 'Spam' })).statusCode).toBe(404);
    expect((await report(asha, { kind: 'card', listingId: ashaListing, reason: 'Mine' })).statusCode).toBe(404);
    // A note she sent, or one sent to someone else, is not hers to report.
    expect((await report(bina, { kind: 'note', introductionId, reason: 'Mine' })).statusCode).toBe(404);
    expect((await report(chitra, { kind: 'note', introductionId, reason: 'Not mine' })).statusCode).toBe(404);
    expect((await report(chitra, { kind: 'card', listingId: binaListing, reason: '' })).statusCode).toBe(400);

    const mail = await mailAddedBy(t.app, async () => {
      const sent = await report(chitra, { kind: 'card', listingId: binaListing, reason: 'Selling loans' });
      expect(sent.statusCode).toBe(202);
      expect(sent.json()).toEqual({ message: 'Thank you. The club will look at it, and nothing is said to the member you reported.' });
      tick();
      expect((await report(asha, { kind: 'card', listingId: binaListing, reason: 'Loans again' })).statusCode).toBe(202);
      tick();
      expect((await report(asha, { kind: 'note', introductionId, reason: 'A sales pitch' })).statusCode).toBe(202);
    });
    expect(mail).toEqual([]);
    // Each report made tells the staff's moderation screens to read again; a refused one tells nothing.
    expect(told).toEqual(Array(3).fill('{"kind":"directory"}'));
    const reports = await openReports();
    expect(reports.map((entry) => [entry.kind, entry.reason, entry.reportedBy])).toEqual([
      ['note', 'A sales pitch', 'Asha Menon'],
      ['card', 'Loans again', 'Asha Menon'],
      ['card', 'Selling loans', 'Chitra Member'],
    ]);
    expect(reports[0]!.note).toEqual({ introductionId, text: 'Buy my course today, only 999 rupees!', hidden: false });
    expect(reports[0]!.card?.name).toBe('Bina Varghese');
    expect(JSON.stringify(reports)).not.toMatch(/@example\.org/);
    const counts = (await staffGet('/api/staff/directory/counts')).json() as DirectoryCounts;
    expect(counts).toEqual({ listed: 2, hiddenByStaff: 0, requests: 1, accepted: 0, declined: 0, openReports: 3 });
  });

  it('pages the reports with a Link header', async () => {
    const first = await staffGet('/api/staff/directory/reports?limit=2');
    expect(first.headers['x-total-count']).toBe('3');
    expect(String(first.headers.link)).toMatch(/^<\/api\/staff\/directory\/reports\?status=open&limit=2&cursor=[\w-]+>; rel="next"$/);
    const next = String(first.headers.link).slice(1, String(first.headers.link).indexOf('>'));
    const second = await staffGet(next);
    expect((second.json() as DirectoryReport[]).length).toBe(1);
    expect(second.headers.link).toBeUndefined();
  });

  it('hides a card at once, tells her why in her language, closes its reports, and shows it again', async () => {
    tick();
    const cardReport = (await openReports()).find((entry) => entry.kind === 'card')!;
    const mail = await mailAddedBy(t.app, async () => {
      const hidden = await staffPost(`/api/staff/directory/reports/${cardReport._id}/hide`, { reason: 'It advertises loans' });
      expect(hidden.statusCode, hidden.body).toBe(200);
    });
    expect(mail.map((row) => [row.kind, row.recipient])).toEqual([['directory-card-hidden', 'bina@example.org']]);
    expect(mail[0]!.data.reason).toBe('It advertises loans');
    const rendered = renderMail(mail[0]!.kind, mail[0]!.data, site);
    expect(rendered.subject).toBe('അംഗങ്ങളുടെ ഡയറക്ടറിയിലെ നിങ്ങളുടെ കാർഡ് മറച്ചിരിക്കുന്നു');
    expect(rendered.text).toContain('It advertises loans');

    const found = (
      await t.app.inject({ method: 'GET', url: '/api/member/directory?q=bina', headers: { cookie: chitra.cookie } })
    ).json() as DirectoryPage;
    expect(found.items).toEqual([]);
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/member/directory/${binaListing}`, headers: { cookie: chitra.cookie } })).statusCode,
    ).toBe(404);
    const hers = (await t.app.inject({ method: 'GET', url: '/api/member/listing', headers: { cookie: bina.cookie } })).json() as MyListing;
    expect(hers.hiddenByStaff).toEqual({ reason: 'It advertises loans', at: '2026-12-01T09:03:00.000Z' });
    // Both reports of the card closed together; the second cannot be acted on again.
    expect((await openReports()).map((entry) => entry.kind)).toEqual(['note']);
    expect(told.length).toBe(4);
    expect((await staffPost(`/api/staff/directory/reports/${cardReport._id}/dismiss`)).statusCode).toBe(409);
    const hiddenList = (await staffGet('/api/staff/directory/hidden')).json() as { card: { id: string }; reason: string }[];
    expect(hiddenList.map((entry) => [entry.card.id, entry.reason])).toEqual([[binaListing, 'It advertises loans']]);

    expect(told.length).toBe(4);
    expect((await staffPost(`/api/staff/directory/listings/${binaListing}/show`)).statusCode).toBe(200);
    expect(told.length).toBe(5);
    const again = (
      await t.app.inject({ method: 'GET', url: '/api/member/directory?q=bina', headers: { cookie: chitra.cookie } })
    ).json() as DirectoryPage;
    expect(again.items.map((card) => card.id)).toEqual([binaListing]);
    expect(
      ((await t.app.inject({ method: 'GET', url: '/api/member/listing', headers: { cookie: bina.cookie } })).json() as MyListing)
        .hiddenByStaff,
    ).toBeNull();
    expect((await staffPost('/api/staff/directory/listings/nope/show')).statusCode).toBe(404);
  });

  it('hides a note, telling its writer why, and dismisses a report with nothing changed', async () => {
    tick();
    const noteReport = (await openReports())[0]!;
    const mail = await mailAddedBy(t.app, async () => {
      expect((await staffPost(`/api/staff/directory/reports/${noteReport._id}/hide`, { reason: 'A sales pitch' })).statusCode).toBe(200);
    });
    expect(mail.map((row) => [row.kind, row.recipient])).toEqual([['introduction-note-hidden', 'bina@example.org']]);
    const rendered = renderMail(mail[0]!.kind, mail[0]!.data, site);
    expect(rendered.subject).toBe('ഒരു പരിചയപ്പെടുത്തൽ അഭ്യർത്ഥനയിലെ നിങ്ങളുടെ കുറിപ്പ് മറച്ചിരിക്കുന്നു');
    expect(rendered.text).toContain('Asha Menon');
    const mine = (await t.app.inject({ method: 'GET', url: '/api/member/introductions', headers: asha.headers })).json() as MyIntroductions;
    expect(mine.received[0]).toMatchObject({ note: null, noteHidden: true });

    tick();
    expect((await report(chitra, { kind: 'card', listingId: ashaListing, reason: 'I do not like her' })).statusCode).toBe(202);
    const toDismiss = (await openReports())[0]!;
    const beforeDismissal = told.length;
    const dismissed = await staffPost(`/api/staff/directory/reports/${toDismiss._id}/dismiss`);
    expect(told.length).toBe(beforeDismissal + 1);
    expect(dismissed.json()).toEqual({ message: 'The report is closed with nothing changed.' });
    expect(await openReports()).toEqual([]);
    const closed = (await staffGet('/api/staff/directory/reports?status=closed')).json() as DirectoryReport[];
    expect(closed.map((entry) => [entry.reason, entry.status, entry.closedBy])).toEqual([
      ['I do not like her', 'dismissed', 'Ada Admin'],
      ['A sales pitch', 'hidden', 'Ada Admin'],
      ['Loans again', 'hidden', 'Ada Admin'],
      ['Selling loans', 'hidden', 'Ada Admin'],
    ]);

    const audit = await t.app.database.db.selectFrom('audit_events').select(['action', 'subject_kind']).orderBy('created_at').execute();
    expect(
      audit
        .filter((row) => row.action.startsWith('directory') || row.action.startsWith('introduction'))
        .map((row) => row.action)
        .sort(),
    ).toEqual(['directory-card-hidden', 'directory-card-shown', 'directory-report-dismissed', 'introduction-note-hidden']);
  });

  it('writes to an English-speaking member in English', async () => {
    expect((await report(bina, { kind: 'card', listingId: ashaListing, reason: 'Testing' })).statusCode).toBe(202);
    const toHide = (await openReports())[0]!;
    const mail = await mailAddedBy(t.app, async () => {
      await staffPost(`/api/staff/directory/reports/${toHide._id}/hide`, { reason: 'Please add your company' });
    });
    const rendered = renderMail(mail[0]!.kind, mail[0]!.data, site);
    expect(mail[0]!.recipient).toBe('asha@example.org');
    expect(rendered.subject).toBe('Your card in the members’ directory is hidden');
    expect(rendered.text).toContain('Please add your company');
  });
});
