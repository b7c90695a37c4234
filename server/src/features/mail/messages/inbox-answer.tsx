import { z } from 'zod';
import { mailText } from '../mail-text';
import { defineMail, field } from './define-mail';
import { Greeting, Paragraph, Quote } from './parts';

/** To someone who wrote to the club (issue 41): a staff member's answer from the Inbox, in her language. */
export const inboxAnswer = defineMail({
  data: z.object({ name: field.name.optional(), subject: z.string().min(1).max(200), body: field.text, authorName: field.name }),
  subject: (data) => data.subject,
  Body: ({ data, locale }) => (
    <>
      <Greeting name={data.name} locale={locale} />
      <Paragraph>{mailText(locale, '{name} of the club answered your message:', { name: data.authorName })}</Paragraph>
      <Quote>{data.body}</Quote>
      <Paragraph>{mailText(locale, 'You can answer this e-mail to write back.')}</Paragraph>
    </>
  ),
});
