import { interestOptions, labelOf, newsletterTopicValues } from '@wfc/shared';
import { z } from 'zod';
import { mailNodes, mailText } from '../mail-text';
import { defineMail, field } from './define-mail';
import { Link, Note, Preheader, RichText } from './parts';

/**
 * A newsletter (issue 29): its subject, preheader and text as the admin wrote them (the text already
 * HTML from the Markdown renderer, with its plain-text form), a link to read it on the site, and her
 * own link to choose her topics or leave every e-mail (also the one-click List-Unsubscribe). A test
 * copy has no links of hers: it says so instead.
 */
export const newsletter = defineMail({
  data: z.object({
    subject: z.string().min(1).max(400),
    preheader: z.string().max(400),
    html: z.string().min(1).max(400_000),
    text: z.string().min(1).max(200_000),
    /** The newsletter's public page; none for a members-only one. */
    webUrl: field.url.optional(),
    /** Her preferences page and the one-click address; none on a test copy. */
    preferencesUrl: field.url.optional(),
    oneClickUrl: field.url.optional(),
    /** The topics it was sent for (interest values), named in the message's language. */
    topics: z.array(z.enum(newsletterTopicValues)).max(interestOptions.length),
    test: z.boolean().optional(),
    listId: z.string().min(1).max(300),
  }),
  subject: (data, _site, locale) => (data.test ? `${mailText(locale, '[Test]')} ${data.subject}` : data.subject),
  listUnsubscribe: (data) =>
    data.preferencesUrl && data.oneClickUrl ? { url: data.preferencesUrl, oneClickUrl: data.oneClickUrl } : undefined,
  listId: (data) => data.listId,
  Body: ({ data, site, locale }) => (
    <>
      {data.preheader ? <Preheader>{data.preheader}</Preheader> : null}
      <RichText html={data.html} text={data.text} />
      {data.webUrl ? (
        <Note>
          {mailNodes(locale, 'Trouble reading it? {link}.', {
            link: <Link href={data.webUrl}>{mailText(locale, 'Read it on the site')}</Link>,
          })}
        </Note>
      ) : null}
      <Note>
        {data.topics.length > 0
          ? mailText(locale, 'You get this newsletter from {site} because you chose these topics: {topics}.', {
              site: site.name,
              topics: data.topics.map((topic) => mailText(locale, labelOf(interestOptions, topic))).join(', '),
            })
          : mailText(locale, 'You get this newsletter from {site} because you are a member and allow its e-mail.', { site: site.name })}
      </Note>
      {data.preferencesUrl ? (
        <Note>
          {mailNodes(locale, '{choose}, or leave every e-mail from the club.', {
            choose: <Link href={data.preferencesUrl}>{mailText(locale, 'Leave these topics or choose others')}</Link>,
          })}
        </Note>
      ) : (
        <Note>{mailText(locale, 'This is a test copy. Each member’s copy has her own link to leave these topics or every e-mail.')}</Note>
      )}
    </>
  ),
});
