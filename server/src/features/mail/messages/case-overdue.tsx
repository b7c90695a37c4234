import { z } from 'zod';
import { mailText } from '../mail-text';
import { defineMail, field, formatDay } from './define-mail';
import { Action, Greeting, Paragraph, Quote } from './parts';

/** To the enabler and the operators, once, when a case's deadline has passed. */
export const caseOverdue = defineMail({
  data: z.object({ recipientName: field.name, enablerName: field.name, question: field.text, deadline: field.instant, caseUrl: field.url }),
  subject: (_data, _site, locale) => mailText(locale, 'A case is past its deadline'),
  Body: ({ data, locale }) => (
    <>
      <Greeting name={data.recipientName} locale={locale} />
      <Paragraph>
        {mailText(locale, 'The case assigned to {name} was due on {day} and is not completed yet. The question was:', {
          name: data.enablerName,
          day: formatDay(data.deadline, locale),
        })}
      </Paragraph>
      <Quote>{data.question}</Quote>
      <Paragraph>{mailText(locale, 'Please have a look: a short note to the founder who asked goes a long way.')}</Paragraph>
      <Action href={data.caseUrl}>{mailText(locale, 'Open the case')}</Action>
    </>
  ),
});
