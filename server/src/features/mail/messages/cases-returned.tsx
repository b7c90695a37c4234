import { z } from 'zod';
import { mailText } from '../mail-text';
import { defineMail, field } from './define-mail';
import { Action, Greeting, Item, Link, List, Paragraph, Quote } from './parts';

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
  subject: (data, _site, locale) => {
    const values = { cases: data.cases.length, inquiries: data.inquiries.length, name: data.enablerName };
    if (data.inquiries.length === 0) {
      return mailText(
        locale,
        '{cases, plural, one {A case of {name} is back in the queue} other {# cases of {name} are back in the queue}}',
        values,
      );
    }
    if (data.cases.length === 0) {
      return mailText(
        locale,
        '{inquiries, plural, one {1 inquiry of {name} is back with the operators} other {# inquiries of {name} are back with the operators}}',
        values,
      );
    }
    return mailText(
      locale,
      '{cases, plural, one {1 case} other {# cases}} and {inquiries, plural, one {1 inquiry} other {# inquiries}} of {name} are back with the operators',
      values,
    );
  },
  Body: ({ data, locale }) => (
    <>
      <Greeting name={data.recipientName} locale={locale} />
      <Paragraph>
        {mailText(locale, 'An administrator deactivated the account of {name} or changed her role.', { name: data.enablerName })}
        {data.cases.length > 0 &&
          ` ${mailText(locale, '{count, plural, one {Her open case is waiting for another enabler:} other {Her open cases are waiting for another enabler:}}', { count: data.cases.length })}`}
      </Paragraph>
      {data.cases.length > 0 && (
        <>
          <List>
            {data.cases.map((item, index) => (
              <Item key={index}>
                <Quote>{item.question}</Quote>
                <Link href={item.caseUrl}>{mailText(locale, 'Assign the case')}</Link>
              </Item>
            ))}
          </List>
          <Action href={data.dashboardUrl}>{mailText(locale, 'Open Help Requests')}</Action>
        </>
      )}
      {data.inquiries.length > 0 && (
        <>
          <Paragraph>
            {mailText(
              locale,
              "{count, plural, one {An inquiry she had not answered is now in the operators' inbox, where you can turn it into a help request or close it with a note:} other {# inquiries she had not answered are now in the operators' inbox, where you can turn it into a help request or close it with a note:}}",
              { count: data.inquiries.length },
            )}
          </Paragraph>
          <List>
            {data.inquiries.map((item, index) => (
              <Item key={index}>
                {mailText(locale, 'From {name}:', { name: item.name })} <Quote>{item.question}</Quote>
              </Item>
            ))}
          </List>
          {data.inquiriesUrl && <Action href={data.inquiriesUrl}>{mailText(locale, 'Open the inquiries')}</Action>}
        </>
      )}
    </>
  ),
});
