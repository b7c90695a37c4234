import type { BlogPost, Enabler, Event, PodcastEpisode, SiteSettings, Webinar } from '@wfc/shared';
import MiniSearch, { type SearchResult } from 'minisearch';

/** What the embedded assistant knows: the site's own content, read from the database at start. */
export interface KnowledgeSource {
  site: SiteSettings;
  expertise: string[];
  enablers: Enabler[];
  events: Event[];
  blog: BlogPost[];
  podcast: PodcastEpisode[];
  webinars: Webinar[];
}

/**
 * The written intents: what visitors ask, in their words. `keywords` are the phrasings a question
 * is matched against; the answer itself is written in embedded-assistant.ts, keyed by the id.
 */
const intents = {
  // The club's name and initials ("WFC") are added from the site settings (buildDocuments).
  about: 'what does the club do what is the club about the club mission purpose vision goal community who are you what do you do aim',
  join: 'how do i join become a member membership sign up subscribe join the club joining register as a member can i join who can join member apply application process steps benefits of membership need an account',
  cost: 'how much does it cost membership fee fees price pricing pay payment free charge subscription cost money',
  enablers: 'what is an enabler who are the enablers enabler role what do enablers do mentors of the club',
  becomeEnabler:
    'how do i become an enabler register as an enabler join as enabler mentor others volunteer as a mentor give back apply operator account create account registration',
  roles: 'difference between member and enabler roles member vs enabler what is a member what can members do operator role',
  mentor:
    'find a mentor need a mentor mentorship guidance advice expert expertise help with my startup who can help me coach coaching contact an enabler connect with a mentor',
  events:
    'next event upcoming events events workshops workshop meetup meetups calendar schedule when is the next event happening soon coming up networking',
  pastEvents: 'past previous recent earlier last event or workshop when was it held already',
  contact: 'contact you contact the club email e-mail mail phone number call reach get in touch telephone write to you',
  location: 'where is the club located address location office where are you based visit find you city kerala kochi',
  resources: 'resources learning materials learn read watch listen content library where can i find resources',
  blog: 'blog blog posts articles article read posts writing stories',
  podcast: 'podcast podcasts episode episodes listen audio show spotify',
  webinars: 'webinar webinars online session sessions video videos recording recordings watch youtube',
  login: 'log in sign in member login dashboard password account access',
  quickHelp: 'ask a question submit a question quick help form help request send question need help',
  stats: 'how many members size of the community numbers statistics how big',
  social: 'social media instagram linkedin twitter x follow you official website site',
  greeting: 'hi hello hey namaste greetings',
  thanks: 'thanks thank you bye',
} as const;
export type IntentId = keyof typeof intents;

/**
 * Another language's words for the knowledge base (knowledge-words.ml.ts): added to the English
 * ones, so a question in either language finds the intent.
 */
export interface LanguageWords {
  intents: Record<IntentId, string>;
  cues: Partial<Record<IntentId, string>>;
  /** By expertise tag. */
  expertise: Record<string, string>;
  stopWords: Set<string>;
  /** One spelling of a text, applied to the documents and the question alike. */
  normalize(text: string): string;
  /** Whether a word of the index is matched inside a longer word of the question (a language that joins suffixes). */
  inside(term: string): boolean;
  /** The letters that stay when a suffix is joined: what `inside` words are compared by. */
  matchKey(text: string): string;
}

/**
 * Words that, asked at all, decide between intents that share the rest of the question: "Is it
 * free to join?" is about the cost, "Any past workshops?" about past events.
 */
const intentCues: Partial<Record<IntentId, string>> = {
  cost: 'free cost fee price pay charge',
  pastEvents: 'past previous recent earlier last held',
};
/** How much more a cue counts than an ordinary keyword. */
const CUE_BOOST = 2;

/**
 * Words a visitor may use for each expertise tag of the directory (a tag not listed here is matched
 * by its own name). Generic words of a tag ("resources", "management") are left out on purpose.
 */
const expertiseWords: Record<string, string> = {
  Fundraising: 'fundraising fundraise funding funds investors investor investment raise money raising seed angel venture vc pitch',
  Localization: 'localization localisation localize translation translator translate language languages multilingual',
  'Product Management': 'product manager roadmap product',
  Marketing: 'marketing branding brand advertising growth digital marketing',
  Leadership: 'leadership leader leading manage management',
  Technology: 'technology tech software engineering coding developer app cto',
  Finance: 'finance financial accounting accountant cash flow budget tax gst cfo bookkeeping',
  Legal: 'legal law lawyer contract contracts compliance intellectual property trademark advocate',
  Operations: 'operations supply chain logistics',
  Sales: 'sales selling sell customers revenue',
  'Human Resources': 'human hr hiring hire recruiting recruitment culture',
  Design: 'design designer ux ui user experience',
  'Social Impact': 'social impact nonprofit non-profit ngo sustainability charity',
  'E-commerce': 'e-commerce ecommerce online store online shop retail',
};

export type DocKind = 'intent' | 'expertise' | 'enabler' | 'event' | 'blog' | 'podcast' | 'webinar';

interface KnowledgeDoc {
  id: string;
  kind: DocKind;
  /** The intent id, expertise tag, or the content item's id. */
  ref: string;
  keywords: string;
  title: string;
  text: string;
}

// Words that say nothing about what the visitor wants.
const STOP_WORDS = new Set(
  (
    'a an the and or but if of to in on at by for with from about into as is are was were be been being am do does did ' +
    'i me my we our us you your it its this that these those there here what which whom whose how can could would ' +
    'should will shall may might must have has had any some please tell know want like get got just also so very really ' +
    'then than too not no yes hi ok okay up out s t'
  ).split(/\s+/),
);

/** Plural and -ing forms meet their stem, so "webinars" finds "webinar" and "joining" finds "join". */
function stem(word: string): string {
  if (word.length > 5 && word.endsWith('ies')) return `${word.slice(0, -3)}y`;
  if (word.length > 5 && word.endsWith('ing')) return word.slice(0, -3);
  if (word.length > 4 && /(sh|ch|x|ss)es$/.test(word)) return word.slice(0, -2);
  if (word.length > 3 && word.endsWith('s') && !word.endsWith('ss') && !word.endsWith('us')) return word.slice(0, -1);
  return word;
}

/** Lower-cases, drops stop words and stems; used alike for the documents and the question. */
function processTerm(term: string): string | null {
  const word = term.toLowerCase().replace(/['’]s$/, '');
  if (word.length < 2 || STOP_WORDS.has(word)) return null;
  return stem(word);
}

// The greetings intent must be reachable although "hi" is a stop word elsewhere.
const GREETING_WORDS = new Set(['hi', 'hey', 'hello', 'namaste']);

const termOf = (term: string) => (GREETING_WORDS.has(term.toLowerCase()) ? term.toLowerCase() : processTerm(term));

/**
 * Phrases whose meaning is not the sum of their words, rewritten in the documents and the question
 * alike: "sign up" is not "sign in" ("up" is a stop word), and "contact an enabler" asks for a
 * mentor, not for the club's address.
 */
const PHRASES: [RegExp, string][] = [
  // "Can I be a mentor?" offers to mentor; "I need a mentor" asks for one.
  [/\b(?:be|become|becoming|sign(?:ing)?[\s-]*up as|apply as|volunteer as)\s+(?:an?\s+)?(?:mentor|enabler)s?\b/gi, ' become enabler '],
  [/\bsign(?:ing|ed)?[\s-]*up\b/gi, ' signup '],
  [/\b(?:sign|log)(?:ging|ged|ing|ed)?[\s-]*(?:in|on)(?:to)?\b/gi, ' login '],
  [
    /\b(?:contact|reach|message|e-?mail|write to|get in touch with|connect with)\s+(?:an?\s+|the\s+|your\s+|one of (?:the|your)\s+)?(enablers?|mentors?)\b/gi,
    ' connect $1 ',
  ],
  // "What events have you had?": "had" is a stop word, but the question is about the past.
  [/\b(?:have|did) you (?:had|have|held|hold|hosted|host|run|organi[sz]ed?)\b|\btook place\b/gi, ' past '],
];

const defaultTokenize = MiniSearch.getDefault('tokenize') as (text: string) => string[];

/** The question's (or a document's) words, with PHRASES read as one. */
function tokenize(text: string): string[] {
  return defaultTokenize(PHRASES.reduce((current, [pattern, replacement]) => current.replace(pattern, replacement), text));
}

/** "Women Founders Club" → "WFC", the name visitors often use. */
const initialsOf = (name: string) =>
  name
    .split(/\s+/)
    .map((word) => word.charAt(0))
    .join('')
    .toUpperCase();

/** Search index over the written intents and the site's content. */
export class KnowledgeBase {
  private readonly index: MiniSearch<KnowledgeDoc>;
  /** Every word the index holds: a word the site itself uses is never read as a misspelling of another. */
  private readonly vocabulary = new Set<string>();
  /** The words of the intents and expertise tags: a question's word that is one is read as it is. */
  private readonly keywordTerms = new Set<string>();
  private readonly cues: Map<string, Set<string>>;
  /** The index's words that a question may hold inside a longer word, with their keys (none in English). */
  private readonly insideTerms: { term: string; key: string }[];
  private readonly tokenize: (text: string) => string[];
  private readonly termOf: (term: string) => string | null;

  /** `language` adds another language's words to the English ones; its content is in `source`. */
  constructor(
    readonly source: KnowledgeSource,
    private readonly language?: LanguageWords,
  ) {
    const tokenizeText = language ? (text: string) => tokenize(language.normalize(text)) : tokenize;
    const processWord = language ? (term: string) => (language.stopWords.has(term) ? null : termOf(term)) : termOf;
    this.tokenize = tokenizeText;
    this.termOf = processWord;
    const cueIds = new Set([...Object.keys(intentCues), ...Object.keys(language?.cues ?? {})]) as Set<IntentId>;
    this.cues = new Map(
      [...cueIds].map((id) => {
        const all = [intentCues[id], language?.cues[id]].filter(Boolean).join(' ');
        return [
          id,
          new Set(
            tokenizeText(all)
              .map(processWord)
              .filter((term) => term !== null),
          ),
        ];
      }),
    );
    const docs = buildDocuments(source, language);
    for (const doc of docs) {
      for (const word of tokenizeText(`${doc.keywords} ${doc.title} ${doc.text}`)) {
        const term = processWord(word);
        if (term) this.vocabulary.add(term);
      }
      if (language && (doc.kind === 'intent' || doc.kind === 'expertise'))
        for (const word of tokenizeText(doc.keywords)) this.keywordTerms.add(word);
    }
    this.insideTerms = language
      ? [...this.vocabulary].filter((term) => language.inside(term)).map((term) => ({ term, key: language.matchKey(term) }))
      : [];
    this.index = new MiniSearch<KnowledgeDoc>({
      fields: ['keywords', 'title', 'text'],
      storeFields: ['kind', 'ref'],
      tokenize: tokenizeText,
      processTerm: processWord,
      searchOptions: {
        boost: { keywords: 3, title: 2, text: 0.5 },
        prefix: (term) => term.length >= 4,
        // "contact" is a word of its own, not a typo of "contract".
        fuzzy: (term) => (term.length >= 6 && !this.vocabulary.has(term) ? 0.2 : false),
        weights: { fuzzy: 0.3, prefix: 0.5 },
        // Written intents and expertise tags answer the common questions; single items are a narrower match.
        boostDocument: (_id, term, stored) => {
          if (stored?.kind !== 'intent' && stored?.kind !== 'expertise') return 0.8;
          return this.cues.get(stored.ref as string)?.has(term) ? 1.2 * CUE_BOOST : 1.2;
        },
      },
    });
    this.index.addAll(docs);
  }

  /** The best matches of a question, best first. */
  search(question: string): (SearchResult & { kind: DocKind; ref: string })[] {
    return this.index.search(this.expand(question)) as (SearchResult & { kind: DocKind; ref: string })[];
  }

  /** Expertise tags the question names (by the tag or one of its words). */
  expertiseIn(question: string): string[] {
    const results = this.index.search(this.expand(question), {
      filter: (result) => result.kind === 'expertise',
      prefix: false,
      fuzzy: (term) => (term.length >= 7 && !this.vocabulary.has(term) ? 0.15 : false),
    });
    return results.map((result) => result.ref as string);
  }

  /**
   * The question with each longer word replaced by the index's words found inside it ("പരിപാടികൾ"
   * reads "പരിപാടി"), so a word is counted once; a word with none inside stays as it is.
   */
  private expand(question: string): string {
    const language = this.language;
    if (!language) return question;
    return this.tokenize(question)
      .map((word) => {
        const key = language.matchKey(word);
        const found = this.insideTerms.filter((item) => item.term !== word && key.includes(item.key));
        // The longest match decides: "എനേബ്ലറാകാം" is "എനേബ്ലറാക" (become one), not "എനേബ്ലർ".
        const inside = found.filter((item) => !found.some((other) => other.key.length > item.key.length && other.key.includes(item.key)));
        return inside.length > 0 && !this.keywordTerms.has(word) ? inside.map((item) => item.term).join(' ') : word;
      })
      .join(' ');
  }
}

function buildDocuments(source: KnowledgeSource, language?: LanguageWords): KnowledgeDoc[] {
  const docs: KnowledgeDoc[] = [];
  for (const [id, keywords] of Object.entries(intents)) {
    const name = id === 'about' ? ` ${source.site.name} ${initialsOf(source.site.name)}` : '';
    const translated = language ? ` ${language.intents[id as IntentId]}` : '';
    docs.push({ id: `intent:${id}`, kind: 'intent', ref: id, keywords: keywords + name + translated, title: '', text: '' });
  }
  for (const tag of source.expertise) {
    const translated = language?.expertise[tag] ? ` ${language.expertise[tag]}` : '';
    docs.push({
      id: `expertise:${tag}`,
      kind: 'expertise',
      ref: tag,
      keywords: (expertiseWords[tag] ?? tag) + translated,
      title: '',
      text: '',
    });
  }
  for (const enabler of source.enablers) {
    docs.push({
      id: `enabler:${enabler.id}`,
      kind: 'enabler',
      ref: String(enabler.id),
      keywords: enabler.name,
      title: '',
      text: enabler.title,
    });
  }
  for (const event of source.events) {
    docs.push({ id: `event:${event.id}`, kind: 'event', ref: event.id, keywords: '', title: event.title, text: event.description });
  }
  for (const post of source.blog) {
    docs.push({ id: `blog:${post.id}`, kind: 'blog', ref: post.id, keywords: '', title: post.title, text: post.excerpt });
  }
  for (const episode of source.podcast) {
    docs.push({
      id: `podcast:${episode.id}`,
      kind: 'podcast',
      ref: episode.id,
      keywords: '',
      title: episode.title,
      text: episode.description,
    });
  }
  for (const webinar of source.webinars) {
    docs.push({
      id: `webinar:${webinar.id}`,
      kind: 'webinar',
      ref: webinar.id,
      keywords: '',
      title: webinar.title,
      text: webinar.description,
    });
  }
  return docs;
}
