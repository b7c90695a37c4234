import { z } from 'zod';
import { mailText } from '../mail-text';
import { defineMail, field } from './define-mail';
import { Action, Greeting, Paragraph, Quote } from './parts';

/** To one operator: an enabler gave a case back, with her reason; it waits for someone new. */
export const caseHandedBack = defineMail({
  data: z.object({ recipientName: field.name, enablerName: field.name, reason: field.text, question: field.text, caseUrl: field.url }),
  subject: (data, _site, locale) => mailText(locale, '{name} handed a case back', { name: data.enablerName }),
  Body: ({ data, locale }) => (
    <>
      <Greeting name={data.recipientName} locale={locale} />
      <Paragraph>
        {mailText(locale, '{name} handed this case back, so it is waiting for another enabler. Her reason:', { name: data.enablerName })}
      </Paragraph>
      <Quote>{data.reason}</Quote>
      <Paragraph>{mailText(locale, 'The question was:')}</Paragraph>
      <Quote>{data.question}</Quote>
      <Action href={data.caseUrl}>{mailText(locale, 'Assign the case')}</Action>
    </>
  ),
});
