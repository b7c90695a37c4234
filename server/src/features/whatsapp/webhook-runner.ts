import type { FastifyInstance } from 'fastify';
import { newId } from '../../lib/ids';
import { startPassLoop } from '../../lib/periodic';
import { processWebhookBody, type InboundContext } from './inbound';
import * as repository from './inbound.repository';

/**
 * The webhook's runner (issue 44), in each process: every 2 s, and right after this process stored a
 * body, it claims unprocessed bodies under a lease and applies their events (each once: the receipts,
 * `inbound.ts`). A body whose processing failed is claimed again when its lease ends; one still
 * failing after a day is given up, logged, so that it cannot hold the runner for ever. A body with a
 * status of a message the worker has not stored the id of yet (Meta can report it in the moment
 * between answering the worker and the worker's commit) is claimed again the same way, its other
 * events already applied and not again; after ten minutes such a status is of no message the club
 * sent, and the body is done.
 */

const POLL_MS = 2_000;
const LEASE_MS = 60_000;
const BATCH = 20;
const GIVE_UP_MS = 24 * 60 * 60_000;
const WAIT_FOR_MESSAGE_MS = 10 * 60_000;

/** The context of the webhook's processing, from the app (undefined without the club's WhatsApp account). */
export function inboundContextOf(app: FastifyInstance): InboundContext | undefined {
  const settings = app.config.whatsapp;
  if (!settings) return undefined;
  return {
    database: app.database,
    secret: app.config.jwtSecret,
    phoneNumberId: settings.phoneNumberId,
    queueText: (trx, text, now) => app.whatsapp.queueText(trx, text, now),
    clock: app.clock,
    log: app.log.child({ feature: 'whatsapp-webhook' }),
    inboxChanged: () => app.staffFeed.publish({ kind: 'inbox' }),
  };
}

/** Stores a body as received (before the webhook answers 200). */
export async function storeWebhookBody(context: Pick<InboundContext, 'database' | 'clock'>, body: string): Promise<void> {
  await repository.insertWebhook(context.database.db, { id: newId(), body, receivedAt: context.clock().toISOString() });
}

/** Claims and processes stored bodies until none is left; returns how many were processed. */
export async function processStoredWebhooks(context: InboundContext): Promise<number> {
  let done = 0;
  for (;;) {
    const now = context.clock();
    const claimed = await context.database.writeTransaction((trx) =>
      repository.claimWebhooks(trx, context.database.engine, {
        now: now.toISOString(),
        leaseUntil: new Date(now.getTime() + LEASE_MS).toISOString(),
        limit: BATCH,
      }),
    );
    if (claimed.length === 0) return done;
    for (const row of claimed) {
      const outcome = await processWebhookBody(context, row.body).catch((error: unknown) => {
        const givenUp = context.clock().getTime() - Date.parse(row.received_at) >= GIVE_UP_MS;
        context.log.error(
          { err: error, webhookId: row.id },
          givenUp
            ? 'a WhatsApp webhook body kept failing for a day; it is given up'
            : 'a WhatsApp webhook body failed; it is tried again later',
        );
        return givenUp ? null : undefined;
      });
      if (outcome === undefined) continue;
      if (outcome && outcome.waiting > 0) {
        const waited = context.clock().getTime() - Date.parse(row.received_at);
        if (waited < WAIT_FOR_MESSAGE_MS) continue;
        context.log.info({ webhookId: row.id, waiting: outcome.waiting }, 'WhatsApp statuses of no message the club sent are let go');
      }
      await repository.markWebhookProcessed(context.database.db, row.id, context.clock().toISOString());
      done += 1;
      if (outcome) context.log.info({ webhookId: row.id, ...outcome }, 'WhatsApp webhook processed');
    }
    // What failed stays claimed until its lease ends: the next pass, not this loop, tries it again.
    if (claimed.length < BATCH) return done;
  }
}

/** This process's runner: a pass every 2 s and on `poke()`; one pass at a time; stopped on close. */
export function startWebhookRunner(context: InboundContext): { poke(): void; stop(): Promise<void> } {
  const loop = startPassLoop('WhatsApp webhook', POLL_MS, async () => void (await processStoredWebhooks(context)), context.log);
  return { poke: () => void loop.run(), stop: () => loop.stop() };
}
