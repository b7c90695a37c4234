import { z } from 'zod';
import { defineMail, field } from './define-mail';
import { Action, Greeting, Item, Link, List, Paragraph, Quote } from './parts';

/** To one operator: an admin deactivated an enabler (or changed her role), so her open cases are back in the queue. */
export const casesReturned = defineMail({
  data: z.object({
    recipientName: field.name,
    enablerName: field.name,
    cases: z.array(z.object({ question: field.text, caseUrl: field.url })).min(1),
    dashboardUrl: field.url,
  }),
  subject: (data) =>
    data.cases.length === 1 ? `A case of ${data.enablerName} is back in the queue` : `${data.cases.length} cases of ${data.enablerName} are back in the queue`,
  Body: ({ data }) => (
    <>
      <Greeting name={data.recipientName} />
      <Paragraph>
        An administrator deactivated the account of {data.enablerName} or changed her role, so her open{' '}
        {data.cases.length === 1 ? 'case is' : 'cases are'} waiting for another enabler:
      </Paragraph>
      <List>
        {data.cases.map((item, index) => (
          <Item key={index}>
            <Quote>{item.question}</Quote>
            <Link href={item.caseUrl}>Assign the case</Link>
          </Item>
        ))}
      </List>
      <Action href={data.dashboardUrl}>Open Help Requests</Action>
    </>
  ),
});
