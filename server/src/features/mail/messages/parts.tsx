import { Children, isValidElement, type CSSProperties, type ReactElement, type ReactNode } from 'react';
import { mailText, type MailLocale } from '../mail-text';

/**
 * The building blocks of every message. A message body is made of these (and plain strings), so
 * that react-dom/server renders its HTML part and `toPlainText` walks the same tree into its text
 * part: one source, two parts that cannot drift apart. Styles are inline because mail clients
 * ignore style sheets; there are no images, so nothing is fetched from elsewhere.
 */

/** What every message may show about the club: its name and postal address, and the site's address. */
export interface MailSite {
  name: string;
  address: string;
  /** PUBLIC_URL, without a trailing slash. */
  publicUrl: string;
}

const font = 'Helvetica, Arial, sans-serif';
const text: CSSProperties = { margin: '0 0 16px', fontFamily: font, fontSize: '16px', lineHeight: '24px', color: '#2b2230' };

/** A paragraph. */
export function Paragraph({ children }: { children: ReactNode }) {
  return <p style={text}>{children}</p>;
}

/** Smaller, quieter text: what a link is, why the e-mail came. */
export function Note({ children }: { children: ReactNode }) {
  return <p style={{ ...text, fontSize: '14px', lineHeight: '20px', color: '#6b5f70' }}>{children}</p>;
}

/** Someone's own words (a question, a reply), kept line for line. */
export function Quote({ children }: { children: string }) {
  return (
    <blockquote style={{ ...text, margin: '0 0 16px', padding: '8px 16px', borderLeft: '4px solid #c9a3bd', whiteSpace: 'pre-wrap' }}>
      {children}
    </blockquote>
  );
}

/** The one thing to do next, as a button; in the text part, its label and the address on a line of its own. */
export function Action({ href, children }: { href: string; children: string }) {
  return (
    <p style={{ ...text, margin: '24px 0' }}>
      <a
        href={href}
        style={{
          display: 'inline-block',
          padding: '12px 20px',
          borderRadius: '6px',
          background: '#7b2d5b',
          color: '#ffffff',
          fontFamily: font,
          fontWeight: 700,
          textDecoration: 'none',
        }}
      >
        {children}
      </a>
    </p>
  );
}

/** A link inside a sentence; in the text part, its label and then the address in brackets. */
export function Link({ href, children }: { href: string; children: string }) {
  return (
    <a href={href} style={{ color: '#7b2d5b' }}>
      {children}
    </a>
  );
}

/** A list; each child is an Item. */
export function List({ children }: { children: ReactNode }) {
  return <ul style={{ ...text, paddingLeft: '20px' }}>{children}</ul>;
}

/** One entry of a List. */
export function Item({ children }: { children: ReactNode }) {
  return <li style={{ margin: '0 0 12px' }}>{children}</li>;
}

/** Emphasis inside a paragraph or an item. */
export function Strong({ children }: { children: ReactNode }) {
  return <strong>{children}</strong>;
}

/** "Hello Anna," */
export function Greeting({ name, locale }: { name?: string | undefined; locale: MailLocale }) {
  return <Paragraph>{name ? mailText(locale, 'Hello {name},', { name }) : mailText(locale, 'Hello,')}</Paragraph>;
}

/** Said under every requester link: it works without a password, so it must stay private. */
export function PrivateLinkNote({ locale }: { locale: MailLocale }) {
  return (
    <Note>
      {mailText(
        locale,
        'This link is private: anyone with this link can read and reply to your request, so please do not forward this e-mail or share the link.',
      )}
    </Note>
  );
}

/**
 * Under a case's e-mail when replies come back (issue 41: the outbox sets `replyByEmail` on a message
 * whose Reply-To names its thread): she may simply answer the e-mail.
 */
export function AnswerByEmailNote({ locale, shown }: { locale: MailLocale; shown: boolean | undefined }) {
  return shown ? <Note>{mailText(locale, 'You can also answer this e-mail: your answer goes into the conversation.')}</Note> : null;
}

/**
 * A newsletter's text: HTML made by the server's own Markdown renderer (raw HTML off, links and
 * images checked), never anything a visitor typed; in the text part, its plain `text`.
 */
export function RichText({ html }: { html: string; text: string }) {
  return <div style={{ ...text, margin: 0 }} dangerouslySetInnerHTML={{ __html: html }} />;
}

/**
 * The same message again in a second language (issue 42: an introduction to two members whose
 * languages differ): marked with its language for screen readers, set apart by a rule; in the text
 * part, after a line of dashes.
 */
export function InLanguage({ locale, children }: { locale: MailLocale; children: ReactNode }) {
  return (
    <div lang={locale} style={{ borderTop: '1px solid #e6dce3', marginTop: '24px', paddingTop: '8px' }}>
      {children}
    </div>
  );
}

/** The line an inbox shows after the subject; hidden in the message itself, and left out of its text part. */
export function Preheader({ children }: { children: string }) {
  return (
    <div style={{ display: 'none', maxHeight: 0, overflow: 'hidden', opacity: 0, fontSize: '1px', lineHeight: '1px' }}>{children}</div>
  );
}

/** An image the message carries itself (`cid:`), e.g. a door QR code; left out of the text part. */
export function CidImage({ cid, alt, size }: { cid: string; alt: string; size: number }) {
  // loading="lazy": React would otherwise add a preload link for the image to the head.
  return (
    <img
      src={`cid:${cid}`}
      alt={alt}
      width={size}
      height={size}
      loading="lazy"
      style={{ display: 'block', margin: '0 0 16px', border: 0 }}
    />
  );
}

/** The frame around every message: the club's name on top, its postal address at the foot. */
export function MailLayout({
  site,
  subject,
  locale,
  children,
}: {
  site: MailSite;
  subject: string;
  locale: MailLocale;
  children: ReactNode;
}) {
  return (
    <html lang={locale}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>{subject}</title>
      </head>
      <body style={{ margin: 0, padding: '24px 12px', background: '#f6f1f4' }}>
        <div style={{ maxWidth: '560px', margin: '0 auto', padding: '24px 28px', background: '#ffffff', borderRadius: '8px' }}>
          <p style={{ ...text, fontSize: '18px', fontWeight: 700, color: '#7b2d5b' }}>{site.name}</p>
          {children}
          <hr style={{ border: 0, borderTop: '1px solid #e6dce3', margin: '24px 0 16px' }} />
          <p style={{ ...text, fontSize: '13px', lineHeight: '18px', color: '#6b5f70' }}>
            {site.name} · {site.address} ·{' '}
            <a href={site.publicUrl} style={{ color: '#6b5f70' }}>
              {site.publicUrl}
            </a>
          </p>
        </div>
      </body>
    </html>
  );
}

/** The text part's frame, matching MailLayout. */
export function layoutPlainText(site: MailSite, body: string): string {
  return `${site.name}\n\n${squeeze(body).trim()}\n\n-- \n${site.name}\n${site.address}\n${site.publicUrl}\n`;
}

// Blocks start on a line of their own and end with a blank line (runs of blank lines are squeezed
// afterwards); list items take one line each, later lines indented under the dash.
const blocks = new Map<unknown, (content: string, props: Record<string, unknown>) => string>([
  [Paragraph, (content) => `\n${content.trim()}\n\n`],
  [Note, (content) => `\n${content.trim()}\n\n`],
  [
    Quote,
    (content) =>
      `\n${content
        .split('\n')
        .map((line) => (line ? `> ${line}` : '>'))
        .join('\n')}\n\n`,
  ],
  [Action, (content, props) => `\n${content.trim()}:\n${String(props.href)}\n\n`],
  [List, (content) => `\n${content.trimEnd()}\n\n`],
  [
    Item,
    (content) =>
      `- ${squeeze(content)
        .trim()
        .replace(/\n(?=.)/g, '\n  ')}\n`,
  ],
  [Link, (content, props) => `${content} (${String(props.href)})`],
  [Strong, (content) => content],
  [RichText, (_content, props) => `\n${String(props.text).trim()}\n\n`],
  [InLanguage, (content) => `\n----------\n\n${content.trim()}\n\n`],
  [Preheader, () => ''],
  [CidImage, () => ''],
]);

const squeeze = (text: string) => text.replace(/\n{3,}/g, '\n\n');

/**
 * The plain-text part of a message body: walks the element tree, expanding the message's own
 * components (plain functions without hooks) and writing each part above as text. Anything else
 * (an HTML tag, a class component) is a mistake in a message file and throws.
 */
export function toPlainText(node: ReactNode): string {
  if (node === null || node === undefined || typeof node === 'boolean') return '';
  if (typeof node === 'string' || typeof node === 'number' || typeof node === 'bigint') return String(node);
  if (Array.isArray(node)) return node.map(toPlainText).join('');
  if (!isValidElement(node)) throw new Error('A message body may contain only elements and text');
  const element = node as ReactElement<Record<string, unknown> & { children?: ReactNode }>;
  const content = () => Children.toArray(element.props.children).map(toPlainText).join('');
  const block = blocks.get(element.type);
  if (block) return block(content(), element.props);
  if (typeof element.type === 'symbol') return content(); // a fragment
  if (typeof element.type === 'function') return toPlainText((element.type as (props: unknown) => ReactNode)(element.props));
  throw new Error(`A message body may not contain <${String(element.type)}>: use the parts in parts.tsx`);
}
