import type { IntentId, LanguageWords } from './knowledge-base';

/**
 * How Malayalam visitors ask (issue 18). Malayalam joins suffixes to its words ("പരിപാടികൾ",
 * "പരിപാടിയെക്കുറിച്ച്"), so these are stems that the knowledge base finds inside the question's
 * words (`LanguageWords.inside`); the glossary's words (docs/glossary.md) come first.
 */
const intents: Record<IntentId, string> = {
  about: 'ക്ലബ് ദൗത്യം ലക്ഷ്യം കാഴ്ചപ്പാട് കൂട്ടായ്മ ആരാണ് നിങ്ങൾ',
  join: 'ചേരാൻ ചേരാം ചേരുക ചേരണം ചേരുന്ന അംഗത്വ അംഗമാകാൻ അംഗമാകുക അംഗമാവാൻ അംഗമാക അപേക്ഷ',
  cost: 'ഫീസ് ചെലവ് നിരക്ക് പണം രൂപ രൂപയ സൗജന്യ പണമട',
  enablers: 'എനേബ്ലർ എനേബ്ലർമാർ മാർഗദർശികൾ',
  becomeEnabler: 'എനേബ്ലറാകാൻ എനേബ്ലറാക മെന്ററാകാൻ മെന്ററാക മാർഗദർശിയാക സന്നദ്ധ രജിസ്റ്റർ രജിസ്ട്രേഷൻ',
  roles: 'വ്യത്യാസം റോൾ ഓപ്പറേറ്റർ',
  mentor: 'മെന്റർ മെന്റ മാർഗദർശനം മാർഗദർശി ഉപദേശ വിദഗ്ധ സഹായിക്കാൻ സഹായിക്കു',
  events: 'പരിപാടി ഇവന്റ് ശിൽപശാല വർക്ക്ഷോപ്പ് മീറ്റപ്പ് സംഗമ അടുത്ത വരാനിരിക്കുന്ന കലണ്ടർ എപ്പോഴാണ്',
  pastEvents: 'കഴിഞ്ഞ മുമ്പ് മുൻപ് നടന്ന നടത്തിയ',
  contact: 'ബന്ധപ്പെട ഇമെയിൽ ഫോൺ നമ്പർ വിളിക്കാൻ',
  location: 'എവിടെ സ്ഥലം വിലാസം ഓഫീസ് കേരളം കൊച്ചി',
  resources: 'വിഭവങ്ങൾ റിസോഴ്സ് പഠന സാമഗ്രി',
  blog: 'ബ്ലോഗ് ലേഖന പോസ്റ്റ്',
  podcast: 'പോഡ്കാസ്റ്റ് എപ്പിസോഡ്',
  webinars: 'വെബിനാർ സെഷൻ വീഡിയോ റെക്കോർഡിങ്',
  login: 'ലോഗിൻ സൈൻ പാസ്വേഡ് അക്കൗണ്ട് ഡാഷ്ബോർഡ്',
  quickHelp: 'ചോദ്യം ചോദിക്കാൻ സഹായം സഹായ അഭ്യർത്ഥന',
  stats: 'എത്ര അംഗങ്ങ',
  social: 'സോഷ്യൽ മീഡിയ ഇൻസ്റ്റാഗ്രാം ലിങ്ക്ഡ്ഇൻ ഫോളോ വെബ്സൈറ്റ്',
  greeting: 'നമസ്കാരം ഹലോ ഹായ് സ്വാഗതം',
  thanks: 'നന്ദി',
};

/** Words that decide between intents sharing the rest of the question, as in English. */
const cues: Partial<Record<IntentId, string>> = {
  cost: 'ഫീസ് ചെലവ് നിരക്ക് പണം സൗജന്യ',
  pastEvents: 'കഴിഞ്ഞ മുമ്പ് മുൻപ് നടന്ന നടത്തിയ',
  location: 'എവിടെ വിലാസം',
  roles: 'വ്യത്യാസം',
};

/** Malayalam words for each expertise tag of the directory, beside the English ones. */
const expertise: Record<string, string> = {
  Fundraising: 'ധനസമാഹരണ ഫണ്ടിങ് ഫണ്ട് നിക്ഷേപ മൂലധന പിച്ച്',
  Localization: 'ലോക്കലൈസേഷൻ വിവർത്തന പരിഭാഷ',
  'Product Management': 'പ്രോഡക്റ്റ് ഉൽപ്പന്ന',
  Marketing: 'മാർക്കറ്റിങ് വിപണന ബ്രാൻഡ് പരസ്യ',
  Leadership: 'നേതൃത്വ',
  Technology: 'സാങ്കേതിക ടെക്നോളജി സോഫ്റ്റ്വെയർ',
  Finance: 'ധനകാര്യ ഫിനാൻസ് അക്കൗണ്ടിങ് നികുതി ജിഎസ്ടി ബജറ്റ്',
  Legal: 'നിയമ വക്കീൽ അഭിഭാഷക കരാർ ട്രേഡ്മാർക്ക്',
  Operations: 'ഓപ്പറേഷൻസ് ലോജിസ്റ്റിക്സ്',
  Sales: 'വിൽപ്പന സെയിൽസ് ഉപഭോക്താ',
  'Human Resources': 'ജീവനക്കാ റിക്രൂട്ട് എച്ച്ആർ',
  Design: 'ഡിസൈൻ രൂപകൽപ്പന',
  'Social Impact': 'സാമൂഹിക',
  'E-commerce': 'കൊമേഴ്സ് ഓൺലൈൻ സ്റ്റോർ',
};

// Words of every question that say nothing about what the visitor wants.
const stopWords = new Set(
  'ഒരു എന്ത് എന്താണ് എങ്ങനെ ഉണ്ട് ഉണ്ടോ ഏത് ആണ് ആണോ എനിക്ക് ഞാൻ എന്റെ നിങ്ങളുടെ ഞങ്ങളുടെ ഇത് അത് എന്ന് എന്നാൽ കുറിച്ച് പറയൂ പറയാമോ ദയവായി വേണം കഴിയും കഴിയുമോ'.split(
    ' ',
  ),
);

// Words counted only whole: "രൂപ" (rupee) is inside "സ്വരൂപിക്കാൻ" (to raise, as funds), which asks for a mentor (issue 26).
const wholeOnly = new Set(['രൂപ']);

// Old-style chillus (consonant + virama + ZWJ) are the atomic ones; the joiners only shape the print.
const chillus: [RegExp, string][] = [
  [/ണ്\u200D/g, 'ൺ'],
  [/ന്\u200D/g, 'ൻ'],
  [/ര്\u200D/g, 'ർ'],
  [/ല്\u200D/g, 'ൽ'],
  [/ള്\u200D/g, 'ൾ'],
  [/ക്\u200D/g, 'ൿ'],
];

// "Contacting an enabler" asks for a mentor, not for the club's address (as PHRASES in knowledge-base.ts).
const contactAnEnabler = /(?:എനേബ്ല\S*|മെന്റ\S*|മാർഗദർശ\S*)(?:\s+\S+)?\s+ബന്ധപ്പെട\S*/g;

/** One spelling for one word: NFC, atomic chillus, no zero-width joiners; and phrases read as one. */
function normalize(text: string): string {
  const spelt = chillus
    .reduce((current, [pattern, chillu]) => current.replace(pattern, chillu), text.normalize('NFC'))
    .replace(/[\u200C\u200D]/g, '');
  return spelt.replace(contactAnEnabler, ' മെന്റർ ');
}

/**
 * A word's letters as they stay when a suffix is joined: a final chillu or anusvara becomes its
 * consonant ("എനേബ്ലർ" → "എനേബ്ലറെ", "ഇൻസ്റ്റാഗ്രാം" → "ഇൻസ്റ്റാഗ്രാമിൽ") and the virama goes, so the two meet.
 */
function matchKey(text: string): string {
  return normalize(text)
    .replace(/ൺ/g, 'ണ')
    .replace(/ൻ/g, 'ന')
    .replace(/[ർറ]/g, 'ര')
    .replace(/ൽ/g, 'ല')
    .replace(/ൾ/g, 'ള')
    .replace(/ൿ/g, 'ക')
    .replace(/ം/g, 'മ')
    .replace(/്/g, '');
}

/** The knowledge base's Malayalam (knowledge-base.ts). */
export const malayalamWords: LanguageWords = {
  intents,
  cues,
  expertise,
  stopWords,
  normalize,
  // A stem of three letters or more in Malayalam script is found inside a longer word, unless counted only whole.
  inside: (term) => matchKey(term).length >= 3 && /^[\u0D00-\u0D7F]+$/.test(term) && !stopWords.has(term) && !wholeOnly.has(term),
  matchKey,
};
