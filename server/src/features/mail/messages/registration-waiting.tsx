import { z } from 'zod';
import { defineMail, field } from './define-mail';
import { Action, Greeting, Paragraph } from './parts';

/** To every active admin: someone registered and waits for a review. */
export const registrationWaiting = defineMail({
  data: z.object({ recipientName: field.name, applicantName: field.name, role: z.enum(['enabler', 'operator']), reviewUrl: field.url }),
  subject: (data) => `${data.applicantName} registered as ${data.role === 'enabler' ? 'an enabler' : 'an operator'}`,
  Body: ({ data }) => (
    <>
      <Greeting name={data.recipientName} />
      <Paragraph>
        {data.applicantName} registered as {data.role === 'enabler' ? 'an enabler' : 'an operator'} and is waiting for your review. The Pending
        Requests list shows whether the e-mail address has been confirmed yet.
      </Paragraph>
      <Action href={data.reviewUrl}>Review pending requests</Action>
    </>
  ),
});
