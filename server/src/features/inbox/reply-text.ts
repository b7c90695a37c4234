import EmailReplyParser from 'email-reply-parser';

/**
 * What a person wrote in a reply, without the quoted history and the signature (issue 41): Crisp's
 * email-reply-parser, which knows the quote headers of Gmail, Outlook, Apple Mail and Thunderbird in
 * the European and East Asian languages, `>` quotes and the usual signatures. Headers it does not
 * know are cut first: Malayalam clients' ("… <address> എഴുതി:", Outlook's "അയച്ചത്:" block) and
 * Outlook's English block when it names the sender without an address ("From: Name" then "Sent:").
 */

/** The end of a Malayalam quote header: Gmail's "<date>-ന് <name> <address> എഴുതി:". */
const MALAYALAM_WROTE = /എഴുതി\s*:\s*$/u;
/** Outlook's header block in Malayalam: "അയച്ചത്: <name>" then the date, the recipients and the subject. */
const MALAYALAM_FROM_BLOCK = /^\s*(?:അയച്ചത്|അയച്ചയാൾ|ഇതിൽ നിന്ന്)\s*:/u;
/** Outlook's block in English, its first two lines ("*From:*" when the text was made from HTML). */
const OUTLOOK_FROM = /^\s*\*?From\s?:\*?\s+\S/;
const OUTLOOK_SENT = /^\s*\*?(?:Sent|Date)\s?:\*?\s+\S/;
/** Gmail's date ends in "-ന്" ("10:00 AM-ന്"): a header line without it is the second of a header wrapped onto two. */
const MALAYALAM_AT = /-ന്/u;
/** The first line of a wrapped header has the date (digits) in it. */
const WRAPPED_HEAD = /\d/;

/** The lines before the first quote header the parser does not know. */
function beforeUnknownQuote(text: string): string {
  const lines = text.split('\n');
  for (let index = 0; index < lines.length; index += 1) {
    const line = lines[index] ?? '';
    if (MALAYALAM_FROM_BLOCK.test(line)) return lines.slice(0, index).join('\n');
    if (OUTLOOK_FROM.test(line) && OUTLOOK_SENT.test(lines[index + 1] ?? '')) return lines.slice(0, index).join('\n');
    if (!MALAYALAM_WROTE.test(line)) continue;
    const previous = lines[index - 1] ?? '';
    // Wrapped before the name ("…AM-ന്" / "Name <a@b> എഴുതി:") or inside the address ("… Name <" / "a@b> എഴുതി:").
    const wrapped =
      !MALAYALAM_AT.test(line) &&
      WRAPPED_HEAD.test(previous) &&
      (MALAYALAM_AT.test(previous) || /<\s*$/.test(previous) || /^\s*</.test(line));
    return lines.slice(0, wrapped ? index - 1 : index).join('\n');
  }
  return text;
}

/**
 * The reply's own text, trimmed. When nothing of her own is left, a reply that only quotes is kept
 * whole (she meant something by sending it), and one that is only a signature ("Sent from my iPhone"
 * under an attached photo) is empty.
 */
export function replyTextOf(text: string): string {
  const normalized = text.replace(/\r\n?/g, '\n');
  const cut = beforeUnknownQuote(normalized.slice(0, MAX_PARSED_TEXT));
  const { masked, unmask } = maskLongLines(cut);
  const email = new EmailReplyParser().read(masked);
  const visible = unmask(email.getVisibleText()).trim();
  if (visible !== '') return visible;
  const quotes = cut.length < normalized.length || email.getFragments().some((fragment) => fragment.isQuoted());
  return quotes ? normalized.trim() : '';
}

/**
 * The parser's patterns take polynomial time on a long line (a 16,000-character line of
 * "1234 from " took 11 seconds, the whole process stalled): it reads at most MAX_PARSED_TEXT
 * characters (her own words are cut to 5,000 anyway), and a line longer than MAX_PARSED_LINE, which
 * is no quote header nor signature, is shown to it as a short mark (keeping a leading `>`) and put
 * back after.
 */
const MAX_PARSED_TEXT = 6_000;
const MAX_PARSED_LINE = 300;
const MARK = /\uE000(\d+)\uE001/g;

function maskLongLines(text: string): { masked: string; unmask: (parsed: string) => string } {
  const long: string[] = [];
  const masked = text
    .split('\n')
    .map((line) => (line.length > MAX_PARSED_LINE ? `${/^>+/.exec(line)?.[0] ?? ''}\uE000${long.push(line) - 1}\uE001` : line))
    .join('\n');
  return { masked, unmask: (parsed) => parsed.replace(MARK, (_mark, index: string) => long[Number(index)]?.replace(/^>+/, '') ?? '') };
}
