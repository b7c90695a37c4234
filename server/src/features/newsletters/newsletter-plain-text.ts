import { parseMarkdown, type MarkdownToken } from '../blog/markdown';

/**
 * A newsletter's Markdown as the plain-text part of its e-mail (issue 38: it had been the Markdown
 * itself, `## …`, `**…**` and `[text](url)`). Read with the blog's markdown-it rules, then written
 * from its tokens: a heading as its line underlined ("=" for the top level, "-" below it), emphasis
 * without its marks, a link as "text (address)", the site's own addresses made absolute, an image as
 * its alt text, lists as "- " and "1. ", a quote as "> ", a table's rows as cells joined by " | ".
 */
export function markdownToPlainText(source: string, publicUrl: string): string {
  const writer = new PlainTextWriter();
  const tokens = parseMarkdown(source);
  const headingLevels = tokens.filter((token) => token.type === 'heading_open').map((token) => Number(token.tag.slice(1)));
  const topLevel = Math.min(...headingLevels);
  let row: string[] = [];
  for (const token of tokens) {
    switch (token.type) {
      case 'heading_open':
        writer.heading = token.tag === `h${topLevel}` ? '=' : '-';
        break;
      case 'inline':
        if (writer.inTable) row.push(inlineText(token.children ?? [], publicUrl).replace(/\s*\n\s*/g, ' '));
        else writer.block(inlineText(token.children ?? [], publicUrl), !token.hidden);
        break;
      case 'paragraph_open':
        writer.hidden = token.hidden;
        break;
      case 'bullet_list_open':
      case 'ordered_list_open':
        writer.lists += 1;
        break;
      case 'bullet_list_close':
      case 'ordered_list_close':
        writer.lists -= 1;
        if (writer.lists === 0) writer.separate();
        break;
      case 'list_item_open':
        writer.open(token.markup === '.' || token.markup === ')' ? `${token.info}${token.markup} ` : '- ');
        break;
      case 'blockquote_open':
        writer.open('> ', '> ');
        break;
      case 'list_item_close':
      case 'blockquote_close':
        writer.close();
        break;
      case 'fence':
      case 'code_block':
        writer.block(token.content.replace(/\n$/, ''), true);
        break;
      case 'hr':
        writer.block('----------', true);
        break;
      case 'table_open':
        writer.inTable = true;
        break;
      case 'tr_open':
        row = [];
        break;
      case 'tr_close':
        writer.block(row.join(' | '), false);
        break;
      case 'table_close':
        writer.inTable = false;
        writer.separate();
        break;
      default:
        break;
    }
  }
  return writer.text();
}

/** Lines with the prefixes of the lists and quotes they are in, and a blank line between blocks. */
class PlainTextWriter {
  private readonly lines: string[] = [];
  /** Each open list item or quote: its first line's prefix, the next lines', and whether its first line is written. */
  private readonly containers: { first: string; rest: string; used: boolean }[] = [];
  private blank = false;
  /** The underline of the heading being written, if one is. */
  heading: '=' | '-' | null = null;
  /** Whether the paragraph being written is a tight list item's (no blank line after it). */
  hidden = false;
  lists = 0;
  inTable = false;

  open(first: string, rest = ' '.repeat(first.length)) {
    this.containers.push({ first, rest, used: false });
  }

  close() {
    this.containers.pop();
  }

  /** A blank line before the next block. */
  separate() {
    this.blank = true;
  }

  /** A block of text (possibly several lines); `separated`: a blank line follows it. */
  block(text: string, separated: boolean) {
    const underline = this.heading;
    this.heading = null;
    if (text.trim() === '') return;
    if (this.blank && this.lines.length > 0) this.lines.push('');
    this.blank = false;
    const body = text.split('\n');
    if (underline) body.push(underline.repeat(Math.max(3, [...text].length)));
    for (const line of body) {
      const prefix = this.containers.map((container) => (container.used ? container.rest : container.first)).join('');
      this.lines.push(`${prefix}${line}`.trimEnd());
      for (const container of this.containers) container.used = true;
    }
    if (separated && !this.hidden) this.blank = true;
    this.hidden = false;
  }

  text(): string {
    return this.lines.join('\n').trim();
  }
}

/** An inline run as text: marks dropped, links as "text (address)", images as their alt text. */
function inlineText(children: readonly MarkdownToken[], publicUrl: string): string {
  let out = '';
  const links: { href: string; start: number }[] = [];
  for (const child of children) {
    switch (child.type) {
      // An image's content is its alt text.
      case 'text':
      case 'code_inline':
      case 'image':
        out += child.content;
        break;
      case 'softbreak':
      case 'hardbreak':
        out += '\n';
        break;
      case 'link_open':
        links.push({ href: String(child.attrGet('href') ?? ''), start: out.length });
        break;
      case 'link_close': {
        const link = links.pop();
        if (link) out += linkAddress(out.slice(link.start), link.href, publicUrl);
        break;
      }
      default:
        break;
    }
  }
  return out;
}

/** " (address)" after a link's text; nothing when the text is the address, or for a link within the page. */
function linkAddress(label: string, href: string, publicUrl: string): string {
  if (href.startsWith('#')) return '';
  const address = /^\/(?![/\\])/.test(href) ? `${publicUrl}${href}` : href;
  const shown = label.trim();
  if (shown === address || `mailto:${shown}` === address || shown === href) return '';
  return ` (${address})`;
}
