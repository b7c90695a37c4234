import { type Case, type User } from '@wfc/shared';
import type { Database } from '../../db/database';
import { conflict, notFound } from '../../lib/app-error';
import { assertRole } from '../../lib/permissions';
import { findAccountWithin } from '../users/user.service';
import * as repository from './case.repository';
import { CASE_NOT_FOUND, changeCaseWithin, type PlanChange } from './case-change.service';
import { enablerCaseUrl, firstNameOf, mailRequester, mailEnabler } from './case-mail';
import type { Mailer } from '../mail/outbox.service';

const ONLY_COMPLETED_REOPENS = 'Only a completed case can be reopened.';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * An operator reopens a Completed case (issue 26: one tap had completed a case nobody answered).
 * It goes back to its enabler when she is still an active enabler, as it stood before (Accepted if
 * she had accepted it, else Pending) with a fresh deadline (now + the configured days, with its own
 * reminder and overdue notice); otherwise it goes back to the queue (unassigned, Pending, no
 * deadline). The history says who reopened it; the requester is told in her language, with a fresh
 * private link, and so is the enabler who has it again, all in the change's transaction.
 */
export async function reopenCase(
  database: Database,
  caseId: string,
  actor: User,
  now: Date,
  policy: { deadlineDays: number } & Mailer,
): Promise<Case> {
  assertRole(actor, 'operator', 'admin');
  return database.writeTransaction(async (trx) => {
    const current = await repository.findAssignedCase(trx, caseId);
    const assigneeId = current?.item.assignedTo?._id;
    const account = assigneeId ? await findAccountWithin(trx, assigneeId) : undefined;
    const enabler = account?.status === 'active' && account.user.role === 'enabler' ? account.user : undefined;
    const plan: PlanChange = (state) => {
      if (!state) throw notFound(CASE_NOT_FOUND);
      if (state.status !== 'Completed') throw conflict(ONLY_COMPLETED_REOPENS);
      // Reassigned while this was read: the change is planned on what is there now.
      const keeps = enabler !== undefined && state.assignedTo === enabler._id;
      if (!keeps) return { action: 'reopened', status: 'Pending', assignedTo: null, deadline: null };
      return {
        action: 'reopened',
        status: current?.acceptedByAssignee ? 'Accepted' : 'Pending',
        assignedTo: enabler._id,
        deadline: new Date(now.getTime() + policy.deadlineDays * DAY_MS).toISOString(),
      };
    };
    return changeCaseWithin(trx, caseId, actor, now, plan, async (trx, _before, after) => {
      const target = { caseId: after._id, email: after.requesterEmail, name: after.requesterName };
      const data = { requesterName: after.requesterName, question: after.question };
      await mailRequester(trx, target, { kind: 'case-reopened', data }, { publicUrl: policy.publicUrl, outbox: policy.outbox, now });
      if (enabler && after.assignedTo?._id === enabler._id) {
        await mailEnabler(
          trx,
          enabler,
          after._id,
          'case-reopened-staff',
          {
            requesterFirstName: firstNameOf(after.requesterName),
            question: after.question,
            deadline: after.deadline,
            caseUrl: enablerCaseUrl(policy.publicUrl, after._id),
          },
          { publicUrl: policy.publicUrl, outbox: policy.outbox, now },
        );
      }
    });
  });
}
