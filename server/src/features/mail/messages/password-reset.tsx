import { z } from 'zod';
import { defineMail, field } from './define-mail';
import { Action, Greeting, Note, Paragraph } from './parts';

// "14:30" in India's time zone, where the club is (as the days in define-mail.ts).
const timeFormat = new Intl.DateTimeFormat('en-IN', { hour: '2-digit', minute: '2-digit', hour12: false, timeZone: 'Asia/Kolkata' });

/** To a staff member who asked to reset her password: a link that works once, for one hour. */
export const passwordReset = defineMail({
  data: z.object({ name: field.name, resetUrl: field.url, expiresAt: field.instant }),
  subject: (_data, site) => `Choose a new password – ${site.name}`,
  Body: ({ data }) => (
    <>
      <Greeting name={data.name} />
      <Paragraph>Someone, probably you, asked to reset the password of your staff account. To choose a new password, open this link:</Paragraph>
      <Action href={data.resetUrl}>Choose a new password</Action>
      <Paragraph>
        The link works once, until {timeFormat.format(new Date(data.expiresAt))} India time (one hour after it was sent). Choosing a new
        password signs you out everywhere.
      </Paragraph>
      <Note>If you did not ask for this, you can ignore this e-mail: your password stays as it is. Never forward this link.</Note>
    </>
  ),
});
