import { z } from 'zod';
import { mailNodes, mailText } from '../mail-text';
import { defineMail, field } from './define-mail';
import { Greeting, Paragraph, Quote, Strong } from './parts';

/** To the enabler who accepted: the visitor's name, address and message. */
export const inquiryIntroduction = defineMail({
  data: z.object({ recipientName: field.name, visitorName: field.name, visitorEmail: z.email(), question: field.text }),
  subject: (data, _site, locale) => mailText(locale, 'Meet {name}', { name: data.visitorName }),
  Body: ({ data, locale }) => (
    <>
      <Greeting name={data.recipientName} locale={locale} />
      <Paragraph>{mailText(locale, "Thank you for accepting {name}'s inquiry. She wrote:", { name: data.visitorName })}</Paragraph>
      <Quote>{data.question}</Quote>
      <Paragraph>
        {mailNodes(locale, 'You can reach her at {email}. We have sent her your address too, so she knows to expect you.', {
          email: <Strong>{data.visitorEmail}</Strong>,
        })}
      </Paragraph>
    </>
  ),
});
