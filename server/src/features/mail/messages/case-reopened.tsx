import { z } from 'zod';
import { mailText } from '../mail-text';
import { defineMail, field, formatDay } from './define-mail';
import { Action, Greeting, Paragraph, PrivateLinkNote, Quote } from './parts';

/** To the requester when an operator reopens her completed case: it is open again, and where to follow it. */
export const caseReopened = defineMail({
  data: z.object({ requesterName: field.name, question: field.text, requestUrl: field.url }),
  subject: (_data, _site, locale) => mailText(locale, 'Your request is open again'),
  Body: ({ data, locale }) => (
    <>
      <Greeting name={data.requesterName} locale={locale} />
      <Paragraph>{mailText(locale, 'We have opened your request again, so that it gets the answer it needs:')}</Paragraph>
      <Quote>{data.question}</Quote>
      <Paragraph>
        {mailText(
          locale,
          'You do not need to do anything. We will write to you when there is news, and you can add to your request on its page.',
        )}
      </Paragraph>
      <Action href={data.requestUrl}>{mailText(locale, 'See your request')}</Action>
      <PrivateLinkNote locale={locale} />
    </>
  ),
});

/** To the enabler who has a reopened case again: the question, the requester's first name, the new deadline. */
export const caseReopenedStaff = defineMail({
  data: z.object({
    recipientName: field.name,
    requesterFirstName: field.name,
    question: field.text,
    deadline: field.instant.nullable(),
    caseUrl: field.url,
  }),
  subject: (data, _site, locale) => mailText(locale, "{name}'s case is open again", { name: data.requesterFirstName }),
  Body: ({ data, locale }) => (
    <>
      <Greeting name={data.recipientName} locale={locale} />
      <Paragraph>
        {mailText(locale, 'An operator has reopened a case of yours that was marked completed. It is back among your cases:')}
      </Paragraph>
      <Quote>{data.question}</Quote>
      {data.deadline ? (
        <Paragraph>{mailText(locale, 'Please answer her by {day}.', { day: formatDay(data.deadline, locale) })}</Paragraph>
      ) : null}
      <Action href={data.caseUrl}>{mailText(locale, 'Open the case')}</Action>
    </>
  ),
});
