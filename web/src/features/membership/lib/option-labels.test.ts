import { hearAboutOptions, interestOptions, jobFunctionOptions, verticalOptions } from '@wfc/shared/membership/membership.options';
import { describe, expect, it } from 'vitest';
import { malayalamI18n, testI18n } from '../../../testing/library';
import { translateOptions } from './option-labels';

const lists = { jobFunctionOptions, verticalOptions, interestOptions, hearAboutOptions };

describe('translateOptions', () => {
  it.each(Object.entries(lists))('keeps the English labels of %s exactly as shared has them', (_, options) => {
    expect(translateOptions(testI18n, options)).toEqual(options.map(({ value, label }) => ({ value, label })));
  });

  it.each(Object.entries(lists))('has a Malayalam label for every value of %s, and keeps the values', (_, options) => {
    const translated = translateOptions(malayalamI18n, options);
    expect(translated.map((option) => option.value)).toEqual(options.map((option) => option.value));
    translated.forEach((option, index) => expect(option.label).not.toBe(options[index]!.label));
  });
});
