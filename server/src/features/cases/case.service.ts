import type { Case } from '@wfc/shared';
import type { Database } from '../../db/database';
import { newId } from '../../lib/ids';
import * as repository from './case.repository';

export interface NewCaseInput {
  question: string;
  requesterName: string;
  requesterEmail: string;
  source: 'help_form' | 'chat';
}

/** Opens a `Pending` case and records its creation, in one transaction. */
export async function createCase(database: Database, input: NewCaseInput, now: Date): Promise<Case> {
  const id = newId();
  const stamp = now.toISOString();
  await database.writeTransaction(async (trx) => {
    await repository.insertCase(trx, {
      id,
      question: input.question,
      requester_name: input.requesterName,
      requester_email: input.requesterEmail,
      status: 'Pending',
      assigned_to: null,
      deadline: null,
      source: input.source,
      created_at: stamp,
      updated_at: stamp,
    });
    await repository.insertCaseEvent(trx, {
      id: newId(),
      case_id: id,
      actor_id: null,
      action: 'created',
      from_status: null,
      to_status: 'Pending',
      from_assignee: null,
      to_assignee: null,
      created_at: stamp,
    });
  });
  return {
    _id: id,
    question: input.question,
    requesterName: input.requesterName,
    requesterEmail: input.requesterEmail,
    status: 'Pending',
    deadline: null,
    assignedTo: null,
    createdAt: stamp,
  };
}

export const findCaseById = (database: Database, id: string) => repository.findCaseById(database.db, id);
export const listCaseEvents = (database: Database, id: string) => repository.listCaseEvents(database.db, id);
