import { z } from 'zod';
import { mailText } from '../mail-text';
import { defineMail, field } from './define-mail';
import { Action, Greeting, Note, Paragraph, Quote } from './parts';

/**
 * A visitor wrote to a directory profile through Connect: to its enabler, or, when the profile has
 * no account, to each operator. Never the visitor's address: the enabler gets it once she accepts.
 */
export const inquiryReceived = defineMail({
  data: z.object({
    recipientName: field.name,
    visitorName: field.name,
    question: field.text,
    /** The profile written to; said to operators, who read every unlinked profile's inquiries. */
    profileName: field.name,
    forOperators: z.boolean(),
    dashboardUrl: field.url,
  }),
  subject: (data, _site, locale) =>
    data.forOperators
      ? mailText(locale, '{visitor} wrote to {profile}', { visitor: data.visitorName, profile: data.profileName })
      : mailText(locale, '{visitor} would like to connect with you', { visitor: data.visitorName }),
  Body: ({ data, locale }) => (
    <>
      <Greeting name={data.recipientName} locale={locale} />
      {data.forOperators ? (
        <Paragraph>
          {mailText(
            locale,
            '{visitor} wrote to {profile} through the directory. That profile has no account yet, so the message is with the operators:',
            {
              visitor: data.visitorName,
              profile: data.profileName,
            },
          )}
        </Paragraph>
      ) : (
        <Paragraph>
          {mailText(locale, '{visitor} found you in our directory and would like to connect. She wrote:', { visitor: data.visitorName })}
        </Paragraph>
      )}
      <Quote>{data.question}</Quote>
      <Action href={data.dashboardUrl}>
        {data.forOperators ? mailText(locale, 'Open the inquiries') : mailText(locale, 'Open your inquiries')}
      </Action>
      {data.forOperators ? (
        <Note>{mailText(locale, 'You can turn it into a help request or close it with a note.')}</Note>
      ) : (
        <Note>
          {mailText(
            locale,
            'If you accept, we will introduce you to each other by e-mail. If you cannot help, you can decline kindly, with a reason or without.',
          )}
        </Note>
      )}
    </>
  ),
});
