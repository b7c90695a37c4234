import { describe, expect, it } from 'vitest';
import { fillTemplate } from './fill-template';

/** Every replacement pattern String.prototype.replace knows. */
const PATTERNS = "$& $' $` $$ $1 $<name> $0";

describe('fillTemplate', () => {
  const template = '<html lang="en"><head><title>x</title></head><body><div id="root"></div></body></html>';

  it('puts content with every replacement pattern in literally, each place once', () => {
    const filled = fillTemplate(template, [
      ['<html lang="en">', '<html lang="ml">'],
      [/<title>[^<]*<\/title>/, `<title>${PATTERNS}</title>`],
      ['<div id="root"></div>', `<div id="root">${PATTERNS}</div>`],
    ]);
    expect(filled).toBe(`<html lang="ml"><head><title>${PATTERNS}</title></head><body><div id="root">${PATTERNS}</div></body></html>`);
    expect(filled.match(/<html/g)).toHaveLength(1);
  });

  it('never searches content for a later place', () => {
    const filled = fillTemplate(template, [
      ['<div id="root"></div>', '<div id="root"></div></head>'],
      ['</head>', '<meta />$&</head>'],
    ]);
    expect(filled).toBe('<html lang="en"><head><title>x</title><meta />$&</head><body><div id="root"></div></head></body></html>');
  });

  it('refuses a template without one of its places', () => {
    expect(() => fillTemplate(template, [['<main></main>', 'x']])).toThrow('The page template has no <main></main>');
  });
});
