import { eventMessages } from '@wfc/shared';
import type { Kysely } from 'kysely';
import type { Engine } from '../../db/database';
import type { DB } from '../../db/schema';
import { notFound } from '../../lib/app-error';
import * as repository from './event-registrations.repository';
import type { RegistrationRow } from './event-registrations.repository';
import type { EventRow } from './event-settings';
export { heldCounts } from './event-registrations.repository';

/**
 * An event or a guest read again by a service that found it a moment before (in another
 * transaction, or before its lock): gone since, it is the 404 of any missing one, never a `row!`.
 */

export async function eventById(db: Kysely<DB>, id: string): Promise<EventRow> {
  const row = await repository.findEvent(db, id);
  if (!row) throw notFound(eventMessages.notFound);
  return row;
}

/** The event, locked for the rest of the transaction (PostgreSQL). */
export async function lockedEvent(trx: Kysely<DB>, engine: Engine, id: string): Promise<EventRow> {
  const row = await repository.lockEvent(trx, engine, id);
  if (!row) throw notFound(eventMessages.notFound);
  return row;
}

export async function guestById(db: Kysely<DB>, eventId: string, id: string): Promise<RegistrationRow> {
  const guest = await repository.findById(db, eventId, id);
  if (!guest) throw notFound(eventMessages.guestNotFound);
  return guest;
}
