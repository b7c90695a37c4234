import { z } from 'zod';
import { mailNodes, mailText } from '../mail-text';
import { defineMail, field } from './define-mail';
import { Greeting, Link, Note, Paragraph } from './parts';

/**
 * To a confirmed member whose address someone signed up again: the form answered as for a new
 * address, so that it tells nobody who is a member; she hears of it here (issue 26).
 */
export const membershipRepeated = defineMail({
  data: z.object({ firstName: field.name, unsubscribeUrl: field.url, oneClickUrl: field.url }),
  subject: (_data, site, locale) => mailText(locale, 'You are already a member – {site}', { site: site.name }),
  listUnsubscribe: (data) => ({ url: data.unsubscribeUrl, oneClickUrl: data.oneClickUrl }),
  Body: ({ data, site, locale }) => (
    <>
      <Greeting name={data.firstName} locale={locale} />
      <Paragraph>
        {mailText(
          locale,
          'Someone, perhaps you, signed up as a member of {site} with this e-mail address. You are already a member, so nothing has changed.',
          { site: site.name },
        )}
      </Paragraph>
      <Note>
        {mailNodes(locale, 'If this was not you, you can ignore this e-mail. To stop member e-mails from the club, {unsubscribe}.', {
          unsubscribe: <Link href={data.unsubscribeUrl}>{mailText(locale, 'unsubscribe')}</Link>,
        })}
      </Note>
    </>
  ),
});
