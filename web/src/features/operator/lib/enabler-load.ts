import type { AssignableEnabler } from '@wfc/shared';

const dayFormat = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });

/** Why an enabler should not get a new case, in plain words; empty when nothing stands in the way. */
export function enablerWarnings(enabler: AssignableEnabler): string[] {
  const warnings: string[] = [];
  if (!enabler.takingNewCases) warnings.push('not taking new cases');
  else if (!enabler.available && enabler.awayUntil) warnings.push(`away until ${dayFormat.format(new Date(`${enabler.awayUntil}T00:00:00.000Z`))}`);
  if (enabler.full) warnings.push('full');
  return warnings;
}

/** "Asha Rao – 2 of 5 open cases – away until 1 Dec 2026": an option of the Assign Enabler list. */
export function enablerOptionLabel(enabler: AssignableEnabler): string {
  return [enabler.name, `${enabler.openCases} of ${enabler.capacity} open cases`, ...enablerWarnings(enabler)].join(' – ');
}

/** The question asked before a case goes to an unavailable or full enabler; null when none is needed. */
export function assignConfirmation(enabler: AssignableEnabler): string | null {
  const warnings = enablerWarnings(enabler);
  return warnings.length === 0 ? null : `${enabler.name} is ${warnings.join(' and ')}. Assign this case to her anyway?`;
}
