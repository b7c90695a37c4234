import { verticalOptions } from '@wfc/shared';
import { z } from 'zod';
import { mailNodes, mailText, type MailLocale } from '../mail-text';
import { defineMail, field } from './define-mail';
import { Action, Greeting, Item, Link, List, Note, Paragraph, Quote, Strong } from './parts';

const line = z.string().trim().min(1).max(300);

/** The parts of the sender's card she chose to show (issue 42): never an address, never a photo (it is for signed-in members). */
const card = z.object({
  company: line.optional(),
  role: line.optional(),
  vertical: z.enum(verticalOptions.map((option) => option.value) as [string, ...string[]]).optional(),
  city: line.optional(),
  canHelp: line.optional(),
  canHelpTags: z.array(z.string().max(30)).max(8).optional(),
  lookingFor: line.optional(),
  lookingForTags: z.array(z.string().max(30)).max(8).optional(),
  website: field.url.optional(),
  linkedin: field.url.optional(),
  /** The language her card's own texts are written in: they are shown as written. */
  textLocale: z.enum(['en', 'ml']),
});
type Card = z.infer<typeof card>;

/** "Tech", "Health" … in the message's language. */
function verticalLabel(value: string, locale: MailLocale): string {
  const label = verticalOptions.find((option) => option.value === value)?.label ?? value;
  return mailText(locale, label);
}

function withTags(text: string | undefined, tags: string[] | undefined): string {
  return [text, tags && tags.length > 0 ? `(${tags.join(', ')})` : undefined].filter(Boolean).join(' ');
}

/** The lines of her card, each with what it is. */
function CardItems({ card, locale }: { card: Card; locale: MailLocale }) {
  const work = [card.role, card.company].filter(Boolean).join(', ');
  const place = [card.vertical ? verticalLabel(card.vertical, locale) : undefined, card.city].filter(Boolean).join(' · ');
  const canHelp = withTags(card.canHelp, card.canHelpTags);
  const lookingFor = withTags(card.lookingFor, card.lookingForTags);
  return (
    <List>
      {work ? <Item>{mailText(locale, 'Work: {work}', { work })}</Item> : null}
      {place ? <Item>{mailText(locale, 'Field and city: {place}', { place })}</Item> : null}
      {canHelp ? <Item>{mailText(locale, 'I can help with: {text}', { text: canHelp })}</Item> : null}
      {lookingFor ? <Item>{mailText(locale, 'I am looking for: {text}', { text: lookingFor })}</Item> : null}
      {card.website ? (
        <Item>
          <Link href={card.website}>{mailText(locale, 'Website')}</Link>
        </Item>
      ) : null}
      {card.linkedin ? (
        <Item>
          <Link href={card.linkedin}>{mailText(locale, 'LinkedIn')}</Link>
        </Item>
      ) : null}
    </List>
  );
}

/**
 * To a listed member (issue 42): another member would like to be introduced. Her note and card,
 * the private link to accept or decline (`/introduction#<token>`), and her page. No address of
 * either: addresses travel only in the introduction itself, once she accepts.
 */
export const introductionRequest = defineMail({
  data: z.object({
    recipientName: field.name,
    senderName: field.name,
    note: field.text,
    card,
    answerUrl: field.url,
    pageUrl: field.url,
    /** Days the request waits for her answer. */
    days: z.number().int().positive(),
  }),
  subject: (data, _site, locale) => mailText(locale, '{name} would like to be introduced to you', { name: data.senderName }),
  Body: ({ data, locale }) => {
    const hasCard = Object.keys(data.card).some((key) => key !== 'textLocale');
    return (
      <>
        <Greeting name={data.recipientName} locale={locale} />
        <Paragraph>
          {mailText(locale, '{name} found your card in the members’ directory and would like to be introduced. She wrote:', {
            name: data.senderName,
          })}
        </Paragraph>
        <Quote>{data.note}</Quote>
        {hasCard ? (
          <>
            <Paragraph>
              <Strong>{mailText(locale, 'Her card')}</Strong>
              {data.card.textLocale === locale
                ? null
                : ` ${data.card.textLocale === 'ml' ? mailText(locale, '(written in Malayalam)') : mailText(locale, '(written in English)')}`}
            </Paragraph>
            <CardItems card={data.card} locale={locale} />
          </>
        ) : null}
        <Action href={data.answerUrl}>{mailText(locale, 'Accept or decline')}</Action>
        <Paragraph>
          {mailText(
            locale,
            'If you accept, we send you both one e-mail with each other’s address. If you decline, she is told kindly and nothing of yours is shared.',
          )}
        </Paragraph>
        <Note>
          {mailNodes(locale, 'The request waits {days} days for your answer. You can also answer it on {page}.', {
            days: data.days,
            page: <Link href={data.pageUrl}>{mailText(locale, 'your page')}</Link>,
          })}
        </Note>
        <Note>{mailText(locale, 'The button’s link is yours alone: please do not forward this e-mail.')}</Note>
      </>
    );
  },
});
