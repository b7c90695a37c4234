import type { Event, SiteSettings } from '@wfc/shared';
import { firstSentence, mentorPicks, newest, nextWebinar, pastEvents, shortTitle, upcomingEvents, type AnswerWriter } from './answer-text';
import type { IntentId, KnowledgeSource } from './knowledge-base';

/**
 * The embedded assistant's answers in Malayalam (issue 18), from the Malayalam content: the same
 * facts and links as the English answers (embedded-assistant.ts), written as Malayalam sentences
 * rather than looked up in the answers' catalog, since each is assembled from the content. Names
 * stay as the content has them; a page's path ends a clause ("/events എന്ന പേജിൽ") so that no
 * suffix is joined to the link.
 */

/** The directory's expertise tags in Malayalam; a tag not listed here keeps its English name. */
const expertiseNames: Record<string, string> = {
  Fundraising: 'ധനസമാഹരണം',
  Localization: 'ലോക്കലൈസേഷൻ',
  'Product Management': 'പ്രോഡക്റ്റ് മാനേജ്‌മെന്റ്',
  Marketing: 'മാർക്കറ്റിങ്',
  Leadership: 'നേതൃത്വം',
  Technology: 'സാങ്കേതികവിദ്യ',
  Finance: 'ധനകാര്യം',
  Legal: 'നിയമം',
  Operations: 'ഓപ്പറേഷൻസ്',
  Sales: 'വിൽപ്പന',
  'Human Resources': 'മാനവവിഭവശേഷി',
  Design: 'ഡിസൈൻ',
  'Social Impact': 'സാമൂഹിക സ്വാധീനം',
  'E-commerce': 'ഇ-കൊമേഴ്‌സ്',
};

const expertiseOf = (tags: string[]) => tags.map((tag) => expertiseNames[tag] ?? tag).join(', ');

const dateFormat = new Intl.DateTimeFormat('ml', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Asia/Kolkata' });
const formatDate = (iso: string) => dateFormat.format(new Date(iso));

/** "Any workshops?" in either language narrows the events to workshops. */
const workshopsAsked = (question: string) => /workshop|ശിൽപശാല|വർക്ക്ഷോപ്പ്|വർക്ക്‌ഷോപ്പ്/i.test(question);

export const malayalamWriter: AnswerWriter = {
  item(kind, ref, { enablers, events, blog, podcast, webinars }, now) {
    switch (kind) {
      case 'enabler': {
        const enabler = enablers.find((item) => String(item.id) === ref);
        return (
          enabler &&
          `${enabler.name} (${shortTitle(enabler.title)}) ഞങ്ങളുടെ എനേബ്ലർമാരിൽ ഒരാളാണ്; വൈദഗ്ധ്യം: ${expertiseOf(enabler.expertise)}. ` +
            'അവരുടെ പ്രൊഫൈൽ വായിക്കാനും അന്വേഷണം അയയ്ക്കാനും /allenablers എന്ന പേജ് സന്ദർശിക്കുക.'
        );
      }
      case 'event': {
        const event = events.find((item) => item.id === ref);
        if (!event) return undefined;
        return Date.parse(event.dateObj) < now.getTime()
          ? `${event.title} ${event.date} നടന്നു; സ്ഥലം: ${event.location}. അടുത്ത പരിപാടികൾ /events എന്ന പേജിൽ കാണാം.`
          : `${event.title}: ${event.date}, ${event.time}; സ്ഥലം: ${event.location}. ${firstSentence(event.description)} വിശദാംശങ്ങളും മറ്റ് പരിപാടികളും /events എന്ന പേജിൽ കാണാം.`;
      }
      case 'blog': {
        const post = blog.find((item) => item.id === ref);
        return (
          post && `ഞങ്ങളുടെ “${post.title}” എന്ന ബ്ലോഗ് പോസ്റ്റ് ഇതിനെക്കുറിച്ചാണ്: ${firstSentence(post.excerpt)} /resources/blog എന്ന പേജിൽ വായിക്കാം.`
        );
      }
      case 'podcast': {
        const episode = podcast.find((item) => item.id === ref);
        return (
          episode &&
          `ഞങ്ങളുടെ “${episode.title}” എന്ന പോഡ്‌കാസ്റ്റ് എപ്പിസോഡ് ഇതിനെക്കുറിച്ചാണ്: ${firstSentence(episode.description)} /resources/podcast എന്ന പേജിൽ കേൾക്കാം.`
        );
      }
      case 'webinar': {
        const webinar = webinars.find((item) => item.id === ref);
        if (!webinar) return undefined;
        const when = Date.parse(webinar.date) > now.getTime() ? formatDate(webinar.date) : 'റെക്കോർഡിങ്';
        return `ഞങ്ങളുടെ “${webinar.title}” എന്ന വെബിനാർ (${when}, ${webinar.duration}) ഇതിനെക്കുറിച്ചാണ്: ${firstSentence(webinar.description)} /resources/webinars എന്ന പേജിൽ കാണാം.`;
      }
      default:
        return undefined;
    }
  },

  intent: answerIntent,

  mentors(tags, enablers) {
    const subject = expertiseOf(tags);
    const picks = mentorPicks(tags, enablers).map((enabler) => `${enabler.name} (${shortTitle(enabler.title)})`);
    if (picks.length === 0) {
      return `${subject} എന്ന വൈദഗ്ധ്യമുള്ള എനേബ്ലർമാർ ഇപ്പോൾ ഇല്ല; എല്ലാവരുടെയും വൈദഗ്ധ്യം /allenablers എന്ന പേജിൽ കാണാം. /#quick-help വഴി ചോദ്യം അയച്ചാൽ ഒരു ഓപ്പറേറ്റർ ശരിയായ ആളെ കണ്ടെത്തും.`;
    }
    return `${subject} വിഷയത്തിൽ സഹായിക്കാൻ കഴിയുന്നവർ: ${picks.join('; ')}. ഈ വൈദഗ്ധ്യമുള്ള എല്ലാ എനേബ്ലർമാരെയും /allenablers എന്ന പേജിൽ കാണാം; "ബന്ധപ്പെടുക" ബട്ടൺ വഴി ഒരാൾക്ക് അന്വേഷണം അയയ്ക്കാം.`;
  },
};

function answerIntent(intent: IntentId, question: string, source: KnowledgeSource, now: Date): string {
  const { site } = source;
  switch (intent) {
    case 'about':
      return `${firstSentence(site.mission)} വിവിധ രംഗങ്ങളിൽ മികവു തെളിയിച്ച വനിതകളായ ഞങ്ങളുടെ എനേബ്ലർമാർ, സമീപിക്കുന്ന ഓരോ അംഗത്തിനും സൗജന്യമായി മാർഗദർശനം നൽകുന്നു. /membership എന്ന പേജ് വഴി ഞങ്ങളോടൊപ്പം ചേരാം; എനേബ്ലർമാരെ /allenablers എന്ന പേജിൽ പരിചയപ്പെടാം.`;
    case 'join':
      return `/membership എന്ന പേജിലെ ചെറിയ ഫോം പൂരിപ്പിച്ച് ${site.name}-ൽ അംഗമാകാം; അംഗങ്ങൾക്ക് അക്കൗണ്ട് ആവശ്യമില്ല. അംഗങ്ങൾക്ക് ഞങ്ങളുടെ എനേബ്ലർമാരിൽ നിന്ന് സൗജന്യ മാർഗദർശനം തേടാം, ഞങ്ങളുടെ പരിപാടികളെയും വിഭവങ്ങളെയും കുറിച്ച് അറിയാം.`;
    case 'cost':
      return `അംഗത്വത്തിന് /membership എന്ന പേജിലെ ഒരു ചെറിയ ഫോം മാത്രം മതി; ഞങ്ങളുടെ എനേബ്ലർമാരുടെ മാർഗദർശനം സമീപിക്കുന്ന ഓരോ അംഗത്തിനും സൗജന്യമാണ്. അംഗത്വത്തെക്കുറിച്ചുള്ള മറ്റ് ചോദ്യങ്ങൾക്ക് ${site.email} എന്ന വിലാസത്തിൽ എഴുതുക.`;
    case 'enablers':
      return `ബിസിനസ്, സാങ്കേതികവിദ്യ, നിയമം, ധനകാര്യം തുടങ്ങിയ രംഗങ്ങളിൽ മികവു തെളിയിച്ച്, ഞങ്ങളുടെ അംഗങ്ങൾക്ക് സൗജന്യമായി മാർഗദർശനം നൽകുന്ന വനിതകളാണ് എനേബ്ലർമാർ. ${source.enablers.length} എനേബ്ലർമാരെയും വൈദഗ്ധ്യമനുസരിച്ച് /allenablers എന്ന പേജിൽ കാണാം; മാർഗദർശിയാകാൻ ആഗ്രഹിക്കുന്നവർക്ക് /register എന്ന പേജിൽ എനേബ്ലറായി രജിസ്റ്റർ ചെയ്യാം.`;
    case 'becomeEnabler':
      return `എനേബ്ലറോ ഓപ്പറേറ്ററോ ആകാൻ /register എന്ന പേജിൽ ഒരു അക്കൗണ്ട് ഉണ്ടാക്കി നിങ്ങളുടെ റോൾ തിരഞ്ഞെടുക്കുക. ഓരോ പുതിയ അക്കൗണ്ടും ഒരു അഡ്മിൻ പരിശോധിക്കും; അംഗീകരിച്ചു കഴിഞ്ഞാൽ /login എന്ന പേജിൽ സൈൻ ഇൻ ചെയ്യാം.`;
    case 'roles':
      return `/membership എന്ന പേജ് വഴി കൂട്ടായ്മയിൽ ചേർന്ന് മാർഗദർശനം തേടുന്ന സ്ഥാപകരും നേതാക്കളുമാണ് അംഗങ്ങൾ; ആ മാർഗദർശനം സൗജന്യമായി നൽകുന്ന അനുഭവസമ്പന്നരായ വനിതകളാണ് എനേബ്ലർമാർ. എനേബ്ലർമാരും, സഹായ അഭ്യർത്ഥനകൾ എനേബ്ലർമാരെ ഏൽപ്പിക്കുന്ന ഓപ്പറേറ്റർമാരും /register എന്ന പേജിൽ രജിസ്റ്റർ ചെയ്യുന്നു.`;
    case 'mentor':
      return `ഞങ്ങളുടെ എനേബ്ലർമാരെ വൈദഗ്ധ്യമനുസരിച്ച് /allenablers എന്ന പേജിൽ കണ്ടെത്തി "ബന്ധപ്പെടുക" ബട്ടൺ വഴി ഒരാൾക്ക് അന്വേഷണം അയയ്ക്കാം. ആരോട് ചോദിക്കണമെന്ന് ഉറപ്പില്ലെങ്കിൽ /#quick-help വഴി ചോദ്യം അയയ്ക്കുക; ഒരു ഓപ്പറേറ്റർ അത് ശരിയായ എനേബ്ലറെ ഏൽപ്പിക്കും.`;
    case 'events':
      return nextEventAnswer(source.events, now, workshopsAsked(question) ? 'workshop' : undefined);
    case 'pastEvents':
      return pastEventsAnswer(source.events, now, workshopsAsked(question) ? 'workshop' : undefined);
    case 'contact':
      return `${site.email} എന്ന വിലാസത്തിൽ എഴുതുകയോ ${site.phone} എന്ന നമ്പറിൽ വിളിക്കുകയോ ചെയ്യാം. നിങ്ങളുടെ സ്റ്റാർട്ടപ്പിനെക്കുറിച്ചുള്ള ചോദ്യം /#quick-help എന്ന പെട്ടെന്നുള്ള സഹായ ഫോം വഴി നേരിട്ട് ഞങ്ങളുടെ ഓപ്പറേറ്റർമാരിലേക്ക് എത്തും.`;
    case 'location':
      return `${site.name} ${site.region} ആസ്ഥാനമായി പ്രവർത്തിക്കുന്നു; ഞങ്ങളുടെ വിലാസം: ${site.address}. അടുത്ത മീറ്റപ്പുകളും ശിൽപശാലകളും എവിടെയാണെന്ന് /events എന്ന പേജിൽ കാണാം.`;
    case 'resources':
      return `ഞങ്ങളുടെ വിഭവങ്ങൾ: ബ്ലോഗ് (/resources/blog), പോഡ്‌കാസ്റ്റ് (/resources/podcast), വെബിനാറുകൾ (/resources/webinars). മൂന്നും /resources എന്ന പേജിൽ ഒരുമിച്ച് കാണാം.`;
    case 'blog': {
      const latest = newest(source.blog, (post) => post.publishedAt);
      return `ഞങ്ങളുടെ ബ്ലോഗിൽ വനിതാ സ്ഥാപകർക്കായി ${source.blog.length} പോസ്റ്റുകളുണ്ട്${latest ? `; ഏറ്റവും പുതിയത് “${latest.title}”` : ''}. അവ /resources/blog എന്ന പേജിൽ വായിക്കാം.`;
    }
    case 'podcast': {
      const latest = newest(source.podcast, (episode) => episode.publishedAt);
      return `ഉണ്ട്, സ്ഥാപകരും എനേബ്ലർമാരും അനുഭവങ്ങൾ പങ്കുവെക്കുന്ന ${source.podcast.length} എപ്പിസോഡുകൾ ഞങ്ങളുടെ പോഡ്‌കാസ്റ്റിലുണ്ട്${latest ? `; ഏറ്റവും പുതിയത് “${latest.title}”` : ''}. /resources/podcast എന്ന പേജിൽ കേൾക്കാം.`;
    }
    case 'webinars': {
      const next = nextWebinar(source.webinars, now);
      const which = next ? `; അടുത്തത് “${next.title}”, ${formatDate(next.date)}` : '; എല്ലാം റെക്കോർഡിങ്ങുകളായി ലഭ്യമാണ്';
      return `ഞങ്ങളുടെ എനേബ്ലർമാരും അംഗങ്ങളും നയിക്കുന്ന ${source.webinars.length} വെബിനാറുകളുണ്ട്${which}. /resources/webinars എന്ന പേജിൽ കാണാം.`;
    }
    case 'login':
      return `അംഗങ്ങൾ /memberlogin എന്ന പേജിൽ ഇ-മെയിൽ വിലാസം മാത്രം നൽകി സൈൻ ഇൻ ചെയ്യുന്നു: ഞങ്ങൾ ഒരു സൈൻ ഇൻ ലിങ്കും കോഡും അയയ്ക്കും, പാസ്‌വേഡ് വേണ്ട (സഹായം ചോദിക്കാനോ ഒരു എനേബ്ലർക്ക് എഴുതാനോ ഉപയോഗിച്ച വിലാസം മതി). എനേബ്ലർമാരും ഓപ്പറേറ്റർമാരും /login എന്ന പേജിൽ സൈൻ ഇൻ ചെയ്യുന്നു; അക്കൗണ്ട് ഇല്ലാത്തവർ ആദ്യം /register എന്ന പേജിൽ രജിസ്റ്റർ ചെയ്യണം, ഒരു അഡ്മിൻ അക്കൗണ്ട് അംഗീകരിക്കും.`;
    case 'quickHelp':
      return `/#quick-help എന്ന പെട്ടെന്നുള്ള സഹായ ഫോം വഴി നിങ്ങളുടെ ചോദ്യം അയയ്ക്കുക; ഒരു ഓപ്പറേറ്റർ അത് ശരിയായ എനേബ്ലറെ ഏൽപ്പിക്കും. ${site.email} എന്ന വിലാസത്തിലും എഴുതാം.`;
    case 'stats':
      return `${site.name}-ൽ ${site.stats.members.toLocaleString('en-US')} അംഗങ്ങളും ${source.enablers.length} എനേബ്ലർമാരുമുണ്ട്. /membership എന്ന പേജ് വഴി നിങ്ങൾക്കും ചേരാം.`;
    case 'social':
      return socialAnswer(site);
    case 'greeting':
      return `നമസ്കാരം! ${site.name}, അംഗത്വം (/membership), ഞങ്ങളുടെ എനേബ്ലർമാർ (/allenablers), വരാനിരിക്കുന്ന പരിപാടികൾ (/events) എന്നിവയെക്കുറിച്ച് ഞാൻ പറഞ്ഞുതരാം. എന്താണ് അറിയേണ്ടത്?`;
    case 'thanks':
      return `സന്തോഷം! മറ്റൊരു ചോദ്യമുണ്ടെങ്കിൽ ചോദിക്കാം; വരാനിരിക്കുന്ന പരിപാടികൾ /events എന്ന പേജിൽ കാണാം.`;
  }
}

function nextEventAnswer(events: Event[], now: Date, category?: Event['category']): string {
  const next = upcomingEvents(events, now, category)[0];
  const what = category === 'workshop' ? 'ശിൽപശാല' : 'പരിപാടി';
  if (!next) return `വരാനിരിക്കുന്ന ${what} ഇപ്പോൾ ഞങ്ങളുടെ കലണ്ടറിൽ ഇല്ല. കഴിഞ്ഞതും വരാനിരിക്കുന്നതുമായ പരിപാടികളും ശിൽപശാലകളും /events എന്ന പേജിൽ കാണാം.`;
  return `ഞങ്ങളുടെ അടുത്ത ${what}: ${next.title}, ${next.date}, ${next.time}; സ്ഥലം: ${next.location}. വരാനിരിക്കുന്ന എല്ലാ പരിപാടികളും ശിൽപശാലകളും /events എന്ന പേജിൽ കാണാം.`;
}

/** The two most recent events (or workshops) before `now`, newest first. */
function pastEventsAnswer(events: Event[], now: Date, category?: Event['category']): string {
  const what = category === 'workshop' ? 'ശിൽപശാല' : 'പരിപാടി';
  const [last, before] = pastEvents(events, now, category);
  if (!last) return `ഞങ്ങൾ ഇതുവരെ ഒരു ${what}യും നടത്തിയിട്ടില്ല. വരാനിരിക്കുന്നവ /events എന്ന പേജിൽ കാണാം.`;
  const earlier = before ? `; അതിനു മുമ്പ് ${before.title} (${before.date})` : '';
  return `ഞങ്ങളുടെ ഏറ്റവും ഒടുവിലത്തെ ${what}: ${last.title}, ${last.date}; സ്ഥലം: ${last.location}${earlier}. കഴിഞ്ഞതും വരാനിരിക്കുന്നതുമായ എല്ലാ പരിപാടികളും /events എന്ന പേജിൽ കാണാം.`;
}

function socialAnswer(site: SiteSettings): string {
  const networks = site.social.map((link) => link.label);
  const follow = networks.length > 0 ? `${networks.join(', ')} എന്നിവയിൽ ${site.name}-നെ പിന്തുടരാം; ലിങ്കുകൾ ഓരോ പേജിന്റെയും താഴെയുണ്ട്. ` : '';
  return `${follow}മറ്റെന്തിനും ${site.email} എന്ന വിലാസത്തിൽ എഴുതുകയോ /#quick-help എന്ന ഫോം ഉപയോഗിക്കുകയോ ചെയ്യുക.`;
}
