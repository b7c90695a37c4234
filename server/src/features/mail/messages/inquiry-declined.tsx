import { z } from 'zod';
import { mailText } from '../mail-text';
import { defineMail, field } from './define-mail';
import { Action, Greeting, Paragraph, Quote } from './parts';

/** To the visitor: the enabler cannot take it on; her reason if she gave one, and the way back to the directory. */
export const inquiryDeclined = defineMail({
  data: z.object({ visitorName: field.name, enablerName: field.name, reason: field.text.optional(), directoryUrl: field.url }),
  subject: (data, _site, locale) => mailText(locale, 'About your message to {name}', { name: data.enablerName }),
  Body: ({ data, locale }) => (
    <>
      <Greeting name={data.visitorName} locale={locale} />
      <Paragraph>
        {mailText(locale, 'Thank you for writing to {name}. She is not able to take this on right now, and she wanted you to know.', {
          name: data.enablerName,
        })}
      </Paragraph>
      {data.reason ? (
        <>
          <Paragraph>{mailText(locale, 'She said:')}</Paragraph>
          <Quote>{data.reason}</Quote>
        </>
      ) : null}
      <Paragraph>
        {mailText(
          locale,
          'Many other women in our community would be happy to hear from you. You may find the right person in the directory:',
        )}
      </Paragraph>
      <Action href={data.directoryUrl}>{mailText(locale, 'See all enablers')}</Action>
    </>
  ),
});
