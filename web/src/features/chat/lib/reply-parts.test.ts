import { describe, expect, it } from 'vitest';
import { isSitePath, splitReply } from './reply-parts';

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

  it('leaves every path that leads to another site as text, links around it included', () => {
    for (const hostile of [
      '//2130706433/login',
      '/\\evil.com',
      '/\\/evil.com',
      '/%2F%2Fevil.com',
      '/%5Cevil.com',
      'javascript:alert(1)',
      'javascript://%0aalert(1)',
      'https://evil.com',
      '//evil.com',
      '/login//evil.com',
    ]) {
      const text = `Sign in at ${hostile} today, or join at /membership.`;
      expect(splitReply(text), hostile).toEqual([
        { kind: 'text', text: `Sign in at ${hostile} today, or join at ` },
        { kind: 'link', path: '/membership' },
        { kind: 'text', text: '.' },
      ]);
    }
  });

  it('returns a reply with no paths as one piece of text', () => {
    expect(splitReply('Hello!')).toEqual([{ kind: 'text', text: 'Hello!' }]);
  });
});

describe('isSitePath', () => {
  it("takes the site's own paths", () => {
    for (const path of ['/enablers', '/login', '/membership', '/resources/blog', '/#quick-help', '/allenablers'])
      expect(isSitePath(path), path).toBe(true);
  });

  it('refuses a second slash or backslash, a scheme, an escape and anything not a path', () => {
    for (const path of [
      '//2130706433/login',
      '/\\evil.com',
      'javascript:',
      'javascript:alert(1)',
      'https://evil.com',
      '/%2F%2Fevil.com',
      '//evil.com',
      '/login//x',
      '/',
      'membership',
      '/login\\x',
      '/a:b',
      '',
    ]) {
      expect(isSitePath(path), path).toBe(false);
    }
  });
});
