import type { NewsletterStatus } from '@wfc/shared';
import type { FastifyInstance } from 'fastify';
import { newId } from '../src/lib/ids';

/** A newsletter row's columns a test chooses; the rest take a sent, public newsletter's values. */
export interface NewsletterRow {
  slug: string;
  subject?: string;
  preheader?: string;
  body?: string;
  ml?: { subject: string; preheader: string; body: string } | null;
  status?: NewsletterStatus;
  membersOnly?: boolean;
  startedAt?: string | null;
  finishedAt?: string | null;
}

/**
 * Writes a newsletter straight into the database, as the sender leaves it (issue 29): by default
 * sent and public, finished at `finishedAt`. For the tests of the public archive, pages and feed.
 */
export async function insertNewsletter(app: FastifyInstance, row: NewsletterRow): Promise<string> {
  const id = newId();
  const finishedAt = row.finishedAt === undefined ? '2026-12-01T09:30:00.000Z' : row.finishedAt;
  await app.database.db
    .insertInto('newsletters')
    .values({
      id,
      slug: row.slug,
      subject: row.subject ?? `Subject of ${row.slug}`,
      preheader: row.preheader ?? `Preheader of ${row.slug}`,
      body: row.body ?? `Body of ${row.slug}.`,
      ml_subject: row.ml?.subject ?? null,
      ml_preheader: row.ml?.preheader ?? null,
      ml_body: row.ml?.body ?? null,
      topics: JSON.stringify(['network']),
      filters: JSON.stringify({ verticals: [], jobFunctions: [], languages: [] }),
      members_only: row.membersOnly ? 1 : 0,
      status: row.status ?? 'sent',
      started_at: row.startedAt === undefined ? finishedAt : row.startedAt,
      finished_at: finishedAt,
      created_at: '2026-11-30T09:00:00.000Z',
      updated_at: finishedAt ?? '2026-11-30T09:00:00.000Z',
    })
    .execute();
  return id;
}
