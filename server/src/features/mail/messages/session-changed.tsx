import { z } from 'zod';
import { mailText, type MailLocale } from '../mail-text';
import { defineMail, field } from './define-mail';
import { calendarField } from './event-parts';
import { Action, Greeting, Paragraph, Quote } from './parts';
import { OwnLinkNote, roleField, sessionCalendarOf, SessionFacts, sessionField } from './session-parts';

const reasonField = z.enum(['rescheduled', 'cancelled', 'declined', 'not-accepted']);
const byField = z.enum(['mentee', 'enabler', 'staff', 'system']);

function opening(
  data: {
    because: z.infer<typeof reasonField>;
    by: z.infer<typeof byField>;
    role: 'mentee' | 'enabler';
    session: { otherName: string };
    calendar?: unknown;
  },
  locale: MailLocale,
): string {
  const name = data.session.otherName;
  if (data.because === 'declined')
    return mailText(
      locale,
      '{name} cannot take this session, so your request is declined. You are welcome to book another time or another enabler.',
      { name },
    );
  if (data.because === 'not-accepted')
    return mailText(locale, 'Your request was not confirmed before its time, so it is cancelled. You are welcome to book another time.');
  if (data.because === 'rescheduled' && !data.calendar) {
    // A request not yet confirmed has no invitation to update.
    if (data.by === data.role) return mailText(locale, 'You moved this session request to a new time.');
    return mailText(locale, '{name} moved this session request to a new time.', { name });
  }
  if (data.because === 'rescheduled') {
    if (data.by === data.role)
      return mailText(locale, 'You moved this session to a new time. The attached invitation updates your calendar.');
    return mailText(locale, '{name} moved your session to a new time. The attached invitation updates your calendar.', { name });
  }
  if (data.by === 'staff') return mailText(locale, 'The club\u2019s team has cancelled this session.');
  if (data.by === 'system')
    return mailText(
      locale,
      '{name} no longer takes sessions with the club, so this session is cancelled. You are welcome to book another enabler.',
      { name },
    );
  if (data.by === data.role) return mailText(locale, 'You cancelled this session.');
  return mailText(locale, '{name} has cancelled this session.', { name });
}

/** To both, or the mentee alone (issue 31): a session moved (REQUEST, SEQUENCE raised) or ended (CANCEL). */
export const sessionChanged = defineMail({
  data: z.object({
    name: field.name,
    role: roleField,
    because: reasonField,
    by: byField,
    note: z.string().max(1000).optional(),
    previousWhen: z.string().max(200).optional(),
    session: sessionField,
    calendar: calendarField.optional(),
  }),
  subject: (data, _site, locale) =>
    data.because === 'rescheduled'
      ? mailText(locale, 'Session moved: {name}', { name: data.session.otherName })
      : data.because === 'declined'
        ? mailText(locale, 'Session request declined: {name}', { name: data.session.otherName })
        : mailText(locale, 'Session cancelled: {name}', { name: data.session.otherName }),
  Body: ({ data, locale }) => (
    <>
      <Greeting name={data.name} locale={locale} />
      <Paragraph>{opening(data, locale)}</Paragraph>
      {data.note && <Quote>{data.note}</Quote>}
      {data.previousWhen && <Paragraph>{mailText(locale, 'It was: {when}', { when: data.previousWhen })}</Paragraph>}
      <SessionFacts session={data.session} role={data.role} locale={locale} />
      {data.because === 'rescheduled' && (
        <Action href={data.session.url}>
          {data.role === 'mentee' ? mailText(locale, 'See, move or cancel your session') : mailText(locale, 'Open your sessions')}
        </Action>
      )}
      {data.because === 'rescheduled' && <OwnLinkNote role={data.role} locale={locale} />}
      {data.because !== 'rescheduled' && data.calendar && (
        <Paragraph>{mailText(locale, 'The attached cancellation removes it from your calendar.')}</Paragraph>
      )}
    </>
  ),
  calendar: (data, site, locale) => sessionCalendarOf(data, site, locale),
});
