import type { FastifyInstance } from 'fastify';
import { renderMail } from '../src/features/mail/render-mail';

/** One outbox row as the cases tests look at it: who, what kind, with which props. */
export interface MailRow {
  kind: string;
  recipient: string;
  data: Record<string, unknown>;
}

/**
 * The rows a step wrote: runs it and returns what it added to the outbox, sorted by kind and
 * recipient. Each row is also rendered with its kind's message component, so data that the
 * message would refuse fails here.
 */
export async function mailAddedBy(app: FastifyInstance, step: () => Promise<unknown>): Promise<MailRow[]> {
  const before = new Set(await allIds(app));
  await step();
  const rows = await app.database.db.selectFrom('outbox_messages').select(['id', 'kind', 'recipient', 'data', 'secrets']).execute();
  const added = rows
    .filter((row) => !before.has(row.id))
    .map((row) => ({ kind: row.kind, recipient: row.recipient, data: liveMailData(app, row) }))
    .sort((a, b) => (a.kind + a.recipient).localeCompare(b.kind + b.recipient));
  const site = { name: 'Women Founders Club', address: 'Kochi', publicUrl: app.config.publicUrl };
  for (const row of added) renderMail(row.kind, row.data, site);
  return added;
}

async function allIds(app: FastifyInstance): Promise<string[]> {
  return (await app.database.db.selectFrom('outbox_messages').select('id').execute()).map((row) => row.id);
}

/** The token in a requester link (`…/request#<token>`). */
export function tokenOfLink(url: unknown): string {
  const token = typeof url === 'string' ? url.split('#')[1] : undefined;
  if (!token) throw new Error(`not a request link: ${String(url)}`);
  return token;
}

/**
 * A row's data as the mail server gets it: with its live links, opened from `secrets` (the stored
 * data masks them; features/mail/outbox-secrets.ts). What only the recipient's inbox would show.
 */
export function liveMailData(
  app: FastifyInstance,
  row: { id: string; data: string | null; secrets: string | null },
): Record<string, unknown> {
  const live = row.secrets === null ? row.data : app.outbox.openSecrets(row.id, row.secrets);
  if (live === undefined) throw new Error(`the links of outbox row ${row.id} do not open`);
  return JSON.parse(live ?? '{}') as Record<string, unknown>;
}

/** Every outbox row, live (as the mail server gets it), with its Cc (issue 42), oldest first. */
export async function outboxRows(app: FastifyInstance) {
  const rows = await app.database.db
    .selectFrom('outbox_messages')
    .select(['id', 'kind', 'recipient', 'cc', 'data', 'secrets', 'created_at'])
    .orderBy('created_at')
    .execute();
  return rows.map((row) => ({ id: row.id, kind: row.kind, recipient: row.recipient, cc: row.cc, data: liveMailData(app, row) }));
}
