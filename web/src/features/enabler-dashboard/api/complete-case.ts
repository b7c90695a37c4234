import type { Case, CaseMessage } from '@wfc/shared';
import { api } from '../../../lib/api-client';
import { getEnablerCase } from './get-enabler-case';

/** POST /api/enabler/update/:caseId with the contract's body: the API completes it, asking nothing. */
function completeCase(caseId: string) {
  return api<Case>(`/api/enabler/update/${encodeURIComponent(caseId)}`, { body: { status: 'Completed' } });
}

/** Whether an enabler has written in a case's conversation: otherwise nobody has answered her. */
export function hasEnablerReply(messages: readonly CaseMessage[]): boolean {
  return messages.some((message) => message.author === 'enabler');
}

/**
 * Whether the case was replied to, from what the screen has: a case waiting for the requester was
 * answered last by its enabler; any other is read (its thread) to know.
 */
async function wasReplied(item: Pick<Case, '_id' | 'waitingFor'>): Promise<boolean> {
  if (item.waitingFor === 'requester') return true;
  const detail = await getEnablerCase(item._id);
  return hasEnablerReply(detail.messages);
}

/**
 * Completes a case, asking her first when nobody replied in it (issue 26: one tap had completed a
 * case nobody answered). The question is the screen's step, the API completes as the contract says
 * (issue 38). `replied` is what the screen already knows (the case view has the thread); without it
 * the case is looked at first. Undefined when she chose not to.
 */
export async function completeCaseAsking(
  item: Pick<Case, '_id' | 'waitingFor'> & { replied?: boolean },
  ask: () => Promise<boolean>,
): Promise<Case | undefined> {
  const replied = item.replied ?? (await wasReplied(item));
  if (!replied && !(await ask())) return undefined;
  return completeCase(item._id);
}
