import { z } from 'zod';
import { mailText } from '../mail-text';
import { defineMail, field } from './define-mail';
import { Action, AnswerByEmailNote, Greeting, Paragraph, Quote } from './parts';

/** To the enabler: the requester answered on her private page. */
export const requesterReplied = defineMail({
  data: z.object({
    replyByEmail: field.replyByEmail,
    recipientName: field.name,
    requesterFirstName: field.name,
    body: field.text,
    caseUrl: field.url,
  }),
  subject: (data, _site, locale) => mailText(locale, '{name} replied to you', { name: data.requesterFirstName }),
  Body: ({ data, locale }) => (
    <>
      <Greeting name={data.recipientName} locale={locale} />
      <Paragraph>{mailText(locale, '{name} replied:', { name: data.requesterFirstName })}</Paragraph>
      <Quote>{data.body}</Quote>
      <Action href={data.caseUrl}>{mailText(locale, 'Open the case')}</Action>
      <AnswerByEmailNote locale={locale} shown={data.replyByEmail} />
    </>
  ),
});
