import { z } from 'zod';
import { defineMail, field } from './define-mail';
import { Action, Greeting, Link, Note, Paragraph } from './parts';

/** To a new member: the link that confirms her sign-up, and (as every mail to a member) how to unsubscribe. */
export const memberConfirm = defineMail({
  data: z.object({ firstName: field.name, confirmUrl: field.url, unsubscribeUrl: field.url, oneClickUrl: field.url }),
  subject: (_data, site) => `Please confirm your membership – ${site.name}`,
  listUnsubscribe: (data) => ({ url: data.unsubscribeUrl, oneClickUrl: data.oneClickUrl }),
  Body: ({ data, site }) => (
    <>
      <Greeting name={data.firstName} />
      <Paragraph>Thank you for signing up as a member of {site.name}. Please confirm that this is your e-mail address:</Paragraph>
      <Action href={data.confirmUrl}>Confirm my membership</Action>
      <Paragraph>The link works for 30 days. Until you follow it, your sign-up waits unconfirmed.</Paragraph>
      <Note>
        If you did not sign up, you can ignore this e-mail. To stop member e-mails from the club, <Link href={data.unsubscribeUrl}>unsubscribe</Link>.
      </Note>
    </>
  ),
});
