import { z } from 'zod';
import { mailText } from '../mail-text';
import { defineMail, field, formatDay } from './define-mail';
import { Action, Greeting, Note, Paragraph } from './parts';

/** To a person an admin invited (issue 26): the link to choose her own password, for seven days, once. */
export const staffInvite = defineMail({
  data: z.object({
    name: field.name,
    inviterName: field.name,
    role: z.enum(['admin', 'operator', 'enabler']),
    inviteUrl: field.url,
    expiresAt: field.instant,
  }),
  subject: (_data, site, locale) => mailText(locale, 'You are invited to join {site}', { site: site.name }),
  Body: ({ data, site, locale }) => {
    const names = { inviter: data.inviterName, site: site.name };
    return (
      <>
        <Greeting name={data.name} locale={locale} />
        <Paragraph>
          {data.role === 'enabler'
            ? mailText(locale, '{inviter} invited you to join the team of {site} as an enabler.', names)
            : data.role === 'operator'
              ? mailText(locale, '{inviter} invited you to join the team of {site} as an operator.', names)
              : mailText(locale, '{inviter} invited you to join the team of {site} as an admin.', names)}
        </Paragraph>
        <Paragraph>{mailText(locale, 'To start, choose your own password with this link:')}</Paragraph>
        <Action href={data.inviteUrl}>{mailText(locale, 'Choose my password')}</Action>
        <Paragraph>
          {mailText(locale, 'The link works once, until {day}. Then sign in with this e-mail address and the password you chose.', {
            day: formatDay(data.expiresAt, locale),
          })}
        </Paragraph>
        <Note>
          {mailText(locale, 'If you did not expect this, you can ignore this e-mail: the account stays unused. Never forward this link.')}
        </Note>
      </>
    );
  },
});
