import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { AssignableEnabler } from '@wfc/shared';
import { formatDate } from '../../../lib/format-date';

/** Why an enabler should not get a new case, in plain words; empty when nothing stands in the way. */
function enablerWarnings(enabler: AssignableEnabler, i18n: I18n): string[] {
  const warnings: string[] = [];
  if (!enabler.takingNewCases) warnings.push(i18n._(msg`not taking new cases`));
  else if (!enabler.available && enabler.awayUntil) {
    const day = formatDate(`${enabler.awayUntil}T00:00:00.000Z`, i18n.locale, { timeZone: 'UTC' });
    warnings.push(i18n._(msg`away until ${day}`));
  }
  if (enabler.full) warnings.push(i18n._(msg`full`));
  return warnings;
}

/** "Asha Rao – 2 of 5 open cases – away until 1 Dec 2026": an option of the Assign Enabler list. */
export function enablerOptionLabel(enabler: AssignableEnabler, i18n: I18n): string {
  const { openCases, capacity } = enabler;
  return [enabler.name, i18n._(msg`${openCases} of ${capacity} open cases`), ...enablerWarnings(enabler, i18n)].join(' – ');
}

/** The question asked before a case goes to an unavailable or full enabler; null when none is needed. */
export function assignConfirmation(enabler: AssignableEnabler, i18n: I18n): string | null {
  const warnings = enablerWarnings(enabler, i18n);
  if (warnings.length === 0) return null;
  const name = enabler.name;
  // "a and b" in English, as before; the page's own way of listing in other languages.
  const reasons = new Intl.ListFormat(i18n.locale, { type: 'conjunction' }).format(warnings);
  return i18n._(msg`${name} is ${reasons}. Assign this case to her anyway?`);
}
