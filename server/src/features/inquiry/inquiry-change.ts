import type { Inquiry, InquiryStatus } from '@wfc/shared';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import { conflict, notFound } from '../../lib/app-error';
import { newId } from '../../lib/ids';
import * as repository from './inquiry.repository';
import type { StoredInquiry } from './inquiry.repository';

/** What the enabler's and the operators' services share: who may see an inquiry, and one recorded change. */

const INQUIRY_NOT_FOUND = 'We could not find that inquiry.';
const INQUIRY_ALREADY_ANSWERED = 'This inquiry has already been answered. Please reload to see where it stands.';

/** Whose inquiries a staff member works: an enabler her own, operators those of profiles without an account. */
export type InquiryOwner = { enablerId: string } | 'operators';

/**
 * The inquiry if `owner` works it; 404 otherwise, the same as an unknown id, so nobody learns that
 * another enabler's inquiry exists.
 */
export async function findOwnedInquiry(db: Kysely<DB>, id: string, owner: InquiryOwner): Promise<StoredInquiry> {
  const found = await repository.findInquiryById(db, id);
  const mine = found && (owner === 'operators' ? found.assignedUserId === null : found.assignedUserId === owner.enablerId);
  if (!found || !mine) throw notFound(INQUIRY_NOT_FOUND);
  return found;
}

/** One change of an owned inquiry: from one of `from` to `to`, by whom, with what note. */
export interface InquiryChange {
  id: string;
  owner: InquiryOwner;
  from: readonly InquiryStatus[];
  to: InquiryStatus;
  actorId: string;
  note?: string | null;
  declineReason?: string | null;
}

/**
 * Moves an owned inquiry from one of `from` to `to` and records who did it, in the caller's
 * transaction; 409 when it is no longer in one of `from` (a concurrent change got there first).
 */
export async function changeOwnedInquiry(trx: Kysely<DB>, change: InquiryChange, now: Date): Promise<Inquiry> {
  const changed = await tryChangeOwnedInquiry(trx, change, now);
  if (!changed) throw conflict(INQUIRY_ALREADY_ANSWERED);
  return changed;
}

/** The same, but undefined rather than 409 when another change got there first. */
export async function tryChangeOwnedInquiry(trx: Kysely<DB>, change: InquiryChange, now: Date): Promise<Inquiry | undefined> {
  const before = await findOwnedInquiry(trx, change.id, change.owner);
  const stamp = now.toISOString();
  const changed = await repository.changeInquiryStatus(trx, {
    id: change.id,
    from: change.from,
    to: change.to,
    now: stamp,
    declineReason: change.declineReason,
  });
  if (!changed) return undefined;
  await repository.insertInquiryEvent(trx, {
    id: newId(),
    inquiry_id: change.id,
    actor_id: change.actorId,
    from_status: before.item.status,
    to_status: change.to,
    note: change.note ?? null,
    created_at: stamp,
  });
  return changed.item;
}
