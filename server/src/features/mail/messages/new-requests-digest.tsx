import { z } from 'zod';
import { mailNodes, mailText } from '../mail-text';
import { defineMail, field, formatDay } from './define-mail';
import { Action, Greeting, Item, List, Paragraph, Quote, Strong } from './parts';

/** To one operator, at most every 10 minutes: the requests that arrived since the last one. */
export const newRequestsDigest = defineMail({
  data: z.object({
    recipientName: field.name,
    requests: z.array(z.object({ requesterFirstName: field.name, question: field.text, createdAt: field.instant })).min(1),
    dashboardUrl: field.url,
  }),
  subject: (data, _site, locale) =>
    mailText(locale, '{count, plural, one {A new help request is waiting} other {# new help requests are waiting}}', {
      count: data.requests.length,
    }),
  Body: ({ data, locale }) => (
    <>
      <Greeting name={data.recipientName} locale={locale} />
      <Paragraph>
        {mailText(
          locale,
          '{count, plural, one {A new request for help arrived. Each one is waiting for an enabler:} other {# new requests for help arrived. Each one is waiting for an enabler:}}',
          { count: data.requests.length },
        )}
      </Paragraph>
      <List>
        {data.requests.map((request, index) => (
          <Item key={index}>
            {mailNodes(locale, '{name} asked on {day}:', {
              name: <Strong>{request.requesterFirstName}</Strong>,
              day: formatDay(request.createdAt, locale),
            })}
            <Quote>{request.question}</Quote>
          </Item>
        ))}
      </List>
      <Action href={data.dashboardUrl}>{mailText(locale, 'Open Help Requests')}</Action>
    </>
  ),
});
