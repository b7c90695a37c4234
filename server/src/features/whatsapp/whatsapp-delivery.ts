import type { WhatsAppStatus } from '@wfc/shared';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import { countNumberFailure, hasMessageWithWaId, moveMessageStatus, resetNumberFailures } from './delivery.repository';
import { NUMBER_ERROR_CODES } from './whatsapp-client';

/** A status the webhook reports for a message the club sent. */
export interface DeliveryStatus {
  /** The Cloud API's id of the message (`statuses[].id`). */
  waMessageId: string;
  status: 'sent' | 'delivered' | 'read' | 'failed';
  /** `statuses[].errors[0].code` of a failed status. */
  errorCode?: number;
  /** When it happened (the status's timestamp), ISO 8601. */
  at: string;
}

/** What applying a status did: `moved`, or `ignored` (unknown message, or already there or past it). */
export type DeliveryOutcome = 'moved' | 'ignored';

/**
 * The states a status may move a message from: forward only (sent < delivered < read), and failed
 * only before it was delivered. A message still `sending` may be reported before the worker has
 * stored its id: the webhook's runner then keeps the status for later (`isKnownMessage`).
 */
const MOVES_FROM: Record<DeliveryStatus['status'], WhatsAppStatus[]> = {
  sent: ['queued', 'sending'],
  delivered: ['queued', 'sending', 'sent'],
  read: ['queued', 'sending', 'sent', 'delivered'],
  failed: ['queued', 'sending', 'sent'],
};

/**
 * Whether the club's message with this Cloud API id is stored yet. Meta may report a status in the
 * moment between its answer to the worker and the worker storing the id the answer gave: such a
 * status waits (the webhook's runner tries its body again) rather than being lost.
 */
export function isKnownMessage(trx: Kysely<DB>, waMessageId: string): Promise<boolean> {
  return hasMessageWithWaId(trx, waMessageId);
}

/**
 * Applies one status from the webhook, in the caller's transaction (the one that records the
 * receipt): never moves a message backwards. A failure whose code names the number (or that has no
 * code) counts on it, the third in a row marking it failing; a delivery or a read clears the count.
 * A failure with another code (a paused template, a rate) is the club's, not her number's.
 */
export async function applyDeliveryStatus(trx: Kysely<DB>, report: DeliveryStatus): Promise<DeliveryOutcome> {
  const failed = report.status === 'failed';
  const moved = await moveMessageStatus(trx, report.waMessageId, {
    status: report.status,
    from: MOVES_FROM[report.status],
    at: report.at,
    ...(failed ? { error: report.errorCode === undefined ? 'failed, as the webhook reported' : `failed, code ${report.errorCode}` } : {}),
  });
  if (!moved) return 'ignored';
  if (moved.membership_id !== null) {
    if (failed && (report.errorCode === undefined || NUMBER_ERROR_CODES.has(report.errorCode))) {
      await countNumberFailure(trx, moved.membership_id, report.at);
    } else if (report.status === 'delivered' || report.status === 'read') {
      await resetNumberFailures(trx, moved.membership_id, report.at);
    }
  }
  return 'moved';
}
