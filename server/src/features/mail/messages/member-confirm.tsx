import { z } from 'zod';
import { mailNodes, mailText } from '../mail-text';
import { defineMail, field } from './define-mail';
import { Action, Greeting, Link, Note, Paragraph } from './parts';

/** To a new member: the link that confirms her sign-up, and (as every mail to a member) how to unsubscribe. */
export const memberConfirm = defineMail({
  data: z.object({ firstName: field.name, confirmUrl: field.url, unsubscribeUrl: field.url, oneClickUrl: field.url }),
  subject: (_data, site, locale) => mailText(locale, 'Please confirm your membership – {site}', { site: site.name }),
  listUnsubscribe: (data) => ({ url: data.unsubscribeUrl, oneClickUrl: data.oneClickUrl }),
  Body: ({ data, site, locale }) => (
    <>
      <Greeting name={data.firstName} locale={locale} />
      <Paragraph>
        {mailText(locale, 'Thank you for signing up as a member of {site}. Please confirm that this is your e-mail address:', {
          site: site.name,
        })}
      </Paragraph>
      <Action href={data.confirmUrl}>{mailText(locale, 'Confirm my membership')}</Action>
      <Paragraph>{mailText(locale, 'The link works for 30 days. Until you follow it, your sign-up waits unconfirmed.')}</Paragraph>
      <Note>
        {mailNodes(locale, 'If you did not sign up, you can ignore this e-mail. To stop member e-mails from the club, {unsubscribe}.', {
          unsubscribe: <Link href={data.unsubscribeUrl}>{mailText(locale, 'unsubscribe')}</Link>,
        })}
      </Note>
    </>
  ),
});
