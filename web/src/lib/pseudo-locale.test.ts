import { describe, expect, it } from 'vitest';
import { lengthenMessage, lengthenText, loadSitePseudo } from './pseudo-locale';

describe('the pseudo-locale, lengthened', () => {
  it('makes each word about 40% longer, keeping tags, numbers and punctuation', () => {
    expect(lengthenText('Search')).toBe('Seaarchh');
    expect(lengthenText('Ŝéàŕçĥ')).toBe('Ŝéààŕçĥĥ');
    const lengthened = lengthenText('Read <0>more</0>, 12 items!');
    expect(lengthened).toMatch(/^R\w+ <0>m\w+<\/0>, 12 i\w+!$/);
    expect(lengthened.length - 'Read <0>more</0>, 12 items!'.length).toBe(6);
    expect(lengthenText('a')).toBe('a');
  });

  it("lengthens a compiled message's text and plural branches, never a placeholder or a style", () => {
    const compiled = [
      'Showing ',
      ['count', 'plural', { offset: 0, one: ['#', ' enabler'], other: ['#', ' enablers'] }],
      ' on ',
      ['when', 'date', 'short'],
      ['name'],
    ];
    expect(lengthenMessage(compiled as never)).toEqual([
      'Shoowiingg ',
      ['count', 'plural', { offset: 0, one: ['#', ' enaabllerr'], other: ['#', ' enaableerss'] }],
      ' onn ',
      ['when', 'date', 'short'],
      ['name'],
    ]);
  });

  it('gives every site message accented and at least a quarter longer than the English', async () => {
    const { messages } = await loadSitePseudo();
    const { messages: english } = await import('../locales/site/en.po');
    const text = (message: unknown): string =>
      typeof message === 'string' ? message : Array.isArray(message) ? message.filter((token) => typeof token === 'string').join('') : '';
    const home = Object.keys(english).find((id) => text(english[id]) === 'Our Mission');
    expect(home).toBeDefined();
    expect(text(messages[home!])).toMatch(/[^\p{ASCII}]/u);
    const total = (catalog: typeof messages) => Object.values(catalog).reduce((sum, message) => sum + text(message).length, 0);
    expect(total(messages) / total(english)).toBeGreaterThan(1.25);
  });
});
