import { describe, expect, it } from 'vitest';
import { localeOfPath, localizedPath, unlocalizedPath } from './locales';

describe('a page path in each language', () => {
  it('reads the language from the first segment only', () => {
    expect(localeOfPath('/')).toBe('en');
    expect(localeOfPath('/events')).toBe('en');
    expect(localeOfPath('/ml')).toBe('ml');
    expect(localeOfPath('/ml/')).toBe('ml');
    expect(localeOfPath('/ml/events')).toBe('ml');
    expect(localeOfPath('/mlx/events')).toBe('en');
    expect(localeOfPath('/events/ml')).toBe('en');
    // English has no prefix: /en is an English path of its own (a 404), not a language.
    expect(localeOfPath('/en/events')).toBe('en');
  });

  it('strips and adds the prefix, the home page included', () => {
    expect(unlocalizedPath('/ml')).toBe('/');
    expect(unlocalizedPath('/ml/')).toBe('/');
    expect(unlocalizedPath('/ml/resources/blog/a-post')).toBe('/resources/blog/a-post');
    expect(unlocalizedPath('/events')).toBe('/events');
    expect(localizedPath('ml', '/')).toBe('/ml');
    expect(localizedPath('ml', '/events')).toBe('/ml/events');
    expect(localizedPath('ml', '/ml/events')).toBe('/ml/events');
    expect(localizedPath('en', '/ml/events')).toBe('/events');
    expect(localizedPath('en', '/ml')).toBe('/');
  });
});
