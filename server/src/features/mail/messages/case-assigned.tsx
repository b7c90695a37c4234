import { z } from 'zod';
import { mailText } from '../mail-text';
import { defineMail, field, formatDay } from './define-mail';
import { Action, AnswerByEmailNote, Greeting, Note, Paragraph, Quote } from './parts';

/** To the enabler a case was given: the question, the requester's first name, the deadline. */
export const caseAssigned = defineMail({
  data: z.object({
    replyByEmail: field.replyByEmail,
    recipientName: field.name,
    requesterFirstName: field.name,
    question: field.text,
    deadline: field.instant.nullable(),
    caseUrl: field.url,
  }),
  subject: (data, _site, locale) => mailText(locale, '{name} could use your help', { name: data.requesterFirstName }),
  Body: ({ data, locale }) => (
    <>
      <Greeting name={data.recipientName} locale={locale} />
      <Paragraph>
        {mailText(locale, '{name} asked the club a question, and we think you are the right person to help her:', {
          name: data.requesterFirstName,
        })}
      </Paragraph>
      <Quote>{data.question}</Quote>
      {data.deadline ? (
        <Paragraph>{mailText(locale, 'Please answer her by {day}.', { day: formatDay(data.deadline, locale) })}</Paragraph>
      ) : null}
      <Action href={data.caseUrl}>{mailText(locale, 'Open the case')}</Action>
      <AnswerByEmailNote locale={locale} shown={data.replyByEmail} />
      <Note>
        {mailText(
          locale,
          'Accept the case to see her contact details. You can write to her from the case page, and we will tell you when she replies.',
        )}
      </Note>
    </>
  ),
});
