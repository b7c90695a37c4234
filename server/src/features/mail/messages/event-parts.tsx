import qrcode from 'qrcode-generator';
import { z } from 'zod';
import { renderCalendar } from '../../../lib/calendar';
import { mailText, type MailLocale } from '../mail-text';
import { field, type InlineImage } from './define-mail';
import { CidImage, Item, List, Paragraph, Strong, type MailSite } from './parts';

/** What the e-mails of an event's registration share (issue 30): the event, the invitation, the door code. */

export const eventField = z.object({
  title: z.string().min(1).max(300),
  date: z.string().min(1).max(100),
  time: z.string().min(1).max(100),
  location: z.string().min(1).max(300),
  startsAt: field.instant,
  url: field.url,
});
export type EventField = z.infer<typeof eventField>;

export const calendarField = z.object({
  method: z.enum(['REQUEST', 'CANCEL']),
  uid: z.string().min(1).max(300),
  sequence: z.number().int().min(0),
  start: field.instant,
  end: field.instant,
  summary: z.string().min(1).max(300),
  location: z.string().max(300),
  description: z.string().max(5000),
  url: field.url,
  organizerEmail: z.string().min(3).max(254),
  attendeeName: z.string().min(1).max(200),
  attendeeEmail: z.string().min(3).max(254),
});

/** A door code as e-mailed: `7KQ2M-XW9D3`, or masked in what the outbox stores. */
export const doorCodeField = z.string().regex(/^([0-9A-Z]{5}-[0-9A-Z]{5}|•{5}-•{5})$/);

/** The invitation of a message's data, rendered by the one calendar module. */
export function calendarOf(
  data: { calendar?: z.infer<typeof calendarField> | undefined },
  site: MailSite,
): { method: 'REQUEST' | 'CANCEL'; content: string } | undefined {
  const invite = data.calendar;
  if (!invite) return undefined;
  const content = renderCalendar({
    method: invite.method,
    now: new Date(),
    events: [
      {
        uid: invite.uid,
        sequence: invite.sequence,
        start: invite.start,
        end: invite.end,
        summary: invite.summary,
        location: invite.location,
        description: invite.description,
        url: invite.url,
        organizer: { name: site.name, email: invite.organizerEmail },
        attendee: { name: invite.attendeeName, email: invite.attendeeEmail },
      },
    ],
  });
  return { method: invite.method, content };
}

const DOOR_CID = 'door-code';

/** Her door code's QR code as a GIF carried in the message (no masked code is ever drawn). */
export function doorCodeImages(data: { checkInCode?: string | undefined }): InlineImage[] {
  const code = data.checkInCode;
  if (!code || code.includes('•')) return [];
  const qr = qrcode(0, 'M');
  qr.addData(code);
  qr.make();
  const gif = qr.createDataURL(6, 4).replace(/^data:image\/gif;base64,/, '');
  return [{ cid: DOOR_CID, filename: 'door-code.gif', contentType: 'image/gif', content: Buffer.from(gif, 'base64') }];
}

/** The event's when and where. */
export function EventFacts({ event, locale }: { event: EventField; locale: MailLocale }) {
  return (
    <List>
      <Item>
        <Strong>{event.title}</Strong>
      </Item>
      <Item>{mailText(locale, 'When: {date}, {time}', { date: event.date, time: event.time })}</Item>
      <Item>{mailText(locale, 'Where: {place}', { place: event.location })}</Item>
    </List>
  );
}

/** Her door code: its QR code, and the code to type. */
export function DoorCode({ code, locale }: { code: string; locale: MailLocale }) {
  return (
    <>
      <Paragraph>{mailText(locale, 'At the door, show this QR code, or say your code: {code}', { code })}</Paragraph>
      <CidImage cid={DOOR_CID} alt={mailText(locale, 'QR code of your door code {code}', { code })} size={180} />
    </>
  );
}
