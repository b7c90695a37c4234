import type { I18n } from '@lingui/core';
import { localeNames } from '@wfc/shared/locales';
import {
  hearAboutOptions,
  interestOptions,
  jobFunctionOptions,
  verticalOptions,
  type OptionList,
} from '@wfc/shared/membership/membership.options';
import { translateOptions } from '../../membership';

type Json = Record<string, unknown>;

const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * "Download my data" with a label beside each of her membership's coded answers, in the page's
 * language (issue 38): `"hearAbout": "friend", "hearAboutLabel": "A friend or colleague"`. The codes
 * stay as the club keeps them; the file stays JSON, indented to be read. Anything that is not the
 * export's shape is left as it came.
 */
export function labelMemberData(data: unknown, i18n: I18n): unknown {
  if (!isObject(data) || !isObject(data.membership)) return data;
  const label = (options: OptionList, value: unknown) => translateOptions(i18n, options).find((option) => option.value === value)?.label;
  const labels: Record<string, (value: unknown) => unknown> = {
    jobFunction: (value) => label(jobFunctionOptions, value),
    vertical: (value) => label(verticalOptions, value),
    interests: (value) => (Array.isArray(value) ? value.map((each) => label(interestOptions, each) ?? each) : undefined),
    hearAbout: (value) => label(hearAboutOptions, value),
    locale: (value) => (value === 'en' || value === 'ml' ? localeNames[value] : undefined),
  };
  const membership: Json = {};
  for (const [key, value] of Object.entries(data.membership)) {
    membership[key] = value;
    const labelled = labels[key]?.(value);
    if (labelled !== undefined) membership[`${key}Label${key === 'interests' ? 's' : ''}`] = labelled;
  }
  return { ...data, membership };
}

/** The export's file with its labels: the same JSON, labelled and indented; a file that is not JSON as it came. */
export async function labelMemberFile(file: Blob, i18n: I18n): Promise<Blob> {
  let data: unknown;
  try {
    data = JSON.parse(await file.text());
  } catch {
    return file;
  }
  return new Blob([`${JSON.stringify(labelMemberData(data, i18n), null, 2)}\n`], { type: 'application/json' });
}
