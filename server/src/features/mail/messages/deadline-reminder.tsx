import { z } from 'zod';
import { mailText } from '../mail-text';
import { defineMail, field, formatDay } from './define-mail';
import { Action, Greeting, Paragraph, Quote } from './parts';

/** To the enabler, once, a day before a case's deadline. */
export const deadlineReminder = defineMail({
  data: z.object({ recipientName: field.name, question: field.text, deadline: field.instant, caseUrl: field.url }),
  subject: (_data, _site, locale) => mailText(locale, 'A friendly reminder: a case is due tomorrow'),
  Body: ({ data, locale }) => (
    <>
      <Greeting name={data.recipientName} locale={locale} />
      <Paragraph>
        {mailText(locale, 'A case you are helping with is due on {day}. The question was:', { day: formatDay(data.deadline, locale) })}
      </Paragraph>
      <Quote>{data.question}</Quote>
      <Paragraph>
        {mailText(locale, 'If you cannot finish it in time, you can hand it back from the case page and we will find someone else.')}
      </Paragraph>
      <Action href={data.caseUrl}>{mailText(locale, 'Open the case')}</Action>
    </>
  ),
});
