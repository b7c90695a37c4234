import { z } from 'zod';
import { defineMail, field, formatDay } from './define-mail';
import { Action, Greeting, Note, Paragraph } from './parts';

/** To someone who just registered: the link that proves her address, for seven days, once. */
export const verifyEmail = defineMail({
  data: z.object({ name: field.name, verifyUrl: field.url, expiresAt: field.instant }),
  subject: (_data, site) => `Please confirm your e-mail address – ${site.name}`,
  Body: ({ data }) => (
    <>
      <Greeting name={data.name} />
      <Paragraph>Thank you for registering. To confirm that this e-mail address is yours, open this link:</Paragraph>
      <Action href={data.verifyUrl}>Confirm my e-mail address</Action>
      <Paragraph>The link works once, until {formatDay(data.expiresAt)}. An administrator then reviews your account, and we will e-mail you when it is approved.</Paragraph>
      <Note>If you did not register, you can ignore this e-mail. Never forward this link.</Note>
    </>
  ),
});
