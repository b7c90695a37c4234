import { z } from 'zod';
import { mailText } from '../mail-text';
import { defineMail, field } from './define-mail';
import { Action, Greeting, Paragraph } from './parts';

/** To the member who asked (issue 42): the other declined. Kindly, and nothing of hers is shared beyond the name she asked for. */
export const introductionDeclined = defineMail({
  data: z.object({ recipientName: field.name, otherName: field.name, directoryUrl: field.url }),
  subject: (data, _site, locale) => mailText(locale, 'About your introduction to {name}', { name: data.otherName }),
  Body: ({ data, locale }) => (
    <>
      <Greeting name={data.recipientName} locale={locale} />
      <Paragraph>
        {mailText(locale, 'Thank you for asking to be introduced to {name}. She is not able to take it up just now.', {
          name: data.otherName,
        })}
      </Paragraph>
      <Paragraph>
        {mailText(
          locale,
          'It says nothing about you or your note: a member’s time is often full. Many other members would be glad to hear from you.',
        )}
      </Paragraph>
      <Action href={data.directoryUrl}>{mailText(locale, 'Open the members’ directory')}</Action>
    </>
  ),
});
