import { describe, expect, it } from 'vitest';
import { newsletterText } from './newsletter-content';
import { markdownToPlainText } from './newsletter-plain-text';

const origin = 'https://club.example.org';

describe("a newsletter's plain-text part (issue 38)", () => {
  it('reads as text: headings as underlined lines, no emphasis marks, links as "text (address)", lists, images as their alt text', () => {
    const body = [
      '## Pricing your **work**',
      '',
      'Join us in *Kochi* for an evening on **pricing**. [Register here](/events), or write to [us](mailto:hello@example.org).',
      '',
      '### What to bring',
      '',
      '- Your **price list**',
      '- A friend',
      '  - or two',
      '',
      '1. Sign up',
      '2. Come along',
      '',
      '![The hall in Kochi](/uploads/abc123.webp)',
      '',
      '> Bring questions.',
      '',
      'See <https://example.org/guide> & [the top](#top).',
    ].join('\n');
    const text = markdownToPlainText(body, origin);
    expect(text).toBe(
      [
        'Pricing your work',
        '=================',
        '',
        'Join us in Kochi for an evening on pricing. Register here (https://club.example.org/events), or write to us (mailto:hello@example.org).',
        '',
        'What to bring',
        '-------------',
        '',
        '- Your price list',
        '- A friend',
        '  - or two',
        '',
        '1. Sign up',
        '2. Come along',
        '',
        'The hall in Kochi',
        '',
        '> Bring questions.',
        '',
        'See https://example.org/guide & the top.',
      ].join('\n'),
    );
    for (const mark of ['##', '**', '](', '![']) expect(text).not.toContain(mark);
  });

  it('numbers a list from its first number, keeps loose items apart, and writes code and tables as they read', () => {
    const text = markdownToPlainText('3. three\n\n4. four\n\n```\nnpm start\n```\n\n| Day | Time |\n|---|---|\n| Friday | 18:00 |', origin);
    expect(text).toBe(['3. three', '', '4. four', '', 'npm start', '', 'Day | Time', 'Friday | 18:00'].join('\n'));
  });

  it('writes nothing for an image without alt text; the e-mail then carries the subject as its text', () => {
    expect(markdownToPlainText('![](/uploads/abc123.webp)', origin)).toBe('');
    expect(newsletterText({ subject: 'Our poster', preheader: '', body: '![](/uploads/abc123.webp)' }, origin).text).toBe('Our poster');
  });

  it('writes Malayalam as it is, a heading underlined', () => {
    expect(markdownToPlainText('# നിങ്ങളുടെ ജോലി\n\nകൊച്ചിയിൽ **ഒരു** സായാഹ്നം.', origin)).toMatch(
      /^നിങ്ങളുടെ ജോലി\n=+\n\nകൊച്ചിയിൽ ഒരു സായാഹ്നം\.$/,
    );
  });
});
