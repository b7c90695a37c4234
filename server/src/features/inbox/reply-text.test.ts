import { describe, expect, it } from 'vitest';
import { readInboundMail } from './inbound-mail';
import { replyTextOf } from './reply-text';

/**
 * Replies as the common mail clients write them in plain text (issue 41): the person's words stay,
 * the quoted history and the signature go. The people and addresses are made up.
 */
const CLUB = 'Women Founders Club <hello@club.example.org>';

describe('replyTextOf: English quote headers', () => {
  it.each([
    [
      'Gmail',
      `Thanks, Thursday works for me.\n\nOn Mon, 7 Dec 2026 at 10:00, ${CLUB} wrote:\n> Could we meet this week?\n> Esha\n`,
      'Thanks, Thursday works for me.',
    ],
    [
      'Gmail, its header wrapped inside the address (CRLF)',
      'Thanks.\r\n\r\nOn Mon, Dec 7, 2026 at 10:00 AM Women Founders Club <\r\nhello@club.example.org> wrote:\r\n\r\n> We have your question.\r\n',
      'Thanks.',
    ],
    [
      'Outlook desktop (From/Sent/To/Subject)',
      `Yes, please send the invoice template.\n\nBest,\nNina\n\nFrom: ${CLUB}\nSent: Monday, December 7, 2026 10:00 AM\nTo: Nina Founder <nina@example.net>\nSubject: Your request\n\nWe have your question.\n`,
      'Yes, please send the invoice template.\n\nBest,\nNina',
    ],
    [
      'Outlook with its rule above the block',
      `Yes.\n\n________________________________\nFrom: ${CLUB}\nSent: Monday, December 7, 2026 10:00 AM\nTo: nina@example.net\nSubject: Your request\n\nWe have your question.\n`,
      'Yes.',
    ],
    [
      'Outlook naming the sender without an address',
      'Yes, please.\n\nFrom: Women Founders Club\nSent: Monday, December 7, 2026 10:00 AM\nTo: Nina Founder\nSubject: Your request\n\nWe have your question.\n',
      'Yes, please.',
    ],
    [
      "Outlook's block as text made from HTML (*From:*)",
      `Yes, please.\n\n*From:* ${CLUB}\n*Sent:* Monday, December 7, 2026 10:00 AM\n*To:* Nina\n*Subject:* Your request\n\nWe have your question.\n`,
      'Yes, please.',
    ],
    [
      'Outlook for Mac (From/Date/To/Subject)',
      `Yes.\n\nFrom: ${CLUB}\nDate: Monday, 7 December 2026 at 10:00\nTo: Nina <nina@example.net>\nSubject: Your request\n\nWe have your question.\n`,
      'Yes.',
    ],
    [
      'Outlook "-----Original Message-----"',
      `Yes, please.\n\n-----Original Message-----\nFrom: ${CLUB}\nSent: Monday, December 7, 2026 10:00 AM\nTo: nina@example.net\nSubject: Your request\n\nWe have your question.\n`,
      'Yes, please.',
    ],
    [
      'Apple Mail',
      'I will bring the numbers.\n\nOn 7 Dec 2026, at 10:00, Esha Enabler <reply+abc@club.example.org> wrote:\n\n> Please bring your numbers.\n',
      'I will bring the numbers.',
    ],
    [
      'Apple Mail on an iPhone, its signature and a quoted header',
      'I will bring the numbers.\n\nSent from my iPhone\n\n> On 7 Dec 2026, at 10:00, Esha Enabler <reply+abc@club.example.org> wrote:\n>\n> Please bring your numbers.\n',
      'I will bring the numbers.',
    ],
    ['Thunderbird', 'Works for me.\n\nOn 07/12/2026 10:00, Esha Enabler wrote:\n> Please bring your numbers.\n', 'Works for me.'],
    ['a "-- " signature', 'See you then.\n\n-- \nNina Founder\nFounder, Example Ltd\n', 'See you then.'],
    ['"Sent from my iPhone" alone', 'Yes.\n\nSent from my iPhone\n', 'Yes.'],
  ])('%s', (_client, text, expected) => {
    expect(replyTextOf(text)).toBe(expected);
  });
});

describe('replyTextOf: Malayalam', () => {
  const HEAD = '2026, ഡിസം 7, തിങ്കളാഴ്‌ച 10:00 AM-ന്';
  const OWN = 'നന്ദി, വ്യാഴാഴ്ച എനിക്ക് സൗകര്യമാണ്.';
  it.each([
    ['Gmail on one line', `${OWN}\n\n${HEAD} ${CLUB} എഴുതി:\n> ഈ ആഴ്ച കാണാമോ?\n`],
    ['Gmail wrapped before the address', `${OWN}\n\n${HEAD} Women Founders Club\n<hello@club.example.org> എഴുതി:\n> ഈ ആഴ്ച കാണാമോ?\n`],
    ['Gmail wrapped inside the address', `${OWN}\n\n${HEAD} Women Founders Club <\nhello@club.example.org> എഴുതി:\n> ഈ ആഴ്ച കാണാമോ?\n`],
    ['Gmail wrapped before the name', `${OWN}\n\n${HEAD}\n${CLUB} എഴുതി:\n> ഈ ആഴ്ച കാണാമോ?\n`],
    [
      'Outlook (അയച്ചത്: block)',
      `${OWN}\n\nഅയച്ചത്: ${CLUB}\nഅയച്ച തീയതി: 2026 ഡിസംബർ 7 10:00\nസ്വീകർത്താവ്: Nina <nina@example.net>\nവിഷയം: നിങ്ങളുടെ ചോദ്യം\n\nഈ ആഴ്ച കാണാമോ?\n`,
    ],
    ['a "-- " signature', `${OWN}\n\n-- \nനീന\n`],
  ])('%s', (_client, text) => {
    expect(replyTextOf(text)).toBe(OWN);
  });

  it('keeps a Malayalam reply whole, its lines and its joiners', () => {
    const text = 'എന്റെ ബിസിനസ്സിനായി ഒരു വായ്പ എങ്ങനെ ലഭിക്കും?\nതിങ്കളാഴ്‌ച ഞാൻ വിളിക്കാം.';
    expect(replyTextOf(`${text}\n`)).toBe(text);
  });
});

describe('replyTextOf: what is kept whole', () => {
  it('keeps a reply that only quotes', () => {
    expect(replyTextOf('> Could we meet this week?\n> Esha\n')).toBe('> Could we meet this week?\n> Esha');
    const header = `On Mon, 7 Dec 2026 at 10:00, ${CLUB} wrote:\n> Could we meet?`;
    expect(replyTextOf(`${header}\n`)).toBe(header);
    const malayalam = `2026, ഡിസം 7, തിങ്കളാഴ്‌ച 10:00 AM-ന് ${CLUB} എഴുതി:\n> ഈ ആഴ്ച കാണാമോ?`;
    expect(replyTextOf(malayalam)).toBe(malayalam);
  });

  it('finds nothing in a reply that is only a signature (a photo sent from a phone)', () => {
    expect(replyTextOf('\n\nSent from my iPhone\n')).toBe('');
    expect(replyTextOf('\n\n-- \nNina Founder\n')).toBe('');
    expect(replyTextOf('')).toBe('');
  });

  it('reads an HTML-only reply through mailparser, without its quote', async () => {
    const html =
      '<div dir="ltr">Thank you, <b>Thursday</b> works.<br><br>Nina</div><br>' +
      '<div class="gmail_quote"><div dir="ltr">On Mon, 7 Dec 2026 at 10:00, Women Founders Club &lt;hello@club.example.org&gt; wrote:<br></div>' +
      '<blockquote class="gmail_quote">Could we meet this week?</blockquote></div>';
    const raw = Buffer.from(
      [
        'From: Nina Founder <nina@example.net>',
        'To: reply@club.example.org',
        'Subject: Re: Your request',
        'Message-ID: <html-only@mail.example.net>',
        'MIME-Version: 1.0',
        'Content-Type: text/html; charset=utf-8',
        '',
        html,
      ].join('\r\n'),
    );
    const mail = await readInboundMail(raw);
    expect(mail.text).toContain('Thursday');
    expect(replyTextOf(mail.text)).toBe('Thank you, Thursday works.\n\nNina');
  });
});

describe('replyTextOf on hostile text', () => {
  // Before the parser saw only the top of a reply and no long line, a 16,000-character line of
  // "1234 from " took it 11 seconds, and 20,000 characters of "Op x schreef y" lines 4.6 seconds.
  it.each([
    ['a long line of digits and "from"', '1234 from '.repeat(100_000)],
    ['a long line of spaces after "On"', `On ${' '.repeat(1_000_000)}x`],
    ['short lines a Dutch header pattern tries across', 'Op x schreef y\n'.repeat(50_000)],
    ['short lines a Danish header pattern tries across', 'abc. x skrev y\n'.repeat(50_000)],
  ])('%s: read at once', (_what, text) => {
    const started = performance.now();
    replyTextOf(text);
    expect(performance.now() - started).toBeLessThan(1_000);
  });

  it('keeps a long line of her own whole, and a long quoted line out', () => {
    const paragraph = 'I would like to know more about pricing. '.repeat(20).trim();
    const quoted = `> ${'We have your question and will answer soon. '.repeat(20).trim()}`;
    const text = `${paragraph}\n\nOn Mon, 7 Dec 2026 at 10:00, ${CLUB} wrote:\n${quoted}\n`;
    expect(replyTextOf(text)).toBe(paragraph);
  });
});
