import { NewsletterFilters, NewsletterTopicList } from '@wfc/shared';
import type { Database } from '../../db/database';
import { parseJsonColumn } from '../../db/json-column';
import { newId } from '../../lib/ids';
import { recordAudit } from '../audit/audit.service';
import { preferencesToken } from './newsletter-message';
import * as recipients from './newsletter-recipients.repository';
import * as repository from './newsletters.repository';
import type { NewsletterRow } from './newsletters.repository';

/** Members copied into a newsletter's list per transaction: memory stays flat however many there are. */
const FREEZE_PAGE = 1000;

export interface PrepareContext {
  database: Database;
  jwtSecret: string;
  leaseMs: number;
  clock: () => Date;
  stopping: () => boolean;
}

/** A newsletter's audience as stored. */
export function audienceOf(row: Pick<NewsletterRow, 'topics' | 'filters'>) {
  return { topics: parseJsonColumn(NewsletterTopicList, row.topics), filters: parseJsonColumn(NewsletterFilters, row.filters) };
}

/**
 * Starts the scheduled newsletters whose time has come (each by one process only), then copies the
 * recipients of every newsletter being prepared, a page at a time; each page and the position after
 * it are written together, so a process that dies mid-copy leaves the rest to the next one (its lease
 * runs out), and a page copied twice keeps the first copy. Returns how many lists were finished.
 */
export async function prepareNewsletters(context: PrepareContext): Promise<number> {
  const { database } = context;
  await repository.startDueScheduled(database.db, context.clock().toISOString());
  let finished = 0;
  while (!context.stopping()) {
    const now = context.clock();
    const claimed = await repository.claimPreparing(
      database.db,
      database.engine,
      now.toISOString(),
      new Date(now.getTime() + context.leaseMs).toISOString(),
    );
    if (!claimed) return finished;
    if (await freeze(context, claimed)) finished += 1;
  }
  return finished;
}

async function freeze(context: PrepareContext, newsletter: NewsletterRow): Promise<boolean> {
  const { database } = context;
  const audience = audienceOf(newsletter);
  const hasMalayalam = newsletter.ml_body !== null;
  let after = newsletter.freeze_after;
  let lease = newsletter.claimed_until;
  for (;;) {
    if (context.stopping()) return false;
    const now = context.clock();
    const stamp = now.toISOString();
    const page = await recipients.audiencePage(database.db, audience, after, FREEZE_PAGE);
    const last = page.at(-1)?.id ?? after;
    const done = page.length < FREEZE_PAGE;
    const nextLease = new Date(now.getTime() + context.leaseMs).toISOString();
    const moved = await database.writeTransaction(async (trx) => {
      // Only while it is still being prepared by this process's lease (not paused or cancelled meanwhile).
      const current = await repository.lockNewsletter(trx, database.engine, newsletter.id);
      if (current?.status !== 'preparing' || current.claimed_until !== lease) return false;
      await recipients.insertRecipients(
        trx,
        page.map((member) => {
          const id = newId();
          return {
            id,
            newsletter_id: newsletter.id,
            membership_id: member.id,
            email: member.email,
            name: `${member.first_name} ${member.last_name}`,
            locale: member.locale === 'ml' && hasMalayalam ? 'ml' : 'en',
            status: 'waiting',
            next_attempt_at: stamp,
            link_hash: preferencesToken(context.jwtSecret, id).hash,
          };
        }),
      );
      if (!done) {
        await repository.updateNewsletterIf(trx, newsletter.id, ['preparing'], { freeze_after: last, claimed_until: nextLease });
        return true;
      }
      await repository.updateNewsletterIf(trx, newsletter.id, ['preparing'], {
        freeze_after: last,
        frozen_at: stamp,
        claimed_until: null,
        status: 'sending',
        updated_at: stamp,
      });
      const total = await recipients.countsOf(trx, [newsletter.id]);
      await recordAudit(
        trx,
        {
          action: 'newsletter-sent',
          actorId: newsletter.sent_by,
          subject: { kind: 'newsletter', id: newsletter.id },
          detail: `${total.get(newsletter.id)?.total ?? 0} recipients`,
        },
        now,
      );
      return true;
    });
    if (!moved) return false;
    if (done) return true;
    after = last;
    lease = nextLease;
  }
}
