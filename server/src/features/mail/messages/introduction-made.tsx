import { z } from 'zod';
import { mailText, type MailLocale } from '../mail-text';
import { defineMail, field } from './define-mail';
import { InLanguage, Item, List, Paragraph, Quote, Strong } from './parts';

const member = z.object({ name: field.name, email: z.email() });

const data = z.object({
  /** Who asked: the message's To. */
  sender: member,
  /** Who accepted: its Cc. */
  recipient: member,
  /** The sender's note, unless the club hid it. */
  note: field.text.optional(),
  /** The other member's language, when it is not the message's own: the message then says everything in it too. */
  alsoIn: z.enum(['en', 'ml']).optional(),
});
type Data = z.infer<typeof data>;

function subjectIn(data: Data, locale: MailLocale): string {
  return mailText(locale, 'Introduction: {sender} and {recipient}', { sender: data.sender.name, recipient: data.recipient.name });
}

function Introduction({ data, locale }: { data: Data; locale: MailLocale }) {
  return (
    <>
      <Paragraph>
        {mailText(locale, 'Hello {sender} and {recipient},', { sender: data.sender.name, recipient: data.recipient.name })}
      </Paragraph>
      <Paragraph>
        {mailText(locale, '{recipient} has accepted {sender}’s request: we are glad to introduce you to each other.', {
          sender: data.sender.name,
          recipient: data.recipient.name,
        })}
      </Paragraph>
      <List>
        {[data.sender, data.recipient].map((person) => (
          <Item key={person.email}>
            {person.name}: <Strong>{person.email}</Strong>
          </Item>
        ))}
      </List>
      {data.note ? (
        <>
          <Paragraph>{mailText(locale, '{sender} wrote:', { sender: data.sender.name })}</Paragraph>
          <Quote>{data.note}</Quote>
        </>
      ) : null}
      <Paragraph>{mailText(locale, 'Reply to all to say hello. We hope it is the start of a good conversation.')}</Paragraph>
    </>
  );
}

/**
 * An accepted introduction (issue 42): ONE message to both members (the sender in To, the one who
 * accepted in Cc), each named with her address. When their languages differ the message is in both:
 * the sender's first, then the other's (`alsoIn`), the subject in both.
 */
export const introductionMade = defineMail({
  data,
  subject: (data, _site, locale) =>
    data.alsoIn && data.alsoIn !== locale ? `${subjectIn(data, locale)} / ${subjectIn(data, data.alsoIn)}` : subjectIn(data, locale),
  Body: ({ data, locale }) => (
    <>
      <Introduction data={data} locale={locale} />
      {data.alsoIn && data.alsoIn !== locale ? (
        <InLanguage locale={data.alsoIn}>
          <Introduction data={data} locale={data.alsoIn} />
        </InLanguage>
      ) : null}
    </>
  ),
});
