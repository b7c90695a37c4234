import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { OptionList } from '@wfc/shared/membership/membership.options';

/**
 * The sign-up form's option labels in the page's language, by value. The lists themselves stay in
 * `shared` (the schema checks their values); a value missing here keeps its English label.
 */
const labels: Record<string, MessageDescriptor> = {
  management: msg`Management`,
  student: msg`Student`,
  engineer: msg`Engineer`,
  translator: msg`Translator`,
  'project-manager': msg`Project Manager`,
  'business-development': msg`Business Development`,
  tech: msg`Tech`,
  health: msg`Health`,
  finance: msg`Finance`,
  education: msg`Education`,
  retail: msg`Retail`,
  'industry-news': msg`Industry news`,
  recruitment: msg`Recruitment`,
  network: msg`Networking`,
  events: msg`Events`,
  mentor: msg`Finding a mentor`,
  volunteer: msg`Volunteering`,
  business: msg`Growing a business`,
  job: msg`Job opportunities`,
  social: msg`Social media`,
  friend: msg`A friend or colleague`,
  event: msg`An event`,
  search: msg`A search engine`,
  other: msg`Other`,
};

/** An option list with its labels translated; the values, which the server checks, unchanged. */
export function translateOptions(i18n: I18n, options: OptionList): { value: string; label: string }[] {
  return options.map(({ value, label }) => {
    const descriptor = labels[value];
    return { value, label: descriptor ? i18n._(descriptor) : label };
  });
}
