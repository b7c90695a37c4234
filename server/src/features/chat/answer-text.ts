import type { Enabler, Event, Webinar } from '@wfc/shared';
import type { DocKind, IntentId, KnowledgeSource } from './knowledge-base';

/** What the embedded assistant's answers share in every language: picking items, and small text helpers. */

/** The sentences of the answers in one language, from that language's content. */
export interface AnswerWriter {
  /** About one enabler, event, post, episode or webinar; undefined when there is no such item. */
  item(kind: DocKind, ref: string, source: KnowledgeSource, now: Date): string | undefined;
  intent(intent: IntentId, question: string, source: KnowledgeSource, now: Date): string;
  /** One or two enablers who know the subjects. */
  mentors(tags: string[], enablers: Enabler[]): string;
}

/** "Founder & CEO | LinguaBridge Localization | Angel Investor" → "Founder & CEO, LinguaBridge Localization". */
export function shortTitle(title: string): string {
  return title
    .split('|')
    .map((part) => part.trim())
    .filter(Boolean)
    .slice(0, 2)
    .join(', ');
}

export function firstSentence(text: string): string {
  const match = /^.*?[.!?](?=\s|$)/s.exec(text.trim());
  return (match ? match[0] : text).trim();
}

export const lowerFirst = (text: string) => text.charAt(0).toLowerCase() + text.slice(1);

export function listOf(items: string[], conjunction = 'and'): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} ${conjunction} ${items[items.length - 1]}`;
}

export function newest<T>(items: T[], date: (item: T) => string): T | undefined {
  return [...items].sort((a, b) => Date.parse(date(b)) - Date.parse(date(a)))[0];
}

/** One or two enablers who know the subjects; those who know most of them come first. */
export function mentorPicks(tags: string[], enablers: Enabler[]): Enabler[] {
  return enablers
    .map((enabler, order) => ({
      enabler,
      order,
      matches: tags.filter((tag) => enabler.expertise.includes(tag)).length,
      // An enabler whose first tag is the subject is a stronger pick than one who lists it last.
      primary: tags.includes(enabler.expertise[0] ?? '') ? 1 : 0,
    }))
    .filter((item) => item.matches > 0)
    .sort((a, b) => b.matches - a.matches || b.primary - a.primary || a.order - b.order)
    .slice(0, 2)
    .map(({ enabler }) => enabler);
}

/** The events (or workshops) from `now` on, soonest first. */
export function upcomingEvents(events: Event[], now: Date, category?: Event['category']): Event[] {
  return events
    .filter((event) => Date.parse(event.dateObj) >= now.getTime() && (!category || event.category === category))
    .sort((a, b) => Date.parse(a.dateObj) - Date.parse(b.dateObj));
}

/** The events (or workshops) before `now`, newest first. */
export function pastEvents(events: Event[], now: Date, category?: Event['category']): Event[] {
  return events
    .filter((event) => Date.parse(event.dateObj) < now.getTime() && (!category || event.category === category))
    .sort((a, b) => Date.parse(b.dateObj) - Date.parse(a.dateObj));
}

export function nextWebinar(webinars: Webinar[], now: Date): Webinar | undefined {
  return webinars.filter((webinar) => Date.parse(webinar.date) > now.getTime()).sort((a, b) => Date.parse(a.date) - Date.parse(b.date))[0];
}
