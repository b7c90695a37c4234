import { z } from 'zod';
import { defineMail, field } from './define-mail';
import { Action, Greeting, Item, Link, List, Paragraph, Quote } from './parts';

const count = (n: number, one: string, many: string) => (n === 1 ? `1 ${one}` : `${n} ${many}`);

/** What went back, in words: "2 cases", "an inquiry", "a case and 3 inquiries". */
function whatWentBack(cases: number, inquiries: number): string {
  const parts = [cases > 0 ? count(cases, 'case', 'cases') : '', inquiries > 0 ? count(inquiries, 'inquiry', 'inquiries') : ''];
  return parts.filter(Boolean).join(' and ');
}

/**
 * To one operator: an admin deactivated an enabler (or changed her role), so her open cases are back
 * in the queue and her unanswered inquiries in the operators' inbox. (The kind keeps its first name,
 * from when it listed cases only, so that messages already held still render.)
 */
export const casesReturned = defineMail({
  data: z
    .object({
      recipientName: field.name,
      enablerName: field.name,
      cases: z.array(z.object({ question: field.text, caseUrl: field.url })),
      dashboardUrl: field.url,
      inquiries: z.array(z.object({ name: field.name, question: field.text })).default([]),
      inquiriesUrl: field.url.optional(),
    })
    .refine((data) => data.cases.length + data.inquiries.length > 0, 'Nothing went back.'),
  subject: (data) => {
    if (data.inquiries.length === 0) {
      return data.cases.length === 1 ? `A case of ${data.enablerName} is back in the queue` : `${data.cases.length} cases of ${data.enablerName} are back in the queue`;
    }
    return `${whatWentBack(data.cases.length, data.inquiries.length)} of ${data.enablerName} ${data.cases.length + data.inquiries.length === 1 ? 'is' : 'are'} back with the operators`;
  },
  Body: ({ data }) => (
    <>
      <Greeting name={data.recipientName} />
      <Paragraph>
        An administrator deactivated the account of {data.enablerName} or changed her role.
        {data.cases.length > 0 && <> Her open {data.cases.length === 1 ? 'case is' : 'cases are'} waiting for another enabler:</>}
      </Paragraph>
      {data.cases.length > 0 && (
        <>
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
      )}
      {data.inquiries.length > 0 && (
        <>
          <Paragraph>
            {data.inquiries.length === 1 ? 'An inquiry she had not answered is' : `${data.inquiries.length} inquiries she had not answered are`} now in
            the operators&apos; inbox, where you can turn it into a help request or close it with a note:
          </Paragraph>
          <List>
            {data.inquiries.map((item, index) => (
              <Item key={index}>
                From {item.name}: <Quote>{item.question}</Quote>
              </Item>
            ))}
          </List>
          {data.inquiriesUrl && <Action href={data.inquiriesUrl}>Open the inquiries</Action>}
        </>
      )}
    </>
  ),
});
