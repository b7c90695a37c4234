import type { Locale, WhatsAppStatus, WhatsAppTemplate } from '@wfc/shared';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import { parseJsonColumn } from '../../../db/json-column';
import type { DB } from '../../../db/schema';
import { phoneHashOf } from '../phone';
import * as repository from './test-kit.repository';

/**
 * What the causes' tests need of WhatsApp (issue 44): a member's verified number as confirming it
 * leaves it (choices as she set them, STOP, failing), the notices queued read back with their
 * parameters, and their delivery moved on as the webhook would, for the reach counts.
 */

/** The environment of an app that sends WhatsApp (nothing is sent in these tests: the address only has to be well formed). */
export const WHATSAPP_TEST_ENV = {
  WHATSAPP_TOKEN: 'EAAtest-access-token',
  WHATSAPP_PHONE_NUMBER_ID: '106540352242922',
  WHATSAPP_APP_SECRET: 'test-app-secret',
  WHATSAPP_VERIFY_TOKEN: 'test-verify-token',
  WHATSAPP_API_URL: 'http://127.0.0.1:9/v21.0',
};

export interface VerifiedNumber {
  /** E.164. */
  phone: string;
  locale?: Locale;
  eventUpdates?: boolean;
  sessionUpdates?: boolean;
  newsletterNotices?: boolean;
  /** She replied STOP. */
  stopped?: boolean;
  /** Deliveries kept failing. */
  failing?: boolean;
}

const STAMP = '2026-11-01T09:00:00.000Z';

/** Gives the membership with address `email` a verified number; answers the membership's id. */
export async function addVerifiedNumber(db: Kysely<DB>, jwtSecret: string, email: string, number: VerifiedNumber): Promise<string> {
  const id = (await repository.membershipIdsOf(db, [email])).get(email);
  if (!id) throw new Error(`No membership with the address ${email}`);
  await repository.insertNumber(db, {
    membership_id: id,
    phone: number.phone,
    phone_hash: phoneHashOf(number.phone, jwtSecret),
    locale: number.locale ?? 'en',
    verified_at: STAMP,
    event_updates: number.eventUpdates === false ? 0 : 1,
    session_updates: number.sessionUpdates === false ? 0 : 1,
    newsletter_notices: number.newsletterNotices ? 1 : 0,
    opted_out_at: number.stopped ? STAMP : null,
    failures: number.failing ? 3 : 0,
    failing_since: number.failing ? STAMP : null,
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
