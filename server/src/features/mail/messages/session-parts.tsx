import { z } from 'zod';
import { mailText, type MailLocale } from '../mail-text';
import { field } from './define-mail';
import { calendarOf, type calendarField } from './event-parts';
import { Item, Link, List, Note, Strong, type MailSite } from './parts';

/** What the e-mails of a session share (issue 31): the session as its recipient reads it. */

export const roleField = z.enum(['mentee', 'enabler']);

export const sessionField = z.object({
  /** The other woman: the enabler in the mentee's e-mail, the mentee in the enabler's. */
  otherName: field.name,
  /** Its time in the recipient's zone and language (formatted when queued). */
  when: z.string().min(1).max(200),
  durationMinutes: z.number().int().min(1).max(240),
  topic: z.string().min(1).max(1000),
  meeting: z.object({ kind: z.enum(['link', 'phone', 'place']), value: z.string().min(1).max(500) }).optional(),
  /** The mentee's link to her booking, or the enabler's dashboard. */
  url: field.url,
});
export type SessionField = z.infer<typeof sessionField>;

/** Who, when, what about, and (when confirmed) how to meet. */
export function SessionFacts({ session, role, locale }: { session: SessionField; role: 'mentee' | 'enabler'; locale: MailLocale }) {
  const meeting = session.meeting;
  return (
    <List>
      <Item>
        <Strong>
          {role === 'mentee'
            ? mailText(locale, 'With {name}', { name: session.otherName })
            : mailText(locale, 'Mentee: {name}', { name: session.otherName })}
        </Strong>
      </Item>
      <Item>{mailText(locale, 'When: {when} ({minutes} minutes)', { when: session.when, minutes: session.durationMinutes })}</Item>
      <Item>{mailText(locale, 'Topic: {topic}', { topic: session.topic })}</Item>
      {meeting && (
        <Item>
          {meeting.kind === 'link' ? (
            <>
              {mailText(locale, 'Join online:')} <Link href={meeting.value}>{meeting.value}</Link>
            </>
          ) : meeting.kind === 'phone' ? (
            mailText(locale, 'By phone: {value}', { value: meeting.value })
          ) : (
            mailText(locale, 'Where: {place}', { place: meeting.value })
          )}
        </Item>
      )}
    </List>
  );
}

/** The mentee's link is hers alone. */
export function OwnLinkNote({ role, locale }: { role: 'mentee' | 'enabler'; locale: MailLocale }) {
  return role === 'mentee' ? <Note>{mailText(locale, 'This link is yours alone: anyone with it can change your booking.')}</Note> : null;
}

/** A session's invitation (the one calendar module's), its summary in the recipient's language: "Mentoring session with Leela". */
export function sessionCalendarOf(
  data: { session: SessionField; calendar?: z.infer<typeof calendarField> | undefined },
  site: MailSite,
  locale: MailLocale,
) {
  if (!data.calendar) return undefined;
  const summary = mailText(locale, 'Mentoring session with {name}', { name: data.session.otherName });
  return calendarOf({ calendar: { ...data.calendar, summary } }, site);
}
