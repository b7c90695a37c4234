import { z } from 'zod';
import { mailText } from '../mail-text';
import { defineMail, field } from './define-mail';
import { Action, Greeting, Paragraph, Quote } from './parts';

/** To the member (issue 42): the club hid her directory card, and why; she sees the reason on her page too. */
export const directoryCardHidden = defineMail({
  data: z.object({ recipientName: field.name, reason: field.text, pageUrl: field.url }),
  subject: (_data, _site, locale) => mailText(locale, 'Your card in the members’ directory is hidden'),
  Body: ({ data, locale }) => (
    <>
      <Greeting name={data.recipientName} locale={locale} />
      <Paragraph>
        {mailText(locale, 'The club has hidden your card in the members’ directory. Other members do not see it for now. The reason:')}
      </Paragraph>
      <Quote>{data.reason}</Quote>
      <Paragraph>
        {mailText(locale, 'You can change what your card says on your page. Then write to the club, and we will look at it again.')}
      </Paragraph>
      <Action href={data.pageUrl}>{mailText(locale, 'Open your page')}</Action>
    </>
  ),
});
