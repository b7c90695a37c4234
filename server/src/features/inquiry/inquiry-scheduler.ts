import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/database';
import { startPeriodic } from '../../lib/periodic';
import { findActiveAccount } from '../users/user.service';
import { mailReminder } from './inquiry-mail';
import * as repository from './inquiry.repository';
import type { Mailer } from '../mail/outbox.service';
import { mailerOf } from '../mail/outbox.service';

/**
 * The one reminder of an inquiry its enabler has not opened in three days (decision 013). Each is
 * claimed by a conditional UPDATE of `reminder_sent_at` in the same transaction as its mail row, so
 * however many processes tick at once, it is sent exactly once.
 */

/** An inquiry still New this long after it came gets its reminder. */
const INQUIRY_REMINDER_AFTER_MS = 3 * 24 * 60 * 60 * 1000;
/** How often every process looks. */
const INQUIRY_SCHEDULER_INTERVAL_MS = 60_000;
// At most this many a tick; the rest follow on the next.
const BATCH = 100;

/** One tick. Exported so that tests drive it with their clock. */
export async function sendInquiryReminders(database: Database, now: Date, links: Mailer): Promise<void> {
  const before = new Date(now.getTime() - INQUIRY_REMINDER_AFTER_MS).toISOString();
  const stamp = now.toISOString();
  for (const id of await repository.listInquiriesDueReminder(database.db, before, BATCH)) {
    await database.writeTransaction(async (trx) => {
      const claimed = await repository.claimInquiryReminder(trx, id, stamp);
      if (!claimed?.assignedUserId) return;
      // A disabled account is not written to; the mark stays, so it is not tried again.
      const enabler = await findActiveAccount(trx, claimed.assignedUserId);
      if (enabler) await mailReminder(trx, claimed.item, enabler, links, now);
    });
  }
}

/** Starts the tick in this process; stopped (waiting for a running tick) when the app closes. */
export function startInquiryScheduler(app: FastifyInstance): void {
  const loop = startPeriodic(
    'inquiry-scheduler',
    INQUIRY_SCHEDULER_INTERVAL_MS,
    () => sendInquiryReminders(app.database, app.clock(), mailerOf(app)),
    app.log,
  );
  app.addHook('onClose', async () => loop.stop());
}
