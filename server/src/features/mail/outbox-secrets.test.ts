import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { bearer, seedAccounts, tokenFor } from '../../../test/accounts';
import { createTestApp, createTestDatabase, fixedClock, type TestApp, type TestDatabase } from '../../../test/helpers';
import { startSmtpPeer, type SmtpPeer } from '../../../test/smtp-peer';
import { mintLinkToken } from '../../lib/link-token';
import type { QueuedMail } from './outbox.service';
import { LINK_MASK, maskSecretLinks } from './outbox-secrets';

const PUBLIC_URL = 'https://club.example.org';

/** A reset mail and a member's confirmation (a token in a fragment, and one in a query string) with fresh tokens. */
function secretMails() {
  const reset = mintLinkToken().token;
  const confirm = mintLinkToken().token;
  const unsubscribe = mintLinkToken().token;
  const mails: QueuedMail[] = [
    {
      kind: 'password-reset',
      to: 'ada@example.org',
      data: { name: 'Ada Admin', resetUrl: `${PUBLIC_URL}/reset-password#${reset}`, expiresAt: '2026-11-27T10:00:00.000Z' },
    },
    {
      kind: 'member-confirm',
      to: 'mira@example.org',
      locale: 'ml',
      data: {
        firstName: 'Mira',
        confirmUrl: `${PUBLIC_URL}/ml/membership/confirm#${confirm}`,
        unsubscribeUrl: `${PUBLIC_URL}/ml/membership/unsubscribe#${unsubscribe}`,
        oneClickUrl: `${PUBLIC_URL}/api/membership/unsubscribe/one-click?token=${unsubscribe}`,
      },
    },
  ];
  return { mails, tokens: [reset, confirm, unsubscribe] };
}

describe('the outbox keeps live links only until a message is sent, and never shows them (issue 26)', () => {
  let db: TestDatabase;
  let peer: SmtpPeer | undefined;
  let t: TestApp | undefined;
  const clock = fixedClock('2026-11-27T09:00:00.000Z');

  beforeEach(async () => {
    db = await createTestDatabase();
  });
  afterEach(async () => {
    await t?.close();
    await peer?.close();
    t = peer = undefined;
    await db.drop();
  });

  async function start(smtp: boolean) {
    if (smtp) peer = await startSmtpPeer();
    t = await createTestApp({ PUBLIC_URL, ...(peer ? { SMTP_URL: peer.url } : {}) }, { clock, background: false }, db);
    return t;
  }
  const rows = (app: TestApp) => app.app.database.db.selectFrom('outbox_messages').selectAll().orderBy('recipient').execute();
  const containsAny = (value: unknown, tokens: string[]) => tokens.some((token) => JSON.stringify(value).includes(token));

  it('masks every token in a link, whatever its neighbours, and leaves other text as it is', () => {
    const token = mintLinkToken().token;
    expect(maskSecretLinks(`a https://x.org/request#${token} b`)).toBe(`a https://x.org/request#${LINK_MASK} b`);
    expect(maskSecretLinks(`"https://x.org/api/m?token=${token}&a=1"`)).toBe(`"https://x.org/api/m?token=${LINK_MASK}&a=1"`);
    // Dollar signs around a token are text, not replacement patterns.
    expect(maskSecretLinks(`$' $& https://x.org/r#${token} $\``)).toBe(`$' $& https://x.org/r#${LINK_MASK} $\``);
    expect(maskSecretLinks('https://x.org/#section and #hashtag')).toBe('https://x.org/#section and #hashtag');
  });

  it('stores no live token while held: not in the data, the rendered parts or the Mail page, and opening a body is audited', async () => {
    const app = await start(false);
    const { mails, tokens } = secretMails();
    for (const mail of mails) await app.app.database.writeTransaction((trx) => app.app.outbox.queue(trx, mail, clock()));
    await app.app.mailOutbox.deliverDueMail(); // renders the held messages for the Mail page

    const stored = await rows(app);
    expect(stored.map((row) => row.status)).toEqual(['held', 'held']);
    for (const row of stored) {
      expect(row.secrets).not.toBeNull();
      const { secrets: _sealed, ...readable } = row;
      expect(containsAny(readable, tokens)).toBe(false);
      expect(containsAny(row.secrets, tokens)).toBe(false);
      expect(row.text).toContain(LINK_MASK);
    }

    const { admin } = await seedAccounts(app.app, { admin: { name: 'Ada Admin', email: 'boss@example.org', role: 'admin' } });
    const headers = bearer(await tokenFor(app.app, admin));
    const list = await app.app.inject({ method: 'GET', url: '/api/admin/mail', headers });
    expect(list.statusCode).toBe(200);
    expect(containsAny(list.body, tokens)).toBe(false);
    for (const row of stored) {
      const detail = await app.app.inject({ method: 'GET', url: `/api/admin/mail/${row.id}`, headers });
      expect(detail.statusCode).toBe(200);
      expect(containsAny(detail.body, tokens)).toBe(false);
      expect(detail.json().links.some((link: string) => link.endsWith(`#${LINK_MASK}`))).toBe(true);
    }
    const audit = await app.app.database.db
      .selectFrom('audit_events')
      .selectAll()
      .where('action', '=', 'mail-opened')
      .orderBy('subject_id')
      .execute();
    expect(audit.map((line) => ({ actor: line.actor_id, kind: line.subject_kind, id: line.subject_id }))).toEqual(
      stored.map((row) => ({ actor: admin._id, kind: 'mail', id: row.id })).sort((a, b) => a.id.localeCompare(b.id)),
    );
  });

  it('masks a link still live in the data of a message queued before the fix, on the Mail page', async () => {
    const app = await start(false);
    const token = mintLinkToken().token;
    await app.app.database.writeTransaction((trx) =>
      app.app.outbox.queue(
        trx,
        {
          kind: 'help-received',
          to: 'anna@example.org',
          data: { requesterName: 'Anna', question: 'Pricing?', requestUrl: `${PUBLIC_URL}/request#short` },
        },
        clock(),
      ),
    );
    // As an old row was: the live link in its data, nothing sealed.
    await app.app.database.db
      .updateTable('outbox_messages')
      .set({
        data: JSON.stringify({ requesterName: 'Anna', question: 'Pricing?', requestUrl: `${PUBLIC_URL}/request#${token}` }),
        secrets: null,
      })
      .execute();
    const { id } = await app.app.database.db.selectFrom('outbox_messages').select('id').executeTakeFirstOrThrow();
    const { admin } = await seedAccounts(app.app, { admin: { name: 'Ada Admin', email: 'boss@example.org', role: 'admin' } });
    const detail = await app.app.inject({ method: 'GET', url: `/api/admin/mail/${id}`, headers: bearer(await tokenFor(app.app, admin)) });
    expect(detail.statusCode).toBe(200);
    expect(detail.body).not.toContain(token);
    expect(detail.json().links).toContain(`${PUBLIC_URL}/request#${LINK_MASK}`);
  });

  it('sends the live links to the recipient (and in the one-click header), then keeps none', async () => {
    const app = await start(true);
    const { mails, tokens } = secretMails();
    for (const mail of mails) await app.app.database.writeTransaction((trx) => app.app.outbox.queue(trx, mail, clock()));
    expect(await app.app.mailOutbox.deliverDueMail()).toMatchObject({ sent: 2, failed: 0 });

    const [reset, confirm, unsubscribe] = tokens as [string, string, string];
    const resetMail = peer!.received.find((mail) => mail.subject?.includes('password'));
    expect(resetMail?.text).toContain(`${PUBLIC_URL}/reset-password#${reset}`);
    const memberMail = peer!.received.find((mail) => JSON.stringify(mail.to).includes('mira@example.org'));
    expect(memberMail?.html).toContain(`${PUBLIC_URL}/ml/membership/confirm#${confirm}`);
    // The raw header line (mailparser would regroup List-* headers into one object).
    const listUnsubscribe = memberMail?.headerLines.find((line) => line.key === 'list-unsubscribe')?.line.replace(/\r?\n\s+/g, ' ');
    expect(listUnsubscribe).toContain(`token=${unsubscribe}`);

    for (const row of await rows(app)) {
      expect(row.status).toBe('sent');
      expect(row.secrets).toBeNull();
      expect(containsAny(row, tokens)).toBe(false);
    }
  });

  it('fails a message whose links no longer open (JWT_SECRET changed) with a reason, and drops them', async () => {
    const first = await start(false);
    const { mails } = secretMails();
    await first.app.database.writeTransaction((trx) => first.app.outbox.queue(trx, mails[0]!, clock()));
    await first.close();
    peer = await startSmtpPeer();
    t = await createTestApp(
      { PUBLIC_URL, SMTP_URL: peer.url, JWT_SECRET: 'another-secret-of-at-least-thirty-two-bytes!' },
      { clock, background: false },
      db,
    );
    expect(await t.app.mailOutbox.deliverDueMail()).toMatchObject({ sent: 0, failed: 1 });
    expect(peer.received).toHaveLength(0);
    const [row] = await rows(t);
    expect(row).toMatchObject({ status: 'failed', secrets: null });
    expect(row?.last_error).toContain('its links could not be opened');
  });
});
