import type { User } from '@wfc/shared';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database';
import type { DB } from '../../db/schema';
import { newId } from '../../lib/ids';
import { startPeriodic } from '../../lib/periodic';
import { findAccountWithin, listNotifiedOperators, type Account } from '../users/user.service';
import * as repository from './case.repository';
import * as schedule from './case-schedule.repository';
import { notifiedOperatorsChoosing } from './new-request-mail.service';
import { dashboardUrl, enablerCaseUrl, firstNameOf, mailEnabler, mailStaff, operatorCaseUrl, type MailContext } from './case-mail';
import type { Mailer } from '../mail/outbox.service';
import { mailerOf } from '../mail/outbox.service';

/**
 * Scheduled work on cases, run by every process (decision 010): the reminder one day before a
 * deadline, the overdue notice once it has passed, and the operators' digest of new requests
 * still waiting.
 * Each item is claimed by a conditional UPDATE in the same transaction as its mail rows, so
 * however many processes tick at once, each is sent exactly once.
 */

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;
/** How often every process looks. */
const CASE_SCHEDULER_INTERVAL_MS = 30_000;
/** At most one digest per operator this often. */
const DIGEST_INTERVAL_MS = 10 * 60 * 1000;
/**
 * A digest lists cases created at least this long ago: a case is stamped before its transaction
 * commits, so a case younger than this may not be visible yet and would be skipped for good.
 */
const DIGEST_SETTLE_MS = 60_000;
/** An operator's first digest lists the requests of the last day. */
const FIRST_DIGEST_LOOKBACK_MS = DAY_MS;
/** At most this many cases per scan and per digest; the rest follow on the next tick. */
const BATCH = 100;

/** One tick: reminders, overdue notices, digests. Exported so that tests drive it with their clock. */
export async function runCaseSchedule(database: Database, now: Date, links: Mailer): Promise<void> {
  const context: MailContext = { publicUrl: links.publicUrl, outbox: links.outbox, now };
  await sendDeadlineReminders(database, context);
  await sendOverdueNotices(database, context);
  await sendNewRequestDigests(database, context);
}

/** Starts the tick in this process; stopped (waiting for a running tick) when the app closes. */
export function startCaseScheduler(app: FastifyInstance): void {
  const loop = startPeriodic(
    'case-scheduler',
    CASE_SCHEDULER_INTERVAL_MS,
    () => runCaseSchedule(app.database, app.clock(), mailerOf(app)),
    app.log,
  );
  app.addHook('onClose', async () => loop.stop());
}

/** One reminder to the enabler of each open case whose deadline is less than a day away. */
async function sendDeadlineReminders(database: Database, context: MailContext): Promise<void> {
  const range = { from: context.now.toISOString(), until: new Date(context.now.getTime() + DAY_MS).toISOString() };
  await sendNotices(
    database,
    'reminder',
    range,
    async (trx, claimed, assignee) => {
      const enabler = activeUser(assignee);
      if (!enabler) return;
      const data = { question: claimed.question, deadline: claimed.deadline, caseUrl: enablerCaseUrl(context.publicUrl, claimed.id) };
      await mailEnabler(trx, enabler, claimed.id, 'deadline-reminder', data, context);
    },
    context.now,
  );
}

/** One overdue notice to the enabler and to each operator of every open case past its deadline. */
async function sendOverdueNotices(database: Database, context: MailContext): Promise<void> {
  await sendNotices(
    database,
    'overdue',
    { until: context.now.toISOString() },
    async (trx, claimed, assignee) => {
      const enabler = activeUser(assignee);
      // A disabled enabler is not written to, but the operators still learn whose case it was.
      const data = { enablerName: assignee?.user.name ?? 'The enabler', question: claimed.question, deadline: claimed.deadline };
      if (enabler)
        await mailEnabler(
          trx,
          enabler,
          claimed.id,
          'case-overdue',
          { ...data, caseUrl: enablerCaseUrl(context.publicUrl, claimed.id) },
          context,
        );
      for (const operator of await listNotifiedOperators(trx)) {
        await mailStaff(trx, operator, 'case-overdue', { ...data, caseUrl: operatorCaseUrl(context.publicUrl, claimed.id) }, context);
      }
    },
    context.now,
  );
}

type Trx = Kysely<DB>;

const activeUser = (account: Account | undefined): User | undefined => (account?.status === 'active' ? account.user : undefined);

/**
 * For each case whose notice is due: claims it (only one process can), records it in the case's
 * history and queues its mail, in one transaction per case.
 */
async function sendNotices(
  database: Database,
  action: 'reminder' | 'overdue',
  range: { from?: string; until: string },
  mail: (trx: Trx, claimed: schedule.ClaimedCase, assignee: Account | undefined) => Promise<void>,
  now: Date,
): Promise<void> {
  const notice = action === 'reminder' ? 'reminder_sent_at' : 'overdue_sent_at';
  const stamp = now.toISOString();
  for (const { id, deadline } of await schedule.listCasesDue(database.db, notice, range, BATCH)) {
    await database.writeTransaction(async (trx) => {
      const claimed = await schedule.claimNotice(trx, notice, id, deadline, stamp);
      if (!claimed) return;
      await recordNotice(trx, claimed, action, stamp);
      await mail(trx, claimed, await findAccountWithin(trx, claimed.assignedTo));
    });
  }
}

/** The history row of a scheduled notice (nobody's action). */
async function recordNotice(trx: Trx, claimed: schedule.ClaimedCase, action: 'reminder' | 'overdue', stamp: string) {
  await repository.insertCaseEvent(trx, {
    id: newId(),
    case_id: claimed.id,
    actor_id: null,
    action,
    from_status: claimed.status,
    to_status: claimed.status,
    from_assignee: claimed.assignedTo,
    to_assignee: claimed.assignedTo,
    case_version: claimed.version,
    created_at: stamp,
    note: null,
  });
}

/**
 * Whether a new case is still waiting for the operators when the digest is sent: not Completed,
 * assigned to nobody (handed back counts), and not made a case by the digest's own recipient.
 * A case assigned or completed meanwhile is already in someone's hands and is left out (issue 26).
 */
function isWaitingFor(item: schedule.DigestCandidate, recipientId: string): boolean {
  return item.status !== 'Completed' && item.assignedTo === null && item.createdBy !== recipientId;
}

/**
 * Per operator, at most one digest each DIGEST_INTERVAL_MS, listing the cases created since her
 * previous one that are still waiting when it is sent (isWaitingFor); nothing when none is. The
 * cases looked at and left out are passed over for good: her digest moves on past them.
 */
async function sendNewRequestDigests(database: Database, context: MailContext): Promise<void> {
  const stamp = context.now.toISOString();
  const until = new Date(context.now.getTime() - DIGEST_SETTLE_MS).toISOString();
  const firstFrom = new Date(context.now.getTime() - FIRST_DIGEST_LOOKBACK_MS).toISOString();
  const throttledAfter = new Date(context.now.getTime() - DIGEST_INTERVAL_MS).toISOString();
  // Only those who chose the batch (the default); the others are told at once, or not by e-mail.
  for (const operator of await notifiedOperatorsChoosing(database.db, 'batch')) {
    await database.writeTransaction(async (trx) => {
      const read = await schedule.findOrCreateDigest(trx, operator._id, firstFrom, stamp);
      if (read.lastSentAt !== null && read.lastSentAt > throttledAfter) return;
      const cases = await schedule.listCasesCreatedBetween(trx, { createdAt: read.coveredUntil, id: read.coveredCaseId }, until, BATCH);
      const last = cases.at(-1);
      if (!last) return;
      const waiting = cases.filter((item) => isWaitingFor(item, operator._id));
      // Nothing to send: move past what was looked at, without counting a digest as sent.
      const next = { lastSentAt: waiting.length > 0 ? stamp : read.lastSentAt, coveredUntil: last.createdAt, coveredCaseId: last.id };
      if (!(await schedule.claimDigest(trx, operator._id, read, next))) return;
      if (waiting.length === 0) return;
      const requests = waiting.map((item) => ({
        requesterFirstName: firstNameOf(item.requesterName),
        question: item.question,
        createdAt: item.createdAt,
      }));
      await mailStaff(trx, operator, 'new-requests-digest', { requests, dashboardUrl: dashboardUrl(context.publicUrl) }, context);
    });
  }
}
