import { z } from 'zod';
import { defineMail, field, formatDay } from './define-mail';
import { Action, Greeting, Item, List, Paragraph, Quote, Strong } from './parts';

/** To one operator, at most every 10 minutes: the requests that arrived since the last one. */
export const newRequestsDigest = defineMail({
  data: z.object({
    recipientName: field.name,
    requests: z.array(z.object({ requesterFirstName: field.name, question: field.text, createdAt: field.instant })).min(1),
    dashboardUrl: field.url,
  }),
  subject: (data) => (data.requests.length === 1 ? 'A new help request is waiting' : `${data.requests.length} new help requests are waiting`),
  Body: ({ data }) => (
    <>
      <Greeting name={data.recipientName} />
      <Paragraph>
        {data.requests.length === 1 ? 'A new request for help arrived.' : `${data.requests.length} new requests for help arrived.`} Each
        one is waiting for an enabler:
      </Paragraph>
      <List>
        {data.requests.map((request, index) => (
          <Item key={index}>
            <Strong>{request.requesterFirstName}</Strong> asked on {formatDay(request.createdAt)}:
            <Quote>{request.question}</Quote>
          </Item>
        ))}
      </List>
      <Action href={data.dashboardUrl}>Open Help Requests</Action>
    </>
  ),
});
