import type { Case, CaseStatus, HandBackBody, UpdateCaseBody, User } from '@wfc/shared';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database';
import type { DB } from '../../db/schema';
import { badRequest, conflict, notFound } from '../../lib/app-error';
import { newId } from '../../lib/ids';
import { assertRole } from '../../lib/permissions';
import { findActiveEnabler } from '../users/user.service';
import * as repository from './case.repository';
import type { CaseState } from './case.repository';
import { asSeenByEnabler } from './case.service';
import { enablerCaseUrl, firstNameOf, mailOperators, mailRequester, mailEnabler, operatorCaseUrl, type MailContext } from './case-mail';
import type { Mailer } from '../mail/outbox.service';

/** The case state machine (decision 007): assign, accept, complete, hand back (reopen: case-reopen.service.ts); each with its history row and mail. */

export const CASE_NOT_FOUND = 'We could not find that case.';
export const ALREADY_COMPLETED = 'This case is already completed.';
const CHANGED_MEANWHILE = 'This case was just changed by someone else. Please reload and try again.';

type CaseAction = 'assigned' | 'accepted' | 'completed' | 'handed-back' | 'reopened';

interface PlannedChange {
  action: CaseAction;
  status: CaseStatus;
  assignedTo: string | null;
  deadline: string | null;
  /** The reason of a hand-back, kept in the history. */
  note?: string;
}

/**
 * Decides a change from the case as it is (throwing 404/409 when the change is not allowed), or
 * returns undefined when nothing would change.
 */
export type PlanChange = (state: CaseState | undefined) => PlannedChange | undefined;

/** Queues the change's notifications inside its transaction, from the case as it was and as it is now. */
export type NotifyChange = (trx: Kysely<DB>, before: CaseState, after: Case) => Promise<void>;

// A message or a scheduled notice also moves a case's version; a change planned on the version
// before it is planned again on what is there now, a few times, before giving up with 409.
const MAX_ATTEMPTS = 3;

/**
 * Reads the case, plans the change, writes it only if the case is still at the version read, and
 * records it in case_events with its notifications, all in one transaction. When another change
 * got in first, the plan is judged again on what is there now, so the caller gets the 404/409 it
 * would have got anyway, and a change still allowed is applied.
 */
async function changeCase(
  database: Database,
  caseId: string,
  actor: User,
  now: Date,
  plan: PlanChange,
  notify?: NotifyChange,
): Promise<Case> {
  return database.writeTransaction((trx) => changeCaseWithin(trx, caseId, actor, now, plan, notify));
}

/** changeCase inside the caller's transaction, for a change that is part of a larger one (an account's deactivation). */
export async function changeCaseWithin(
  trx: Kysely<DB>,
  caseId: string,
  actor: User,
  now: Date,
  plan: PlanChange,
  notify?: NotifyChange,
): Promise<Case> {
  const stamp = now.toISOString();
  let state = await repository.findCaseState(trx, caseId);
  let change = plan(state);
  for (let attempt = 1; state && change; attempt += 1) {
    const applied = await repository.updateCaseIfUnchanged(trx, caseId, state.version, {
      status: change.status,
      assignedTo: change.assignedTo,
      deadline: change.deadline,
      updatedAt: stamp,
      // Completing stamps the time (the requester's links live 30 days after it); reopening clears it.
      ...(change.status === 'Completed'
        ? { completed: { at: stamp, createdAt: state.createdAt } }
        : state.status === 'Completed'
          ? { completed: null }
          : {}),
      resetNotices: change.deadline !== state.deadline,
    });
    if (applied) break;
    if (attempt === MAX_ATTEMPTS) throw conflict(CHANGED_MEANWHILE);
    state = await repository.findCaseState(trx, caseId);
    change = plan(state);
  }
  if (state && change) {
    await repository.insertCaseEvent(trx, {
      id: newId(),
      case_id: caseId,
      actor_id: actor._id,
      action: change.action,
      from_status: state.status,
      to_status: change.status,
      from_assignee: state.assignedTo,
      to_assignee: change.assignedTo,
      case_version: state.version + 1,
      created_at: stamp,
      note: change.note ?? null,
    });
  }
  const updated = await repository.findAssignedCase(trx, caseId);
  if (!updated) throw notFound(CASE_NOT_FOUND);
  if (state && change && notify) await notify(trx, state, updated.item);
  // An enabler's answer follows her view's rule for the requester's address.
  return actor.role === 'enabler' ? asSeenByEnabler(updated) : updated.item;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Assigns a case to an active enabler and e-mails her the question. The first assignment sets the
 * deadline (now + the configured days); assigning to another enabler puts an Accepted case back to
 * Pending; assigning to the current assignee changes nothing and sends nothing.
 */
export async function assignCase(
  database: Database,
  input: { caseId: string; enablerId: string },
  actor: User,
  now: Date,
  policy: { deadlineDays: number } & Mailer,
): Promise<Case> {
  assertRole(actor, 'operator', 'admin');
  const enabler = await findActiveEnabler(database, input.enablerId);
  if (!enabler) {
    const message = 'Please choose an active enabler.';
    throw badRequest(message, { enablerId: message });
  }
  const plan: PlanChange = (state) => {
    if (!state) throw notFound(CASE_NOT_FOUND);
    if (state.status === 'Completed') throw conflict(ALREADY_COMPLETED);
    if (state.assignedTo === enabler._id) return undefined;
    return {
      action: 'assigned',
      status: 'Pending',
      assignedTo: enabler._id,
      deadline: state.deadline ?? new Date(now.getTime() + policy.deadlineDays * DAY_MS).toISOString(),
    };
  };
  return changeCase(database, input.caseId, actor, now, plan, async (trx, _before, after) => {
    await mailEnabler(
      trx,
      enabler,
      after._id,
      'case-assigned',
      {
        requesterFirstName: firstNameOf(after.requesterName),
        question: after.question,
        deadline: after.deadline,
        caseUrl: enablerCaseUrl(policy.publicUrl, after._id),
      },
      { publicUrl: policy.publicUrl, outbox: policy.outbox, now },
    );
  });
}

/** The case if it is the enabler's and still open: 404 for anyone else's, 409 once Completed. */
function ownOpenCase(state: CaseState | undefined, actor: User): CaseState {
  if (!state || state.assignedTo !== actor._id) throw notFound(CASE_NOT_FOUND);
  if (state.status === 'Completed') throw conflict(ALREADY_COMPLETED);
  return state;
}

/** The calling enabler accepts one of their Pending cases; 404 for anyone else's case. */
export async function acceptCase(database: Database, caseId: string, actor: User, now: Date): Promise<Case> {
  assertRole(actor, 'enabler');
  return changeCase(database, caseId, actor, now, (state) => {
    if (!state || state.assignedTo !== actor._id) throw notFound(CASE_NOT_FOUND);
    if (state.status !== 'Pending') throw conflict('Only a Pending case can be accepted.');
    return { action: 'accepted', status: 'Accepted', assignedTo: state.assignedTo, deadline: state.deadline };
  });
}

/**
 * The calling enabler marks one of their cases Completed (from Pending or Accepted); the requester
 * is told, with a fresh link that asks for her rating. Whether she replied first is the screens'
 * question, not the API's: the contract completes a Pending case directly (issue 38).
 */
export async function completeCase(
  database: Database,
  input: { caseId: string } & UpdateCaseBody,
  actor: User,
  now: Date,
  links: Mailer,
): Promise<Case> {
  assertRole(actor, 'enabler');
  const plan: PlanChange = (state) => {
    const own = ownOpenCase(state, actor);
    return { action: 'completed', status: input.status, assignedTo: own.assignedTo, deadline: own.deadline };
  };
  return changeCase(database, input.caseId, actor, now, plan, async (trx, _before, after) => {
    const target = { caseId: after._id, email: after.requesterEmail, name: after.requesterName };
    const data = { requesterName: after.requesterName, enablerName: actor.name, question: after.question };
    await mailRequester(trx, target, { kind: 'case-completed', data }, { publicUrl: links.publicUrl, outbox: links.outbox, now });
  });
}

/**
 * The calling enabler gives one of her open cases back: unassigned, Pending, no deadline; the
 * reason goes into the history and to every operator.
 */
export async function handBackCase(
  database: Database,
  input: { caseId: string } & HandBackBody,
  actor: User,
  now: Date,
  links: Mailer,
): Promise<Case> {
  assertRole(actor, 'enabler');
  const context: MailContext = { publicUrl: links.publicUrl, outbox: links.outbox, now };
  const plan: PlanChange = (state) => {
    ownOpenCase(state, actor);
    return { action: 'handed-back', status: 'Pending', assignedTo: null, deadline: null, note: input.reason };
  };
  return changeCase(database, input.caseId, actor, now, plan, async (trx, _before, after) => {
    const data = { enablerName: actor.name, reason: input.reason, question: after.question };
    await mailOperators(trx, 'case-handed-back', data, context, after._id);
  });
}

/** A case that went back to the queue, as the operators' e-mail names it. */
export interface ReturnedCase {
  question: string;
  caseUrl: string;
}

/**
 * An admin deactivates an account (or takes the enabler role from it): each of its open cases goes
 * back to the queue as a hand-back would (unassigned, Pending, no deadline, a history row with
 * `note`), inside the caller's transaction. Returns the cases that went back, for the operators'
 * e-mail (users/work-handback.ts).
 */
export async function returnOpenCasesOf(
  trx: Kysely<DB>,
  input: { accountId: string; note: string },
  actor: User,
  now: Date,
  links: Mailer,
): Promise<ReturnedCase[]> {
  assertRole(actor, 'admin');
  const returned: ReturnedCase[] = [];
  for (const caseId of await repository.listOpenCaseIdsAssignedTo(trx, input.accountId)) {
    const plan: PlanChange = (state) => {
      // Completed or given to someone else meanwhile: nothing to return.
      if (!state || state.assignedTo !== input.accountId || state.status === 'Completed') return undefined;
      return { action: 'handed-back', status: 'Pending', assignedTo: null, deadline: null, note: input.note };
    };
    await changeCaseWithin(trx, caseId, actor, now, plan, async (_trx, _before, after) => {
      returned.push({ question: after.question, caseUrl: operatorCaseUrl(links.publicUrl, after._id) });
    });
  }
  return returned;
}
