import { EventRegistrationSettings, externalRegistration, type Locale, type PublicRegistration } from '@wfc/shared';
import type { Selectable } from 'kysely';
import { z } from 'zod';
import type { EventsTable } from '../../db/content-schema';
import { parseJsonColumn, parseJsonColumnOr } from '../../db/json-column';
import { endOrDefault } from '../../lib/calendar';

export type EventRow = Selectable<EventsTable>;

/** How an event takes its guests, as stored (null or unreadable: at its link, as before issue 30). */
export function registrationOf(row: Pick<EventRow, 'registration'>): EventRegistrationSettings {
  if (row.registration === null) return externalRegistration;
  return parseJsonColumnOr(EventRegistrationSettings, row.registration, externalRegistration);
}

/** A registration's answers as stored: each question's answer by its id. */
export const answersOf = (row: { answers: string }): Record<string, string> => parseJsonColumn(StoredAnswers, row.answers);
const StoredAnswers = z.record(z.string(), z.string());

/** The questions she answered, each with her answer, in the questions' order. */
export function answeredQuestions<Q extends { id: string }>(
  row: { answers: string },
  questions: readonly Q[],
): { question: Q; answer: string }[] {
  const answers = answersOf(row);
  return questions.flatMap((question) => {
    const answer = answers[question.id];
    return answer ? [{ question, answer }] : [];
  });
}

/** Whether guests register here. */
export function takesRegistrations(row: Pick<EventRow, 'registration'>): boolean {
  return registrationOf(row).mode === 'here';
}

/** When it ends, for calendars and reminders: its own end, or two hours after it starts. */
export function endOf(row: Pick<EventRow, 'starts_at' | 'ends_at'>): string {
  return endOrDefault(row.starts_at, row.ends_at);
}

/** Why the form takes no registration now, or undefined while it does. */
export function closedBecause(
  row: EventRow,
  settings: EventRegistrationSettings,
  taken: number,
  now: Date,
): PublicRegistration['closedBecause'] {
  if (row.cancelled_at !== null) return 'cancelled';
  const time = now.getTime();
  if (time >= Date.parse(row.starts_at)) return 'started';
  if (settings.closesAt !== null && time >= Date.parse(settings.closesAt)) return 'closed';
  if (settings.capacity !== null && taken >= settings.capacity && !settings.waitlist) return 'full';
  return undefined;
}

/**
 * What anyone may know of an event's registration here, in `locale`: its questions in Malayalam
 * where written; `taken` is the places held (confirmed guests and open offers).
 */
export function publicRegistration(row: EventRow, taken: number, now: Date, locale: Locale): PublicRegistration | null {
  const settings = registrationOf(row);
  if (settings.mode !== 'here') return null;
  const why = closedBecause(row, settings, taken, now);
  const ml = locale === 'ml';
  return {
    open: why === undefined,
    ...(why ? { closedBecause: why } : {}),
    capacity: settings.capacity,
    placesLeft: settings.capacity === null ? null : Math.max(0, settings.capacity - taken),
    waitlist: settings.waitlist,
    approval: settings.approval,
    closesAt: settings.closesAt,
    questions: settings.questions.map((question) => ({
      id: question.id,
      label: ml && question.labelMl ? question.labelMl : question.label,
      kind: question.kind,
      options: question.options.map((value, index) => ({ value, label: (ml && question.optionsMl[index]) || value })),
      required: question.required,
    })),
    online: settings.onlineLink !== null,
    cancelledAt: row.cancelled_at,
  };
}

/** An event's page on the site. */
export function eventPath(row: Pick<EventRow, 'slug' | 'id'>): string {
  return `/events/${row.slug ?? row.id}`;
}
