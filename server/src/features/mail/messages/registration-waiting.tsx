import { z } from 'zod';
import { mailText } from '../mail-text';
import { defineMail, field } from './define-mail';
import { Action, Greeting, Paragraph } from './parts';

/** To every active admin: someone registered and waits for a review. */
export const registrationWaiting = defineMail({
  data: z.object({ recipientName: field.name, applicantName: field.name, role: z.enum(['enabler', 'operator']), reviewUrl: field.url }),
  subject: (data, _site, locale) =>
    data.role === 'enabler'
      ? mailText(locale, '{name} registered as an enabler', { name: data.applicantName })
      : mailText(locale, '{name} registered as an operator', { name: data.applicantName }),
  Body: ({ data, locale }) => (
    <>
      <Greeting name={data.recipientName} locale={locale} />
      <Paragraph>
        {data.role === 'enabler'
          ? mailText(
              locale,
              '{name} registered as an enabler and is waiting for your review. The Pending Requests list shows whether the e-mail address has been confirmed yet.',
              { name: data.applicantName },
            )
          : mailText(
              locale,
              '{name} registered as an operator and is waiting for your review. The Pending Requests list shows whether the e-mail address has been confirmed yet.',
              { name: data.applicantName },
            )}
      </Paragraph>
      <Action href={data.reviewUrl}>{mailText(locale, 'Review pending requests')}</Action>
    </>
  ),
});
