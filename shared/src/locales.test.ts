import { describe, expect, it } from 'vitest';
import { localeOfPath, localizedPath, pageLocaleOfPath, unlocalizedPath } from './locales';

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

  it('knows the pseudo-locale as a page locale only, never as a language of the site', () => {
    expect(localeOfPath('/pseudo/events')).toBe('en');
    expect(pageLocaleOfPath('/pseudo/events')).toBe('pseudo');
    expect(pageLocaleOfPath('/pseudo')).toBe('pseudo');
    expect(pageLocaleOfPath('/ml/events')).toBe('ml');
    expect(pageLocaleOfPath('/pseudox')).toBe('en');
    expect(unlocalizedPath('/pseudo')).toBe('/');
    expect(unlocalizedPath('/pseudo/allenablers')).toBe('/allenablers');
    expect(localizedPath('pseudo', '/events')).toBe('/pseudo/events');
    expect(localizedPath('ml', '/pseudo/events')).toBe('/ml/events');
  });
});
