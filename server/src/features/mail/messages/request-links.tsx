import { z } from 'zod';
import { mailNodes, mailText, type MailLocale } from '../mail-text';
import { defineMail, field } from './define-mail';
import { Greeting, Item, Link, List, Note, Paragraph, PrivateLinkNote, Quote } from './parts';

/** A case's status in words of `locale`; a status this file does not know stays as it is. */
function statusText(locale: MailLocale, status: string): string {
  if (status === 'Pending') return mailText(locale, 'Pending');
  if (status === 'Accepted') return mailText(locale, 'Accepted');
  if (status === 'Completed') return mailText(locale, 'Completed');
  return status;
}

/** To a requester who asked for her links again: one fresh private link per open request. */
export const requestLinks = defineMail({
  data: z.object({
    requests: z.array(z.object({ question: field.text, status: z.string().min(1).max(50), requestUrl: field.url })).min(1),
  }),
  subject: (_data, site, locale) => mailText(locale, 'Your requests at {site}', { site: site.name }),
  Body: ({ data, locale }) => (
    <>
      <Greeting locale={locale} />
      <Paragraph>{mailText(locale, 'You asked for the links to your open requests. Here they are:')}</Paragraph>
      <List>
        {data.requests.map((request, index) => (
          <Item key={index}>
            <Quote>{request.question}</Quote>
            {mailNodes(locale, 'Status: {status}. {link}', {
              status: statusText(locale, request.status),
              link: <Link href={request.requestUrl}>{mailText(locale, 'Open this request')}</Link>,
            })}
          </Item>
        ))}
      </List>
      <PrivateLinkNote locale={locale} />
      <Note>{mailText(locale, 'If you did not ask for this e-mail, you can ignore it: nothing has changed.')}</Note>
    </>
  ),
});
