import { setupI18n } from '@lingui/core';
import { introductionMessages } from '@wfc/shared';
import { describe, expect, it } from 'vitest';
import { messages as membersEnglish } from '../../../locales/members/en.po';
import { messages as membersMalayalam } from '../../../locales/members/ml.po';
import { messages as siteMalayalam } from '../../../locales/site/ml.po';
import { ApiError } from '../../../lib/api-client';
import { introductionTexts, isListYourselfFirst } from './introduction-texts';

const english = setupI18n({ locale: 'en', messages: { en: membersEnglish } });
const malayalam = setupI18n({ locale: 'ml', messages: { ml: { ...siteMalayalam, ...membersMalayalam } } });

describe('the shared introduction texts the browser shows', () => {
  it('say in English exactly what shared says', () => {
    for (const [key, descriptor] of Object.entries(introductionTexts)) {
      expect(english._(descriptor)).toBe(introductionMessages[key as keyof typeof introductionTexts]);
    }
  });

  it('are each in Malayalam', () => {
    for (const descriptor of Object.values(introductionTexts)) expect(malayalam._(descriptor)).toMatch(/[\u0D00-\u0D7F]/);
  });
});

describe('the members catalog beside the site one', () => {
  // Her page loads the members catalog into the site's instance: a text both have must say the same in both.
  it('translates a text the site has the same way', () => {
    const differing = Object.keys(membersMalayalam).filter(
      (id) =>
        id in siteMalayalam &&
        // A text not yet translated falls back to its English: only a translation can differ.
        JSON.stringify(membersMalayalam[id]) !== JSON.stringify(membersEnglish[id]) &&
        JSON.stringify(siteMalayalam[id]) !== JSON.stringify(membersMalayalam[id]),
    );
    expect(differing).toEqual([]);
  });
});

describe('a refusal that asks her to list herself first', () => {
  const refusal = (status: number, message: string, code: string) =>
    new ApiError('http', status, message, { error: message, message, code: code as 'CONFLICT' });

  it('is known by its code, in any language', () => {
    expect(isListYourselfFirst(refusal(409, introductionMessages.listYourselfFirst, 'LIST_YOURSELF_FIRST'))).toBe(true);
    expect(isListYourselfFirst(refusal(409, 'ആദ്യം ഡയറക്ടറിയിൽ ചേരുക', 'LIST_YOURSELF_FIRST'))).toBe(true);
  });

  it('is not any other refusal, whatever its words', () => {
    expect(isListYourselfFirst(refusal(409, introductionMessages.listYourselfFirst, 'CONFLICT'))).toBe(false);
    expect(isListYourselfFirst(refusal(409, introductionMessages.alreadyAsked, 'CONFLICT'))).toBe(false);
    expect(isListYourselfFirst(refusal(429, introductionMessages.tooManyToday, 'INTRODUCTION_LIMIT'))).toBe(false);
    expect(isListYourselfFirst(new Error('offline'))).toBe(false);
  });
});
