import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, seedAccounts, tokenFor } from '../../../test/accounts';
import { createTestApp, fixedClock, type TestApp } from '../../../test/helpers';
import { newsletterBody, seedMembers } from '../../../test/newsletter-members';
import { suppressAddress } from '../mail/suppressions.repository';

describe('the staff write newsletters: drafts, the audience, the preview, tests, and sending by status', () => {
  let t: TestApp;
  const clock = fixedClock('2026-12-01T09:00:00.000Z');
  const auth: Record<'admin' | 'operator' | 'enabler', Record<string, string>> = { admin: {}, operator: {}, enabler: {} };

  beforeAll(async () => {
    t = await createTestApp({ PUBLIC_URL: 'https://club.example.org' }, { clock, background: false });
    const users = await seedAccounts(t.app, {
      admin: { name: 'Ada Admin', email: 'ada@example.org', role: 'admin' },
      operator: { name: 'Olive Operator', email: 'olive@example.org', role: 'operator' },
      enabler: { name: 'Ena Enabler', email: 'ena@example.org', role: 'enabler' },
    });
    for (const role of ['admin', 'operator', 'enabler'] as const) auth[role] = bearer(await tokenFor(t.app, users[role]));
    await seedMembers(t.app.database.db, [
      { email: 'asha@example.org', interests: ['events', 'network'] },
      { email: 'bindu@example.org', interests: ['events'], locale: 'ml', vertical: 'finance' },
      { email: 'chitra@example.org', interests: ['network'] },
      { email: 'devi@example.org', interests: ['events'], emailPermission: false },
      { email: 'elsa@example.org', interests: ['events'], confirmed: false },
      { email: 'fathima@example.org', interests: ['events'], jobFunction: 'student' },
    ]);
  });
  afterAll(() => t.close());

  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, role: keyof typeof auth = 'admin', payload?: object) =>
    t.app.inject({ method, url, headers: auth[role], ...(payload ? { payload } : {}) });

  it('refuses a newsletter without its subject, text or topics, naming each field, and stores nothing', async () => {
    const answer = await call('POST', '/api/admin/newsletters', 'admin', {
      subject: ' ',
      body: '',
      topics: [],
      filters: { verticals: ['nope'] },
    });
    expect(answer.statusCode).toBe(400);
    expect(Object.keys(answer.json().fields as object).sort()).toEqual(['body', 'filters', 'subject', 'topics']);
    expect((await call('GET', '/api/admin/newsletters')).json()).toEqual([]);
  });

  it('saves a draft with its address, both languages and the members it would reach now', async () => {
    const created = await call('POST', '/api/admin/newsletters', 'admin', newsletterBody());
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({
      slug: 'workshop-on-pricing-12-december',
      status: 'draft',
      topics: ['events'],
      filters: { verticals: [], jobFunctions: [], languages: [] },
      ml: { subject: 'വിലനിർണ്ണയ ശിൽപ്പശാല, ഡിസംബർ 12' },
      // Asha, Bindu and Fathima: Devi does not allow e-mail, Elsa is unconfirmed, Chitra chose other topics.
      audience: 3,
      counts: { total: 0, waiting: 0, sent: 0, failed: 0, unsubscribed: 0, cancelled: 0 },
    });
    // The same subject again gets an address of its own.
    expect((await call('POST', '/api/admin/newsletters', 'admin', newsletterBody())).json().slug).toBe('workshop-on-pricing-12-december-2');
  });

  it('counts the audience by topics and filters, leaving out an address a mail server refused', async () => {
    const count = async (body: object) => (await call('POST', '/api/admin/newsletters/audience', 'admin', body)).json().count as number;
    expect(await count({ topics: ['events'] })).toBe(3);
    expect(await count({ topics: ['events', 'network'] })).toBe(4);
    expect(await count({ topics: ['events'], filters: { verticals: ['finance'] } })).toBe(1);
    expect(await count({ topics: ['events'], filters: { languages: ['en'], jobFunctions: ['engineer'] } })).toBe(1);
    await suppressAddress(t.app.database.db, 'asha@example.org', 'SMTP 550: no such user', clock().toISOString());
    expect(await count({ topics: ['events', 'network'] })).toBe(3);
    await t.app.database.db.deleteFrom('mail_suppressions').execute();
  });

  it('previews the e-mail in either language, with her links as examples and images from the site', async () => {
    const answer = await call('POST', '/api/admin/newsletters/preview', 'admin', { ...newsletterBody(), locale: 'en' });
    expect(answer.statusCode).toBe(200);
    const { subject, html, text } = answer.json();
    expect(subject).toBe('Workshop on pricing, 12 December');
    expect(html).toContain('<h2>Pricing your work</h2>');
    expect(html).toContain('src="https://club.example.org/uploads/abc123.webp"');
    expect(html).toContain('href="https://club.example.org/events"');
    expect(text).toContain('Leave these topics or choose others (https://club.example.org/membership/unsubscribe#example)');
    // Headings, bold, a link, a list and an image read as plain text (issue 38).
    const markdown =
      '## Pricing\n\nOn **pricing**: [Register here](/events).\n\n- Bring a **friend**\n- Bring questions\n\n![The hall](/uploads/abc123.webp)';
    const plain = (
      await call('POST', '/api/admin/newsletters/preview', 'admin', { ...newsletterBody({ body: markdown }), locale: 'en' })
    ).json().text as string;
    expect(plain).toContain(
      'Pricing\n=======\n\nOn pricing: Register here (https://club.example.org/events).\n\n- Bring a friend\n- Bring questions\n\nThe hall',
    );
    for (const mark of ['##', '**', '](']) expect(plain).not.toContain(mark);
    const ml = (
      await call('POST', '/api/admin/newsletters/preview', 'admin', { ...newsletterBody().ml, topics: ['events'], locale: 'ml' })
    ).json();
    expect(ml.html).toContain('lang="ml"');
    expect(ml.text).toContain('പരിപാടികൾ');
    expect(ml.text).toContain('https://club.example.org/ml/membership/unsubscribe#example');
  });

  it('sends her a test copy in each language through the outbox, five an hour', async () => {
    const { _id } = (await call('GET', '/api/admin/newsletters')).json()[0];
    const first = await call('POST', `/api/admin/newsletters/${_id}/test`, 'admin', {});
    expect(first.statusCode).toBe(202);
    await t.app.mailOutbox.deliverDueMail();
    const copies = await t.app.database.db
      .selectFrom('outbox_messages')
      .select(['recipient', 'subject'])
      .where('kind', '=', 'newsletter')
      .execute();
    expect(copies.map((copy) => copy.recipient)).toEqual(['ada@example.org', 'ada@example.org']);
    expect(copies.map((copy) => copy.subject).sort()).toEqual([
      '[Test] Workshop on pricing, 12 December',
      '[പരീക്ഷണം] വിലനിർണ്ണയ ശിൽപ്പശാല, ഡിസംബർ 12',
    ]);
    for (let n = 2; n <= 5; n += 1)
      expect((await call('POST', `/api/admin/newsletters/${_id}/test`, 'admin', { locales: ['en'] })).statusCode).toBe(202);
    const sixth = await call('POST', `/api/admin/newsletters/${_id}/test`, 'admin', { locales: ['en'] });
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json().message).toMatch(/5 tests in the last hour/);
  });

  it('lets operators in only while an admin allows it; enablers never', async () => {
    expect((await call('GET', '/api/admin/newsletters', 'enabler')).statusCode).toBe(403);
    const refused = await call('GET', '/api/admin/newsletters', 'operator');
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('NEWSLETTERS_NOT_ALLOWED');
    expect((await call('PUT', '/api/admin/newsletter-settings', 'operator', { operatorsMaySend: true })).statusCode).toBe(403);
    expect((await call('PUT', '/api/admin/newsletter-settings', 'admin', { operatorsMaySend: true })).json()).toEqual({
      operatorsMaySend: true,
    });
    expect((await call('GET', '/api/admin/newsletters', 'operator')).statusCode).toBe(200);
    const audit = await t.app.database.db
      .selectFrom('audit_events')
      .select(['action', 'detail'])
      .where('action', '=', 'setting-changed')
      .execute();
    expect(audit).toEqual([{ action: 'setting-changed', detail: 'Operators may write and send newsletters: off → on' }]);
    await call('PUT', '/api/admin/newsletter-settings', 'admin', { operatorsMaySend: false });
    expect((await call('POST', '/api/admin/newsletters', 'operator', newsletterBody())).statusCode).toBe(403);
  });

  it('schedules, takes back, sends, and refuses what its status does not allow', async () => {
    const { _id } = (await call('POST', '/api/admin/newsletters', 'admin', newsletterBody({ subject: 'December news' }))).json();
    expect((await call('POST', `/api/admin/newsletters/${_id}/send`, 'admin', { at: '2026-12-01T08:00:00+05:30' })).statusCode).toBe(400);
    expect((await call('POST', `/api/admin/newsletters/${_id}/send`, 'admin', { at: '2028-01-01T08:00:00+05:30' })).statusCode).toBe(400);
    const scheduled = await call('POST', `/api/admin/newsletters/${_id}/send`, 'admin', { at: '2026-12-02T09:30:00+05:30' });
    expect(scheduled.statusCode).toBe(202);
    expect(scheduled.json()).toMatchObject({ status: 'scheduled', scheduledAt: '2026-12-02T04:00:00.000Z', sentByName: 'Ada Admin' });
    expect((await call('POST', `/api/admin/newsletters/${_id}/pause`)).statusCode).toBe(409);
    expect((await call('POST', `/api/admin/newsletters/${_id}/unschedule`)).json()).toMatchObject({ status: 'draft', scheduledAt: null });

    const nobody = (
      await call('POST', '/api/admin/newsletters', 'admin', newsletterBody({ subject: 'For volunteers', topics: ['volunteer'] }))
    ).json();
    const refused = await call('POST', `/api/admin/newsletters/${nobody._id}/send`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('NEWSLETTER_NO_AUDIENCE');

    const sent = await call('POST', `/api/admin/newsletters/${_id}/send`);
    expect(sent.statusCode).toBe(202);
    expect(sent.json()).toMatchObject({ status: 'preparing', audience: null });
    const edit = await call('PUT', `/api/admin/newsletters/${_id}`, 'admin', newsletterBody({ subject: 'Changed' }));
    expect(edit.statusCode).toBe(409);
    expect(edit.json().code).toBe('NEWSLETTER_NOT_EDITABLE');
    expect((await call('DELETE', `/api/admin/newsletters/${_id}`)).statusCode).toBe(409);
    expect((await call('POST', `/api/admin/newsletters/${_id}/send`)).statusCode).toBe(409);

    // Without SMTP_URL the list is frozen and waits for a mail server.
    const pass = await t.app.newsletterSender.runPass();
    expect(pass).toMatchObject({ prepared: 1, delivering: false, sent: 0 });
    expect((await call('GET', `/api/admin/newsletters/${_id}`)).json()).toMatchObject({
      status: 'sending',
      counts: { total: 3, waiting: 3 },
    });
    expect((await call('POST', `/api/admin/newsletters/${_id}/pause`)).json()).toMatchObject({ status: 'paused', pauseReason: null });
    expect((await call('POST', `/api/admin/newsletters/${_id}/resume`)).json()).toMatchObject({ status: 'sending' });
    expect((await call('POST', `/api/admin/newsletters/${_id}/cancel`)).json()).toMatchObject({
      status: 'cancelled',
      counts: { total: 3, waiting: 0, cancelled: 3 },
    });
    expect((await call('POST', `/api/admin/newsletters/${_id}/resume`)).statusCode).toBe(409);

    const actions = await t.app.database.db
      .selectFrom('audit_events')
      .select('action')
      .where('subject_id', '=', _id)
      .orderBy('created_at')
      .execute();
    // One clock for the whole test: the lines are compared as a set.
    expect(actions.map((row) => row.action).sort()).toEqual([
      'newsletter-cancelled',
      'newsletter-cancelled',
      'newsletter-paused',
      'newsletter-resumed',
      'newsletter-scheduled',
      'newsletter-sent',
    ]);
  });

  it('deletes a draft after it is saved, and only a draft', async () => {
    const { _id } = (await call('POST', '/api/admin/newsletters', 'admin', newsletterBody({ subject: 'A draft to drop' }))).json();
    const saved = await call(
      'PUT',
      `/api/admin/newsletters/${_id}`,
      'admin',
      newsletterBody({ subject: 'A draft to drop, renamed', ml: null, membersOnly: true }),
    );
    expect(saved.json()).toMatchObject({ slug: 'a-draft-to-drop-renamed', ml: null, membersOnly: true });
    expect((await call('DELETE', `/api/admin/newsletters/${_id}`)).json()).toEqual({ message: 'Draft deleted.' });
    expect((await call('GET', `/api/admin/newsletters/${_id}`)).statusCode).toBe(404);
  });
});
