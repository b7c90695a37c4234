import { createHash } from 'node:crypto';
import { VISITOR_MAILS_PER_DAY, type VisitorMailPurpose } from '@wfc/shared';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import { countVisitorMail, purgeVisitorMailCounts } from './visitor-mail-counts.repository';

const WINDOW_MS = 24 * 60 * 60_000;

/**
 * Whether a public form may e-mail this typed address for this purpose now (issue 38, finding 3):
 * at most VISITOR_MAILS_PER_DAY in 24 hours from the first, across processes. Call it in the
 * transaction that would queue the mail, and queue only when it says yes; the form answers the
 * same either way, so the answer never tells whether mail went. Counting is the claim: a mail not
 * queued after a yes still counts.
 */
export function mayMailVisitor(trx: Kysely<DB>, email: string, purpose: VisitorMailPurpose, now: Date): Promise<boolean> {
  return countVisitorMail(trx, {
    addressHash: createHash('sha256').update(email.trim().toLowerCase()).digest('hex'),
    purpose,
    now: now.toISOString(),
    windowFloor: new Date(now.getTime() - WINDOW_MS).toISOString(),
    limit: VISITOR_MAILS_PER_DAY,
  });
}

/** Forgets the counts whose 24 hours are over (run with the outbox's purge). */
export function purgeVisitorMailCountsBefore(db: Kysely<DB>, now: Date): Promise<number> {
  return purgeVisitorMailCounts(db, new Date(now.getTime() - WINDOW_MS).toISOString());
}
