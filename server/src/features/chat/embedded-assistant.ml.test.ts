import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, fixedClock, type TestApp } from '../../../test/helpers';
import { localizeText } from '../../lib/localize';
import { loadKnowledgeSource } from './chat.service';
import { EmbeddedAssistant } from './embedded-assistant';
import { NO_ANSWER_OFFER } from './handoff';

/** Relative paths in a reply: what the widget turns into links. */
const linksIn = (reply: string) => [...reply.matchAll(/(?<![\w.@/])\/[a-z0-9/#-]*[a-z0-9]/gi)].map((match) => match[0]);
/** Whether a reply is written in Malayalam: outside quoted English titles, it has more Malayalam characters than Latin letters. */
const isMalayalam = (reply: string) => {
  const text = reply.replace(/“[^”]*”/g, '');
  return (text.match(/[\u0D00-\u0D7F]/g) ?? []).length > (text.match(/[a-z]/gi) ?? []).length;
};

describe('the embedded assistant in Malayalam (issue 18)', () => {
  let t: TestApp;
  let assistant: EmbeddedAssistant;
  // Seeded events: the Year-End Founders Circle (12 December 2026) is the next one after this date.
  const clock = fixedClock('2026-11-20T10:00:00.000Z');
  beforeAll(async () => {
    t = await createTestApp({}, { clock });
    const database = t.app.database;
    assistant = new EmbeddedAssistant(await loadKnowledgeSource(database), await loadKnowledgeSource(database, 'ml'));
  });
  afterAll(async () => t.close());

  const ask = (question: string) => assistant.answer(question, clock(), 'ml');

  // [question, links the answer must give, words it must contain, words it must not contain]
  const questions: [string, string[], string[], string[]?][] = [
    ['അടുത്ത പരിപാടി എപ്പോഴാണ്?', ['/events'], ['വർഷാന്ത്യ സ്ഥാപക സംഗമം', 'ശനി, 12 ഡിസംബർ 2026', 'പനമ്പിള്ളി നഗർ'], ['Year-End']],
    ['വരാനിരിക്കുന്ന പരിപാടികൾ ഏതൊക്കെയാണ്?', ['/events'], ['വർഷാന്ത്യ സ്ഥാപക സംഗമം']],
    ['അടുത്ത ശിൽപശാല എപ്പോഴാണ്?', ['/events'], ['ഗോ-ടു-മാർക്കറ്റ് ശിൽപശാല']],
    ['കഴിഞ്ഞ പരിപാടികൾ ഏതൊക്കെ?', ['/events'], ['സ്റ്റാർട്ടപ്പ് ഫിനാൻസ് ബൂട്ട്ക്യാമ്പ്'], ['വർഷാന്ത്യ']],
    ['ധനസമാഹരണത്തിന് ഒരു മെന്ററെ വേണം', ['/allenablers'], ['Lakshmi Nair (പാർട്ണർ, മലബാർ സീഡ് പാർട്ണേഴ്സ്)', 'ധനസമാഹരണം']],
    // "രൂപ" (rupee) inside "സ്വരൂപിക്കാൻ" once gave the membership fee's answer (issue 26).
    ['ഫണ്ട് സ്വരൂപിക്കാൻ മെന്ററെ വേണം', ['/allenablers'], ['Lakshmi Nair (പാർട്ണർ, മലബാർ സീഡ് പാർട്ണേഴ്സ്)', 'ധനസമാഹരണം'], ['/membership']],
    ['നിയമോപദേശം നൽകുന്ന എനേബ്ലർമാർ ആരൊക്കെ?', ['/allenablers'], ['Priya Varghese (അഭിഭാഷക, സ്റ്റാർട്ടപ്പ് & ബൗദ്ധിക സ്വത്തവകാശ ഉപദേഷ്ടാവ്)']],
    ['എനേബ്ലർമാർ ആരാണ്?', ['/allenablers', '/register'], ['എനേബ്ലർമാർ']],
    ['എങ്ങനെ അംഗമാകാം?', ['/membership'], ['അംഗമാകാം']],
    ['അംഗത്വത്തിന് ഫീസ് ഉണ്ടോ?', ['/membership'], ['സൗജന്യമാണ്']],
    ['നിങ്ങളെ എങ്ങനെ ബന്ധപ്പെടാം?', ['/#quick-help'], ['hello@womenfoundersclub.example', '+91 484 297 0000']],
    ['ക്ലബ്ബ് എവിടെയാണ്?', ['/events'], ['പനമ്പിള്ളി നഗർ, കൊച്ചി']],
    ['നിങ്ങൾക്ക് പോഡ്‌കാസ്റ്റ് ഉണ്ടോ?', ['/resources/podcast'], ['6 എപ്പിസോഡുകൾ']],
    ['ബ്ലോഗ് വായിക്കണം', ['/resources/blog'], ['3 പോസ്റ്റുകളുണ്ട്']],
    ['Anjali Menon', ['/allenablers'], ['സ്ഥാപക & സിഇഒ, ലിംഗ്വാബ്രിഡ്ജ് ലോക്കലൈസേഷൻ', 'ലോക്കലൈസേഷൻ, ധനസമാഹരണം, നേതൃത്വം']],
    ['എങ്ങനെ എനേബ്ലറാകാം?', ['/register', '/login'], ['അഡ്മിൻ'], ['/allenablers']],
    ['എനിക്ക് മെന്ററാകാൻ ആഗ്രഹമുണ്ട്', ['/register'], ['അഡ്മിൻ'], ['/allenablers']],
    ['അംഗവും എനേബ്ലറും തമ്മിലുള്ള വ്യത്യാസം എന്താണ്?', ['/membership', '/register'], ['ഓപ്പറേറ്റർമാരും']],
    ['എത്ര അംഗങ്ങളുണ്ട്?', ['/membership'], ['2,260 അംഗങ്ങളും']],
    ['എങ്ങനെ സൈൻ ഇൻ ചെയ്യാം?', ['/memberlogin', '/login'], []],
    ['വെബിനാറുകൾ ഉണ്ടോ?', ['/resources/webinars'], ['Financial Planning for Founders in 2027']],
    ['എനിക്ക് ഒരു ചോദ്യം ചോദിക്കണം', ['/#quick-help'], []],
    ['മാർക്കറ്റിങ്ങിൽ സഹായം വേണം', ['/allenablers'], ['Divya Krishnan (ഹെഡ് ഓഫ് ഗ്രോത്ത്, സ്പൈസ്ട്രെയിൽ കൊമേഴ്സ്)']],
    ['ക്ലബ്ബിൽ ചേരാൻ പണം നൽകണോ?', ['/membership'], ['സൗജന്യമാണ്']],
    ['ക്ലബ്ബിന്റെ ലക്ഷ്യം എന്താണ്?', ['/membership', '/allenablers'], ['ശാക്തീകരിക്കുകയാണ്']],
    ['ഇൻസ്റ്റാഗ്രാമിൽ ഉണ്ടോ?', ['/#quick-help'], ['Instagram']],
    ['പിച്ച് ഡെക്ക് ക്ലിനിക് എപ്പോഴായിരുന്നു?', ['/events'], ['പിച്ച് ഡെക്ക് ക്ലിനിക് ശനി, 20 ജൂൺ 2026 നടന്നു']],
    ['നന്ദി', ['/events'], ['സന്തോഷം!']],
    ['ഒരു എനേബ്ലറെ എങ്ങനെ ബന്ധപ്പെടാം?', ['/allenablers', '/#quick-help'], ['"ബന്ധപ്പെടുക" ബട്ടൺ'], ['hello@womenfoundersclub.example']],
    // The page's language decides: an English question on a Malayalam page gets the Malayalam answer.
    ['When is the next event?', ['/events'], ['വർഷാന്ത്യ സ്ഥാപക സംഗമം'], ['Year-End']],
  ];

  it.each(questions)('answers "%s" in Malayalam from the Malayalam content', (question, links, words, wrong = []) => {
    const answer = ask(question);
    expect(answer.answered).toBe(true);
    expect(isMalayalam(answer.reply)).toBe(true);
    for (const link of links) expect(linksIn(answer.reply)).toContain(link);
    for (const word of words) expect(answer.reply).toContain(word);
    for (const word of wrong) expect(answer.reply).not.toContain(word);
  });

  it('greets in Malayalam', () => {
    const answer = ask('നമസ്കാരം');
    expect(answer.reply).toMatch(/^നമസ്കാരം! /);
    expect(linksIn(answer.reply)).toEqual(['/membership', '/allenablers', '/events']);
  });

  it('answers a greeting mixed with a question with the answer', () => {
    expect(linksIn(ask('ഹലോ, എങ്ങനെ അംഗമാകാം?').reply)).toEqual(['/membership']);
  });

  it.each(['പാരീസിലെ കാലാവസ്ഥ എങ്ങനെയുണ്ട്?', 'നല്ലൊരു പിസ്സ ശുപാർശ ചെയ്യാമോ?', 'asdfgh'])(
    'offers the quick help form when it has no good answer: "%s"',
    (question) => {
      const answer = ask(question);
      expect(answer).toEqual({ reply: NO_ANSWER_OFFER, answered: false });
      // The route answers the offer from the answers' catalog, as it does every fixed reply.
      expect(localizeText(answer.reply, 'ml')).toMatch(/^ക്ഷമിക്കണം, അതിന് എന്റെ പക്കൽ നല്ലൊരു മറുപടിയില്ല/);
    },
  );

  it('answers in English, from the English content, for an English page', () => {
    const answer = assistant.answer('When is the next event?', clock(), 'en');
    expect(answer.reply).toContain('Our next event is Year-End Founders Circle on Saturday, 12 December 2026');
    expect(assistant.answer('അടുത്ത പരിപാടി എപ്പോഴാണ്?', clock()).answered).toBe(false);
  });
});
