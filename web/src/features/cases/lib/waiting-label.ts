import type { MessageAuthor, CaseStatus, WaitingFor } from '@wfc/shared';

/**
 * Whose turn it is, in the words of the one reading: "Waiting for you" when it is her turn, else
 * who the case waits for; null when nobody has written yet or the case is completed.
 */
export function waitingLabel(waitingFor: WaitingFor | undefined, status: CaseStatus, viewer: MessageAuthor): string | null {
  if (!waitingFor || status === 'Completed') return null;
  if (waitingFor === viewer) return 'Waiting for you';
  return waitingFor === 'requester' ? 'Waiting for the requester' : 'Waiting for the enabler';
}
