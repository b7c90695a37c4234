import type { Enabler, Event, Locale, SiteSettings } from '@wfc/shared';
import {
  firstSentence,
  listOf,
  lowerFirst,
  mentorPicks,
  newest,
  nextWebinar,
  pastEvents,
  shortTitle,
  upcomingEvents,
  type AnswerWriter,
} from './answer-text';
import { malayalamWriter } from './embedded-answers.ml';
import { NO_ANSWER_OFFER } from './handoff';
import { KnowledgeBase, type DocKind, type IntentId, type KnowledgeSource } from './knowledge-base';
import { malayalamWords } from './knowledge-words.ml';

/** One reply of the embedded assistant. */
export interface EmbeddedAnswer {
  reply: string;
  /** False when nothing matched well enough and the reply is the "no good answer" fallback. */
  answered: boolean;
}

/** Below this score a match is a coincidence of words rather than an answer (tuned on the test questions). */
const MIN_SCORE = 10;

interface Language {
  knowledge: KnowledgeBase;
  writer: AnswerWriter;
}

/**
 * The assistant that answers when no chat provider is configured (decisions.md 11): it finds the
 * closest written intent or content item with a MiniSearch index and answers from the site's own
 * content in 2-3 sentences, naming pages by relative path (the widget makes them links). With the
 * Malayalam content it keeps a second index, and answers a Malayalam page in Malayalam (issue 18).
 */
export class EmbeddedAssistant {
  private readonly english: Language;
  private readonly malayalam: Language | undefined;

  constructor(source: KnowledgeSource, malayalamSource?: KnowledgeSource) {
    this.english = { knowledge: new KnowledgeBase(source), writer: englishWriter };
    this.malayalam = malayalamSource && { knowledge: new KnowledgeBase(malayalamSource, malayalamWords), writer: malayalamWriter };
  }

  /** Answers one question in `locale`; `now` decides which events and webinars are still upcoming. */
  answer(question: string, now: Date, locale: Locale = 'en'): EmbeddedAnswer {
    const { knowledge, writer } = (locale === 'ml' && this.malayalam) || this.english;
    const all = knowledge.search(question);
    const results = all.filter((result) => result.score >= MIN_SCORE);
    // A greeting or a thank-you mixed with a real question answers the question.
    const top =
      results.find(
        (result) => !(result.kind === 'intent' && (result.ref === 'greeting' || result.ref === 'thanks') && results.length > 1),
      ) ?? results[0];
    if (!top) return NO_ANSWER;

    const source = knowledge.source;
    const item = (kind: DocKind, ref: string) => {
      const reply = writer.item(kind, ref, source, now);
      return reply === undefined ? undefined : answered(reply);
    };
    // "I'm a translator, can I join?" is about joining, although "translator" names an expertise.
    const mentorTerms = new Set(
      results.filter((result) => mentorIntents.has(result.ref as IntentId)).flatMap((result) => result.queryTerms),
    );
    const closeIntent = results.find(
      (result) =>
        result.kind === 'intent' &&
        result.score >= 0.75 * top.score &&
        result.queryTerms.some((term) => !mentorTerms.has(term)) &&
        !mentorIntents.has(result.ref as IntentId),
    );
    if (top.kind === 'expertise' && !closeIntent) {
      const found = knowledge.expertiseIn(question);
      return answered(writer.mentors(found.length > 0 ? found : [top.ref], source.enablers));
    }
    if (top.kind !== 'intent' && top.kind !== 'expertise') return item(top.kind, top.ref) ?? NO_ANSWER;

    const intent = (top.kind === 'intent' ? top.ref : closeIntent?.ref) as IntentId;
    const expertise = knowledge.expertiseIn(question);
    // "Who can help me with fundraising?" names enablers rather than describing the directory.
    if (mentorIntents.has(intent) && expertise.length > 0) {
      return answered(writer.mentors(expertise, source.enablers));
    }
    // "Is there a webinar about grants?" answers with that webinar when it matches more of the question.
    const itemKind = itemKindOf[intent];
    const matched = results.find((result) => result.ref === intent)?.queryTerms ?? [];
    const specific =
      itemKind &&
      all.find(
        (result) =>
          result.kind === itemKind &&
          result.score >= MIN_SCORE / 2 &&
          result.queryTerms.some((term) => term.length >= 3 && !matched.includes(term)),
      );
    return (specific && item(specific.kind, specific.ref)) || answered(writer.intent(intent, question, source, now));
  }
}

/** An answer about one enabler, event, post, episode or webinar. */
function answerItem(kind: DocKind, ref: string, source: KnowledgeSource, now: Date): string | undefined {
  const { enablers, events, blog, podcast, webinars } = source;
  switch (kind) {
    case 'enabler': {
      const enabler = enablers.find((item) => String(item.id) === ref);
      return (
        enabler &&
        `${enabler.name} (${shortTitle(enabler.title)}) is one of our enablers, with expertise in ${listOf(enabler.expertise.map((tag) => tag.toLowerCase()))}. ` +
          'You can read her profile and send her an inquiry at /allenablers.'
      );
    }
    case 'event': {
      const event = events.find((item) => item.id === ref);
      if (!event) return undefined;
      return Date.parse(event.dateObj) < now.getTime()
        ? `${event.title} took place on ${event.date}, ${place(event.location)}. See what is coming up next at /events.`
        : `${event.title} is on ${event.date}, ${event.time}, ${place(event.location)}. ${firstSentence(event.description)} Details and other events are at /events.`;
    }
    case 'blog': {
      const post = blog.find((item) => item.id === ref);
      return post && `Our blog post “${post.title}” covers that: ${lowerFirst(firstSentence(post.excerpt))} Read it at /resources/blog.`;
    }
    case 'podcast': {
      const episode = podcast.find((item) => item.id === ref);
      return (
        episode &&
        `Our podcast episode “${episode.title}” covers that: ${lowerFirst(firstSentence(episode.description))} Listen at /resources/podcast.`
      );
    }
    case 'webinar': {
      const webinar = webinars.find((item) => item.id === ref);
      if (!webinar) return undefined;
      const when = Date.parse(webinar.date) > now.getTime() ? `on ${formatDate(webinar.date)}` : 'recorded';
      return `Our webinar “${webinar.title}” (${when}, ${webinar.duration}) covers that: ${lowerFirst(firstSentence(webinar.description))} Watch it at /resources/webinars.`;
    }
    default:
      return undefined;
  }
}

const answered = (reply: string): EmbeddedAnswer => ({ reply, answered: true });
// The fallback doubles as an offer to pass the question on (handoff.ts).
const NO_ANSWER: EmbeddedAnswer = { reply: NO_ANSWER_OFFER, answered: false };

const englishWriter: AnswerWriter = { item: answerItem, intent: answerIntent, mentors: mentorsFor };

/** Intents that, with an expertise named, are a request for enablers who know it. */
const mentorIntents = new Set<IntentId>(['mentor', 'enablers', 'quickHelp']);

/** The content intents whose single items can answer a more specific question. */
const itemKindOf: Partial<Record<IntentId, DocKind>> = { blog: 'blog', podcast: 'podcast', webinars: 'webinar', events: 'event' };

/** "Online (Zoom)" reads "online (Zoom)"; a venue reads "at the venue". */
const place = (location: string) => (/^online\b/i.test(location) ? `online${location.slice(6)}` : `at ${location}`);

function answerIntent(intent: IntentId, question: string, source: KnowledgeSource, now: Date): string {
  const { site } = source;
  switch (intent) {
    case 'about':
      return `${firstSentence(site.mission)} Our enablers, accomplished women from many fields, give free mentorship and guidance to every member who seeks it. You can join us at /membership or meet the enablers at /allenablers.`;
    case 'join':
      return `You can join ${site.name} as a member by filling in the short form at /membership; members need no account. Members can ask our enablers for free mentorship and hear about our events and resources.`;
    case 'cost':
      return `Joining is a short form at /membership, and our enablers' mentorship and guidance are free of charge for every member who seeks it. For any other question about membership, write to ${site.email}.`;
    case 'enablers':
      return `Enablers are accomplished women from business, technology, law, finance and other fields who mentor our members free of charge. Browse all ${source.enablers.length} of them by expertise at /allenablers, and women who would like to mentor can register as an enabler at /register.`;
    case 'becomeEnabler':
      return `To become an enabler (or an operator), create an account at /register and choose your role. An administrator reviews each new account, and once it is approved you can sign in at /login.`;
    case 'roles':
      return `Members are founders and leaders who join the community at /membership and can ask for mentorship; enablers are the experienced women who give that mentorship free of charge. Enablers and operators, who assign help requests to enablers, register at /register.`;
    case 'mentor':
      return `Browse our enablers by expertise at /allenablers and use Connect to send one an inquiry. If you are not sure whom to ask, send your question through /#quick-help and an operator will pass it to the right enabler.`;
    case 'events':
      return nextEventAnswer(source.events, now, /workshop/i.test(question) ? 'workshop' : undefined);
    case 'pastEvents':
      return pastEventsAnswer(source.events, now, /workshop/i.test(question) ? 'workshop' : undefined);
    case 'contact':
      return `You can write to ${site.email} or call ${site.phone}. For a question about your startup, the quick help form at /#quick-help reaches our operators directly.`;
    case 'location':
      return `${site.name} is based in ${site.region}: you can find us at ${site.address}. See where our next meetups and workshops take place at /events.`;
    case 'resources':
      return `Our resources are the blog at /resources/blog, the podcast at /resources/podcast and the webinars at /resources/webinars. You can find all three at /resources.`;
    case 'blog': {
      const latest = newest(source.blog, (post) => post.publishedAt);
      return `Our blog has ${source.blog.length} posts by and for women founders${latest ? `; the latest is “${latest.title}”` : ''}. Read them at /resources/blog.`;
    }
    case 'podcast': {
      const latest = newest(source.podcast, (episode) => episode.publishedAt);
      return `Yes, our podcast has ${source.podcast.length} episodes of founders and enablers sharing what they learned${latest ? `; the latest is “${latest.title}”` : ''}. Listen at /resources/podcast.`;
    }
    case 'webinars': {
      const next = nextWebinar(source.webinars, now);
      return `We have ${source.webinars.length} webinars led by our enablers and members${next ? `; the next one is “${next.title}” on ${formatDate(next.date)}` : ', all available as recordings'}. Watch them at /resources/webinars.`;
    }
    case 'login':
      return `Members sign in at /memberlogin with their e-mail address alone: we send a sign-in link and a code, no password needed (asking for help or writing to an enabler with an address is enough to sign in with it). Enablers and operators sign in at /login; those who have no account yet register at /register first, and an administrator approves the account.`;
    case 'quickHelp':
      return `Send your question through the quick help form at /#quick-help, and an operator will pass it to the right enabler. You can also write to ${site.email}.`;
    case 'stats':
      return `${site.name} has ${site.stats.members.toLocaleString('en-US')} members and ${source.enablers.length} enablers. You can join them at /membership.`;
    case 'social':
      return socialAnswer(site);
    case 'greeting':
      return `Hello! I can tell you about ${site.name}, how to join at /membership, our enablers at /allenablers and our upcoming events at /events. What would you like to know?`;
    case 'thanks':
      return `You're welcome! If you have another question, just ask, or explore our upcoming events at /events.`;
  }
}

/** One or two enablers who know the subject; those who know most of the asked subjects come first. */
function mentorsFor(tags: string[], enablers: Enabler[]): string {
  const subject = listOf(tags.map((tag) => tag.toLowerCase()));
  const picks = mentorPicks(tags, enablers).map((enabler) => `${enabler.name} (${shortTitle(enabler.title)})`);
  if (picks.length === 0) {
    return `None of our enablers lists ${subject} yet, but you can browse everyone's expertise at /allenablers. You can also send your question through /#quick-help and an operator will find the right person.`;
  }
  return `For ${subject}, you could talk to ${listOf(picks, 'or')}. You can find them and every other enabler with this expertise at /allenablers, and send one an inquiry with the Connect button.`;
}

function nextEventAnswer(events: Event[], now: Date, category?: Event['category']): string {
  const next = upcomingEvents(events, now, category)[0];
  const what = category === 'workshop' ? 'workshop' : 'event';
  if (!next) return `There is no upcoming ${what} on our calendar right now. Past and future events and workshops are listed at /events.`;
  return `Our next ${what} is ${next.title} on ${next.date}, ${next.time}, ${place(next.location)}. See all upcoming events and workshops at /events.`;
}

/** The two most recent events (or workshops) before `now`, newest first. */
function pastEventsAnswer(events: Event[], now: Date, category?: Event['category']): string {
  const past = pastEvents(events, now, category);
  const what = category === 'workshop' ? 'workshop' : 'event';
  const [last, before] = past;
  if (!last) return `We have not held any ${what}s yet. See what is coming up at /events.`;
  const earlier = before ? `, and before that ${before.title} on ${before.date}` : '';
  return `Our most recent ${what} was ${last.title} on ${last.date}, ${place(last.location)}${earlier}. Past and upcoming events and workshops are all listed at /events.`;
}

function socialAnswer(site: SiteSettings): string {
  const networks = site.social.map((link) => link.label);
  const follow =
    networks.length > 0 ? `You can follow ${site.name} on ${listOf(networks)}; the links are at the bottom of every page. ` : '';
  return `${follow}For anything else, write to ${site.email} or use the quick help form at /#quick-help.`;
}

const dateFormat = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Asia/Kolkata' });
const formatDate = (iso: string) => dateFormat.format(new Date(iso));
