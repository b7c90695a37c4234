import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { MessageAuthor, CaseStatus, WaitingFor } from '@wfc/shared';

/**
 * Whose turn it is, in the words of the one reading and the page's language: "Waiting for you"
 * when it is her turn, else who the case waits for; null when nobody has written yet or the case is completed.
 */
export function waitingLabel(waitingFor: WaitingFor | undefined, status: CaseStatus, viewer: MessageAuthor, i18n: I18n): string | null {
  if (!waitingFor || status === 'Completed') return null;
  if (waitingFor === viewer) return i18n._(msg`Waiting for you`);
  return waitingFor === 'requester' ? i18n._(msg`Waiting for the requester`) : i18n._(msg`Waiting for the enabler`);
}
