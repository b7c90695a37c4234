import type { User } from '@wfc/shared';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import { newId } from '../../lib/ids';
import { assertRole } from '../../lib/permissions';
import * as repository from './inquiry.repository';

/** An inquiry that went back to the operators, as their e-mail names it. */
export interface ReturnedInquiry {
  name: string;
  question: string;
}

/**
 * Gives the unanswered inquiries (New, Viewed) of an enabler who leaves (deactivated, or no longer
 * an enabler) to the operators' inbox, in the caller's transaction, each with a history row saying
 * why; her state is kept, so an operator can close it or make it a case. Answered ones (Accepted,
 * Declined) stay hers: the visitor already has her answer.
 */
export async function returnOpenInquiriesOf(
  trx: Kysely<DB>,
  input: { accountId: string; note: string },
  actor: User,
  now: Date,
): Promise<ReturnedInquiry[]> {
  assertRole(actor, 'admin');
  const stamp = now.toISOString();
  const returned: ReturnedInquiry[] = [];
  for (const id of await repository.listUnansweredInquiryIdsAssignedTo(trx, input.accountId)) {
    const moved = await repository.unassignUnansweredInquiry(trx, id, input.accountId, stamp);
    if (!moved) continue;
    const { status, name, question } = moved.item;
    await repository.insertInquiryEvent(trx, {
      id: newId(),
      inquiry_id: id,
      actor_id: actor._id,
      from_status: status,
      to_status: status,
      note: input.note,
      created_at: stamp,
    });
    returned.push({ name, question });
  }
  return returned;
}
