import { z } from 'zod';
import { mailText } from '../mail-text';
import { defineMail, field } from './define-mail';
import { Action, Greeting, Paragraph, Quote } from './parts';

/** To the member who wrote it (issue 42): the club hid the note of her introduction request, and why. */
export const introductionNoteHidden = defineMail({
  data: z.object({ recipientName: field.name, otherName: field.name, reason: field.text, pageUrl: field.url }),
  subject: (_data, _site, locale) => mailText(locale, 'Your note in an introduction request is hidden'),
  Body: ({ data, locale }) => (
    <>
      <Greeting name={data.recipientName} locale={locale} />
      <Paragraph>
        {mailText(
          locale,
          'The club has hidden the note you wrote when you asked to be introduced to {name}. Neither of you sees it any more. The reason:',
          {
            name: data.otherName,
          },
        )}
      </Paragraph>
      <Quote>{data.reason}</Quote>
      <Paragraph>{mailText(locale, 'If you think this is a mistake, please write to the club.')}</Paragraph>
      <Action href={data.pageUrl}>{mailText(locale, 'Open your page')}</Action>
    </>
  ),
});
