import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { newsletterMessages } from '@wfc/shared';

/**
 * Why sending paused itself, in the screen's language. The server stores the reason in English (the
 * audit log's words, newsletterMessages' templates filled in); each template is matched back to its
 * values here and said again through the staff catalog. A reason of another shape is shown as stored.
 */
const reasons = [
  { template: newsletterMessages.pausedTooManyFailures, say: (i18n: I18n, values: Record<string, string>) => i18n._(msg`Paused by itself: ${values.count ?? ''} messages in a row failed. Please check the mail server, then resume.`) },
  { template: newsletterMessages.pausedServerBusy, say: (i18n: I18n, values: Record<string, string>) => i18n._(msg`Paused by itself: the mail server asked us to slow down (${values.reply ?? ''}). Please resume later.`) },
];

function valuesIn(template: string, text: string): Record<string, string> | undefined {
  const names: string[] = [];
  const pattern = template.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{(\w+)\}/g, (_whole, name: string) => {
    names.push(name);
    return '(.+?)';
  });
  const found = new RegExp(`^${pattern}$`, 's').exec(text);
  return found ? Object.fromEntries(names.map((name, index) => [name, found[index + 1] ?? ''])) : undefined;
}

export function pauseReasonText(i18n: I18n, reason: string): string {
  for (const { template, say } of reasons) {
    const values = valuesIn(template, reason);
    if (values) return say(i18n, values);
  }
  return reason;
}
