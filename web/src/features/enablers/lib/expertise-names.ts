import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';

/**
 * The directory's expertise tags in the page's language (issue 38: `/ml` cards showed them in
 * English). The tags are a fixed list (content/expertise.json, which a profile's tags must come
 * from; no screen edits it), so their names are the site's texts, as the chat's Malayalam answers
 * name them (server/src/features/chat/embedded-answers.ml.ts); the tag itself stays the English
 * value the filters match. A tag not listed keeps its English name, marked `lang="en"`.
 */
const expertiseNames: Record<string, MessageDescriptor> = {
  Fundraising: msg({ context: 'expertise', message: 'Fundraising' }),
  Localization: msg({ context: 'expertise', message: 'Localization' }),
  'Product Management': msg({ context: 'expertise', message: 'Product Management' }),
  Marketing: msg({ context: 'expertise', message: 'Marketing' }),
  Leadership: msg({ context: 'expertise', message: 'Leadership' }),
  Technology: msg({ context: 'expertise', message: 'Technology' }),
  Finance: msg({ context: 'expertise', message: 'Finance' }),
  Legal: msg({ context: 'expertise', message: 'Legal' }),
  Operations: msg({ context: 'expertise', message: 'Operations' }),
  Sales: msg({ context: 'expertise', message: 'Sales' }),
  'Human Resources': msg({ context: 'expertise', message: 'Human Resources' }),
  Design: msg({ context: 'expertise', message: 'Design' }),
  'Social Impact': msg({ context: 'expertise', message: 'Social Impact' }),
  'E-commerce': msg({ context: 'expertise', message: 'E-commerce' }),
};

/** A tag's name in the page's language, and the `lang` it needs (`en` where it has no name there). */
export function useExpertiseName(): (tag: string) => { name: string; lang: 'en' | undefined } {
  const { i18n } = useLingui();
  return (tag) => {
    const known = expertiseNames[tag];
    return known ? { name: i18n._(known), lang: undefined } : { name: tag, lang: i18n.locale === 'en' ? undefined : 'en' };
  };
}
