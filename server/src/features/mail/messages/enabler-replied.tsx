import { z } from 'zod';
import { mailText } from '../mail-text';
import { defineMail, field } from './define-mail';
import { Action, AnswerByEmailNote, Greeting, Paragraph, PrivateLinkNote, Quote } from './parts';

/** To the requester: the enabler's reply, and the way back to answer it. */
export const enablerReplied = defineMail({
  data: z.object({
    replyByEmail: field.replyByEmail,
    requesterName: field.name,
    enablerName: field.name,
    body: field.text,
    requestUrl: field.url,
  }),
  subject: (data, _site, locale) => mailText(locale, '{name} answered your question', { name: data.enablerName }),
  Body: ({ data, locale }) => (
    <>
      <Greeting name={data.requesterName} locale={locale} />
      <Paragraph>{mailText(locale, '{name} wrote to you about your request:', { name: data.enablerName })}</Paragraph>
      <Quote>{data.body}</Quote>
      <Paragraph>{mailText(locale, "You can reply to her on your request's page:")}</Paragraph>
      <Action href={data.requestUrl}>{mailText(locale, 'Reply to {name}', { name: data.enablerName })}</Action>
      <PrivateLinkNote locale={locale} />
      <AnswerByEmailNote locale={locale} shown={data.replyByEmail} />
    </>
  ),
});
