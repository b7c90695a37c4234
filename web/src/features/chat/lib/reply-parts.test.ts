import { describe, expect, it } from 'vitest';
import { splitReply } from './reply-parts';

describe('splitReply', () => {
  it('turns relative paths into links and leaves the punctuation after them as text', () => {
    expect(splitReply('Join at /membership. Or ask at /#quick-help, or read /resources/blog!')).toEqual([
      { kind: 'text', text: 'Join at ' },
      { kind: 'link', path: '/membership' },
      { kind: 'text', text: '. Or ask at ' },
      { kind: 'link', path: '/#quick-help' },
      { kind: 'text', text: ', or read ' },
      { kind: 'link', path: '/resources/blog' },
      { kind: 'text', text: '!' },
    ]);
  });

  it('leaves full URLs, e-mail addresses, dates and fractions as text', () => {
    const text = 'See https://example.org/events, write to a@b.org/x, on 12/12/2026, 50/50.';
    expect(splitReply(text)).toEqual([{ kind: 'text', text }]);
  });

  it('returns a reply with no paths as one piece of text', () => {
    expect(splitReply('Hello!')).toEqual([{ kind: 'text', text: 'Hello!' }]);
  });
});
