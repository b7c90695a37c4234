import type { Locale, WhatsAppStatus, WhatsAppTemplate } from '@wfc/shared';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import { parseJsonColumn } from '../../../db/json-column';
import type { DB } from '../../../db/schema';
import { phoneHashOf } from '../phone';
import * as repository from './test-kit.repository';

/**
 * The one way WhatsApp's tests (its own and its causes') give a member a number (issue 44): as her
 * page leaves it (confirmed unless said otherwise, choices as she set them, STOP, failing, her last
 * message), the notices queued read back with their parameters, and their delivery moved on as the
 * webhook would, for the reach counts. The member herself is seeded first, as the test seeds members.
 */

/** The environment of an app that sends WhatsApp: the fake Cloud API's account, the API's address a closed port. */
export { WHATSAPP_TEST_ENV } from '../../../../test/fake-whatsapp';

/** A member's number as a test needs it; unset, it is confirmed, with events and sessions on, newsletters off. */
interface TestNumber {
  /** E.164. */
  phone: string;
  locale?: Locale;
  /** False: she asked for a code and has not confirmed it. */
  verified?: boolean;
  eventUpdates?: boolean;
  sessionUpdates?: boolean;
  newsletterNotices?: boolean;
  /** She replied STOP. */
  stopped?: boolean;
  /** Deliveries kept failing: 3 in a row, `failing_since` set. */
  failing?: boolean;
  /** Failed deliveries in a row short of failing (with `failing`, 3). */
  failures?: number;
  /** Her last message to the club, which opens her 24 hours. */
  lastInboundAt?: string;
}

const STAMP = '2026-11-01T09:00:00.000Z';

/**
 * Gives a membership, found by its address or given by its id, a number (confirmed unless
 * `verified` is false); answers the membership's id.
 */
export async function addVerifiedNumber(
  db: Kysely<DB>,
  jwtSecret: string,
  member: string | { membershipId: string },
  number: TestNumber,
): Promise<string> {
  const id = typeof member === 'string' ? (await repository.membershipIdsOf(db, [member])).get(member) : member.membershipId;
  if (!id) throw new Error(`No membership with the address ${String(member)}`);
  await repository.insertNumber(db, {
    membership_id: id,
    phone: number.phone,
    phone_hash: phoneHashOf(number.phone, jwtSecret),
    locale: number.locale ?? 'en',
    verified_at: number.verified === false ? null : STAMP,
    event_updates: number.eventUpdates === false ? 0 : 1,
    session_updates: number.sessionUpdates === false ? 0 : 1,
    newsletter_notices: number.newsletterNotices ? 1 : 0,
    opted_out_at: number.stopped ? STAMP : null,
    failures: number.failures ?? (number.failing ? 3 : 0),
    failing_since: number.failing ? STAMP : null,
    last_inbound_at: number.lastInboundAt ?? null,
    created_at: STAMP,
    updated_at: STAMP,
  });
  return id;
}

export interface QueuedNotice {
  id: string;
  /** Her membership's address. */
  email: string | null;
  template: WhatsAppTemplate | null;
  locale: Locale;
  params: string[];
  cause: string;
  causeId: string | null;
  status: WhatsAppStatus;
}

/** The WhatsApp messages queued for `causeId` (or all), oldest first. */
export async function queuedNotices(db: Kysely<DB>, causeId?: string): Promise<QueuedNotice[]> {
  const rows = await repository.listMessages(db, causeId);
  return rows.map((row) => ({
    id: row.id,
    email: row.email,
    template: row.template as WhatsAppTemplate | null,
    locale: row.locale,
    params: parseJsonColumn(z.array(z.string()), row.params),
    cause: row.cause,
    causeId: row.cause_id,
    status: row.status,
  }));
}

/** Moves the notices on as the webhook would report them. */
export function reportDelivery(db: Kysely<DB>, ids: string[], status: WhatsAppStatus): Promise<void> {
  return repository.setMessageStatus(db, ids, status, new Date().toISOString());
}

/** Empties the queue between tests. */
export const clearNotices = (db: Kysely<DB>) => repository.deleteMessages(db);
