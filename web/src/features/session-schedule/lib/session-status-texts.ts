import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { isSessionOver, type SessionOutcome, type SessionStatus, type StaffSession } from '@wfc/shared';

/** A session's status in words (the enabler's dashboard and the operators' screen). */
const sessionStatusTexts: Record<SessionStatus, MessageDescriptor> = {
  unconfirmed: msg`Waiting for her address`,
  requested: msg`Waiting for your answer`,
  confirmed: msg`Confirmed`,
  cancelled: msg`Cancelled`,
  declined: msg`Declined`,
  expired: msg`Not confirmed in time`,
};

/** The status as the operators read it: "your answer" is the enabler's there. */
export const deskStatusTexts: Record<SessionStatus, MessageDescriptor> = {
  ...sessionStatusTexts,
  requested: msg`Waiting for the enabler`,
};

const tookPlace = msg`Took place`;
const over = msg`Over`;

/**
 * A session's status as a screen shows it: a confirmed session over reads as past (issue 38), "Took
 * place" once either woman said so.
 */
export function statusTextOf(
  session: Pick<StaffSession, 'status' | 'end' | 'enablerOutcome' | 'menteeOutcome'>,
  texts: Record<SessionStatus, MessageDescriptor> = sessionStatusTexts,
): MessageDescriptor {
  if (!isSessionOver(session)) return texts[session.status];
  return session.enablerOutcome === 'happened' || session.menteeOutcome === 'happened' ? tookPlace : over;
}

/** Whether it took place, as the enabler says it in her dashboard. */
export const enablerOutcomeTexts: Record<SessionOutcome, MessageDescriptor> = {
  happened: msg`It took place`,
  'mentee-no-show': msg`She did not come`,
  'enabler-no-show': msg`I could not make it`,
};

/** Whether it took place, as the operators read either woman's word. */
export const outcomeTexts: Record<SessionOutcome, MessageDescriptor> = {
  happened: msg`Took place`,
  'mentee-no-show': msg`The mentee did not come`,
  'enabler-no-show': msg`The enabler did not come`,
};

/** "3 Dec 2026, 10:00–10:30 am" in `timeZone`: a session's time as its reader's zone shows it. */
export function sessionRangeOf(session: Pick<StaffSession, 'start' | 'end'>, locale: string, timeZone: string): string {
  const start = new Date(session.start);
  const end = new Date(session.end);
  if (Number.isNaN(start.getTime()) || Number.isNaN(end.getTime())) return session.start;
  const format = new Intl.DateTimeFormat(locale === 'en' ? 'en-IN' : locale, { dateStyle: 'medium', timeStyle: 'short', timeZone });
  return typeof format.formatRange === 'function' ? format.formatRange(start, end) : `${format.format(start)} – ${format.format(end)}`;
}
