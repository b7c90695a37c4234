import { z } from 'zod';
import { defineMail, field } from './define-mail';
import { Action, Greeting, Paragraph } from './parts';

/** To the person whose registration an admin approved: she may sign in now. */
export const accountApproved = defineMail({
  data: z.object({ name: field.name, loginUrl: field.url }),
  subject: (_data, site) => `Your account is approved – ${site.name}`,
  Body: ({ data }) => (
    <>
      <Greeting name={data.name} />
      <Paragraph>Good news: an administrator has approved your account. You can sign in now with the e-mail address and password you registered with.</Paragraph>
      <Action href={data.loginUrl}>Sign in</Action>
    </>
  ),
});
