import { z } from 'zod';
import { mailText } from '../mail-text';
import { defineMail, field } from './define-mail';
import { Action, Greeting, Paragraph, PrivateLinkNote, Quote } from './parts';

/** To the requester when her case is completed: thanks, and a request for a 1-5 rating. */
export const caseCompleted = defineMail({
  data: z.object({ requesterName: field.name, enablerName: field.name, question: field.text, requestUrl: field.url }),
  subject: (_data, _site, locale) => mailText(locale, 'Your request is complete: how did it go?'),
  Body: ({ data, locale }) => (
    <>
      <Greeting name={data.requesterName} locale={locale} />
      <Paragraph>{mailText(locale, '{name} has marked your request as completed:', { name: data.enablerName })}</Paragraph>
      <Quote>{data.question}</Quote>
      <Paragraph>
        {mailText(
          locale,
          "How helpful was it? Please rate it from 1 to 5 on your request's page; it takes a minute and helps us match the next founder with the right person.",
        )}
      </Paragraph>
      <Action href={data.requestUrl}>{mailText(locale, 'Rate the help you got')}</Action>
      <PrivateLinkNote locale={locale} />
    </>
  ),
});
