import { z } from 'zod';
import { mailText } from '../mail-text';
import { defineMail, field } from './define-mail';
import { Action, AnswerByEmailNote, Greeting, Paragraph, PrivateLinkNote, Quote } from './parts';

/** To the requester, right after she asks: we have it, here it is, here is her private page. */
export const helpReceived = defineMail({
  data: z.object({ replyByEmail: field.replyByEmail, requesterName: field.name, question: field.text, requestUrl: field.url }),
  subject: (_data, site, locale) => mailText(locale, 'We have your question – {site}', { site: site.name }),
  Body: ({ data, site, locale }) => (
    <>
      <Greeting name={data.requesterName} locale={locale} />
      <Paragraph>{mailText(locale, 'Thank you for reaching out to {site}. We have your question:', { site: site.name })}</Paragraph>
      <Quote>{data.question}</Quote>
      <Paragraph>
        {mailText(
          locale,
          'We will ask an enabler from our community to help you, and we will e-mail you when she answers. You can follow your request, read the answers and reply on its own page at any time:',
        )}
      </Paragraph>
      <Action href={data.requestUrl}>{mailText(locale, 'See your request')}</Action>
      <PrivateLinkNote locale={locale} />
      <AnswerByEmailNote locale={locale} shown={data.replyByEmail} />
    </>
  ),
});
