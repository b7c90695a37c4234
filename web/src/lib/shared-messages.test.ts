import { messages } from '@wfc/shared/messages';
import { describe, expect, it } from 'vitest';
import { malayalamI18n, testI18n } from '../testing/library';
import { sharedMessages } from './shared-messages';

describe("the spec's visitor texts in the site's catalogs", () => {
  it('says in English exactly what shared/src/messages.ts says, for every text', () => {
    expect(Object.keys(sharedMessages).sort()).toEqual(Object.keys(messages).sort());
    for (const [key, text] of Object.entries(messages)) expect(testI18n._(sharedMessages[key as keyof typeof messages])).toBe(text);
  });

  it('has each in Malayalam', () => {
    for (const descriptor of Object.values(sharedMessages)) expect(malayalamI18n._(descriptor)).toMatch(/[\u0D00-\u0D7F]/);
  });
});
