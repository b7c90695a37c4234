import type { WhatsAppCause } from '@wfc/shared';
import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import type { Database } from '../../db/database';
import { parseJsonColumnOr } from '../../db/json-column';
import { countNumberFailure, findNumberState, resetNumberFailures } from './delivery.repository';
import * as repository from './messages.repository';
import type { WhatsAppMessageRow } from './messages.repository';
import { maskedNumber } from './phone';
import { CloudApiError, isTemporary, namesTheNumber, sendCloudMessage, type CloudApiSettings, type CloudMessage } from './whatsapp-client';
import type { WhatsApp } from './whatsapp';

/** What a sending pass needs; built once per app by `registerWhatsApp`. */
export interface WhatsAppWorkerContext {
  database: Database;
  /** The Cloud API's address and token (config.whatsapp). */
  api: CloudApiSettings;
  /** WHATSAPP_RATE_PER_SECOND: messages handed to the Cloud API per second, all processes together. */
  ratePerSecond: number;
  /** How long a claim lasts before another process may take the message over. */
  leaseMs: number;
  clock: () => Date;
  log: FastifyBaseLogger;
  /** True once the process is shutting down: nothing new is handed to the Cloud API. */
  stopping: () => boolean;
  /** The app's WhatsApp: opens a code's sealed copy. */
  whatsapp: Pick<WhatsApp, 'openSecrets'>;
}

/** What one pass did, for tests and the runner's log. */
export interface WhatsAppPassReport {
  sent: number;
  retried: number;
  failed: number;
  /** Claimed but not sent: her number was stopped, is failing or is gone (failed with the reason). */
  skipped: number;
  /** Found `sending` past their lease: failed, never sent twice. */
  abandoned: number;
  released: number;
  /** The rate's second was full while messages were due: the runner looks again a second later. */
  limited: boolean;
}

/** Waits before attempts 2 to 6 after a temporary failure; after the sixth, the message has failed. */
export const RETRY_DELAYS_MS = [1, 5, 30, 120, 720].map((minutes) => minutes * 60_000);
/** A claim's length: the rate's wait, the call's 10 s and more besides. */
export const LEASE_MS = 60_000;

// Claimed per statement at most; the rate usually claims fewer.
const BATCH_SIZE = 50;
// Calls in flight at once in one process.
const LANES = 4;
const Params = z.array(z.string());
// What she asked for herself goes to a number she stopped: the code she requested on her page, and the answer to her STOP or START.
const PAST_STOP: ReadonlySet<WhatsAppCause> = new Set(['number-code', 'stop-confirmed']);

/**
 * One sending pass: fails the messages a dead process left `sending`, then claims due messages
 * within the rate and sends them until none is due or the rate's second is full.
 *
 * The rate holds across processes: each claim counts the claims of the last second in the table
 * (every process's) and takes at most what is left of `ratePerSecond`; claims take turns (a
 * transaction lock on PostgreSQL, the one writer on SQLite). A process sends what it claimed at
 * once, so the Cloud API sees about `ratePerSecond` calls a second, whatever the number of processes.
 */
export async function deliverDueWhatsApp(context: WhatsAppWorkerContext): Promise<WhatsAppPassReport> {
  const report: WhatsAppPassReport = { sent: 0, retried: 0, failed: 0, skipped: 0, abandoned: 0, released: 0, limited: false };
  const { database } = context;
  report.abandoned = await repository.failStaleSending(database.db, context.clock().toISOString());
  if (report.abandoned > 0) context.log.warn({ messages: report.abandoned }, 'WhatsApp messages left sending by a stopped process failed');
  while (!context.stopping()) {
    const now = context.clock();
    const leaseUntil = new Date(now.getTime() + context.leaseMs).toISOString();
    const claim = await database.writeTransaction((trx) =>
      repository.claimDueMessages(trx, database.engine, {
        now: now.toISOString(),
        leaseUntil,
        recentLeaseAfter: new Date(now.getTime() - 1000 + context.leaseMs).toISOString(),
        ratePerSecond: context.ratePerSecond,
        limit: BATCH_SIZE,
      }),
    );
    await sendClaimed(context, claim.rows, leaseUntil, report);
    if (claim.limited) {
      report.limited = true;
      break;
    }
    if (claim.rows.length < BATCH_SIZE) break;
  }
  return report;
}

async function sendClaimed(context: WhatsAppWorkerContext, rows: WhatsAppMessageRow[], leaseUntil: string, report: WhatsAppPassReport) {
  let next = 0;
  const lane = async () => {
    for (let row = rows[next++]; row; row = rows[next++]) await sendOne(context, row, leaseUntil, report);
  };
  await Promise.all(Array.from({ length: Math.min(LANES, rows.length) }, lane));
}

/** Why a claimed message may no longer go, or undefined when it may. */
async function reasonToSkip(context: WhatsAppWorkerContext, row: WhatsAppMessageRow): Promise<string | undefined> {
  if (row.membership_id === null) return 'her number was removed';
  const number = await findNumberState(context.database.db, row.membership_id);
  if (!number || number.phone !== row.to_phone) return 'her number was removed or changed';
  if (number.opted_out_at !== null && !PAST_STOP.has(row.cause)) return 'she stopped WhatsApp messages (STOP)';
  if (number.failing_since !== null) return 'her number keeps failing';
  return undefined;
}

/** The call a row makes: its template with its parameters (the code opened from its seal), or its text. */
function cloudMessageOf(context: WhatsAppWorkerContext, row: WhatsAppMessageRow): CloudMessage | string {
  if (row.kind === 'text')
    return row.text === null ? 'a text message without its text' : { kind: 'text', to: row.to_phone, text: row.text };
  if (row.template === null) return 'a template message without its template';
  let params = parseJsonColumnOr(Params, row.params, undefined);
  if (row.secrets !== null) params = context.whatsapp.openSecrets(row.id, row.secrets);
  if (params === undefined) return 'its parameters could not be read (JWT_SECRET changed since it was queued?)';
  const copyCode = row.template === 'wfc_number_code' ? params[0] : undefined;
  return { kind: 'template', to: row.to_phone, template: row.template, locale: row.locale, params, ...(copyCode ? { copyCode } : {}) };
}

async function sendOne(context: WhatsAppWorkerContext, row: WhatsAppMessageRow, leaseUntil: string, report: WhatsAppPassReport) {
  const { db } = context.database;
  const stamp = () => context.clock().toISOString();
  const logged = { whatsappId: row.id, to: maskedNumber(row.to_phone), template: row.template ?? undefined, cause: row.cause };
  if (context.stopping()) {
    await repository.releaseClaim(db, row.id, leaseUntil, stamp());
    report.released += 1;
    return;
  }
  const skip = await reasonToSkip(context, row);
  const message = skip === undefined ? cloudMessageOf(context, row) : skip;
  if (typeof message === 'string') {
    await repository.failClaimed(db, row.id, leaseUntil, { error: `Not sent: ${message}`, now: stamp() });
    report.skipped += 1;
    context.log.info({ ...logged, reason: message }, 'WhatsApp message not sent');
    return;
  }
  // Marked before the call: if this process dies during it, the message is failed, never sent twice.
  const attempts = await repository.markSending(
    db,
    row.id,
    leaseUntil,
    new Date(context.clock().getTime() + context.leaseMs).toISOString(),
  );
  if (attempts === undefined) return; // the lease ran out and another process has it
  let waMessageId: string;
  try {
    ({ waMessageId } = await sendCloudMessage(context.api, message));
  } catch (error) {
    if (!(error instanceof CloudApiError)) throw error;
    await recordFailure(context, row, attempts, error, report, logged);
    return;
  }
  const now = stamp();
  await context.database.writeTransaction(async (trx) => {
    if (await repository.markSent(trx, row.id, attempts, { waMessageId, now })) {
      if (row.membership_id !== null) await resetNumberFailures(trx, row.membership_id, now);
    }
  });
  report.sent += 1;
  context.log.debug({ ...logged, attempt: attempts }, 'WhatsApp message sent');
}

async function recordFailure(
  context: WhatsAppWorkerContext,
  row: WhatsAppMessageRow,
  attempts: number,
  error: CloudApiError,
  report: WhatsAppPassReport,
  logged: Record<string, unknown>,
) {
  const now = context.clock().toISOString();
  const delay = RETRY_DELAYS_MS[attempts - 1];
  const gaveUp = !isTemporary(error) || delay === undefined;
  const countsOn = namesTheNumber(error) ? row.membership_id : null;
  await context.database.writeTransaction(async (trx) => {
    await repository.endAttempt(trx, row.id, attempts, {
      status: gaveUp ? 'failed' : 'queued',
      nextAttemptAt: gaveUp ? now : new Date(Date.parse(now) + delay).toISOString(),
      error: error.message,
      now,
    });
    if (countsOn !== null) await countNumberFailure(trx, countsOn, now);
  });
  report[gaveUp ? 'failed' : 'retried'] += 1;
  context.log.warn(
    { ...logged, attempt: attempts, reason: error.message, fbtraceId: error.fbtraceId },
    gaveUp ? 'WhatsApp message failed' : 'WhatsApp message will be retried',
  );
}
