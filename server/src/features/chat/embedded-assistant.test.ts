import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, fixedClock, type TestApp } from '../../../test/helpers';
import { loadKnowledgeSource } from './chat.service';
import { EmbeddedAssistant } from './embedded-assistant';

/** Relative paths in a reply: what the widget turns into links. */
const linksIn = (reply: string) => [...reply.matchAll(/(?<![\w.@/])\/[a-z0-9/#-]*[a-z0-9]/gi)].map((match) => match[0]);
const sentencesIn = (reply: string) => reply.split(/(?<=[.!?])\s+(?=[A-Z“"])/).filter(Boolean).length;

describe('the embedded assistant (no CHAT_API_KEY)', () => {
  let t: TestApp;
  // Seeded events: the Year-End Founders Circle (12 December 2026) is the next one after this date.
  const clock = fixedClock('2026-11-20T10:00:00.000Z');
  beforeAll(async () => {
    t = await createTestApp({}, { clock });
  });
  afterAll(async () => t.close());

  const ask = async (message: string) => {
    const response = await t.app.inject({ method: 'POST', url: '/api/chat', payload: { message } });
    expect(response.statusCode).toBe(200);
    return (response.json() as { reply: string }).reply;
  };

  // [question, links the answer must give, words it must contain, words (or links) it must not contain]
  const questions: [string, string[], string[], string[]?][] = [
    ['How do I join the club?', ['/membership'], ['member']],
    ['How can I become a member?', ['/membership'], []],
    ['How do I become an enabler?', ['/register'], ['administrator']],
    ['What is an enabler?', ['/allenablers'], ['mentor']],
    ["I'm looking for a mentor for fundraising", ['/allenablers'], ['Lakshmi Nair', 'Anjali Menon']],
    ['Who can help me with localization?', ['/allenablers'], ['Anjali Menon', 'Sreeja Thomas']],
    ['I need legal advice for my company', ['/allenablers'], ['Priya Varghese']],
    ['When is the next event?', ['/events'], ['Year-End Founders Circle', '12 December 2026']],
    ['Any workshops coming up?', ['/events'], ['Go-to-Market Workshop']],
    ['What does the Women Founders Club do?', ['/membership'], ['empowers women leaders']],
    ['What is your mission?', ['/membership'], ['groundbreaking startups']],
    ['How can I contact you?', ['/#quick-help'], ['hello@womenfoundersclub.example', '+91 484 297 0000']],
    ['Where is the club located?', ['/events'], ['Panampilly Nagar, Kochi']],
    ['Do you have a podcast?', ['/resources/podcast'], ['6 episodes']],
    ['Are there any webinars?', ['/resources/webinars'], ['Financial Planning for Founders in 2027']],
    ['Is there a webinar about grants?', ['/resources/webinars'], ['Grant Funding for Early-Stage Startups']],
    ['Where can I read your blog?', ['/resources/blog'], ['3 posts']],
    ['What resources do you offer?', ['/resources/blog', '/resources/podcast', '/resources/webinars', '/resources'], []],
    ['How much does membership cost?', ['/membership'], ['free of charge']],
    ['What is the difference between a member and an enabler?', ['/membership', '/register'], []],
    ['Can I register as an operator?', ['/register'], ['operator']],
    ['How do I log in?', ['/memberlogin', '/login'], []],
    ['How do I ask a question?', ['/#quick-help'], []],
    ['Tell me about Anjali Menon', ['/allenablers'], ['localization, fundraising and leadership']],
    ['How many members do you have?', ['/membership'], ['2,260 members']],
    ["I'm a translator, can I join?", ['/membership'], []],
    ['hello, how do I join?', ['/membership'], []],
    // Phrasings that once answered wrongly (issue 5): "apply" read as enabler, "sign up" as "sign in",
    // "contact" as "contract", the club's initials unknown, the past read as the next event.
    ['How do I apply for membership?', ['/membership'], [], ['/register']],
    ['How do I sign up?', ['/membership'], [], ['/login']],
    ['I want to sign up', ['/membership'], [], ['/login']],
    ['How do I contact an enabler?', ['/allenablers'], ['Connect'], ['legal', 'Priya Varghese']],
    ['Can I contact a mentor directly?', ['/allenablers'], ['Connect'], ['legal', 'Priya Varghese']],
    ['What is WFC?', ['/membership'], ['empowers women leaders']],
    ['Are there any past events?', ['/events'], ['Startup Finance Bootcamp', '17 October 2026'], ['Year-End Founders Circle']],
    ['What events have you had?', ['/events'], ['Startup Finance Bootcamp'], ['Year-End Founders Circle']],
    ['When was your last workshop?', ['/events'], ['Startup Finance Bootcamp', 'Pitch Deck Clinic'], ['Go-to-Market']],
    // More everyday phrasings.
    ['How can I become a mentor?', ['/register'], ['administrator'], ['/allenablers']],
    ['I want to be a mentor', ['/register'], ['administrator'], ['/allenablers']],
    ['How do I sign up as an enabler?', ['/register'], ['administrator']],
    ['How do I sign in?', ['/memberlogin', '/login'], []],
    ['Where is the club based?', ['/events'], ['Panampilly Nagar, Kochi']],
    ['Who can join?', ['/membership'], []],
    ['Is membership free?', ['/membership'], ['free of charge']],
    ['Is it free to join?', ['/membership'], ['free of charge']],
    ['Do I need an account to join?', ['/membership'], ['no account'], ['/register']],
    ['What is the membership process?', ['/membership'], [], ['operations']],
    ['What are the benefits of membership?', ['/membership'], ['free mentorship']],
    ['I need help with my pitch deck', ['/allenablers'], ['Lakshmi Nair']],
    ['Can I contact a mentor about fundraising?', ['/allenablers'], ['Lakshmi Nair']],
    ['Where can I find resources?', ['/resources'], [], ['Panampilly Nagar']],
  ];

  it.each(questions)('answers "%s" with the right link in 2-3 sentences', async (question, links, words, wrong = []) => {
    const reply = await ask(question);
    for (const link of links) expect(linksIn(reply)).toContain(link);
    for (const word of words) expect(reply).toContain(word);
    for (const word of wrong) expect(reply.toLowerCase()).not.toContain(word.toLowerCase());
    expect(reply).not.toContain("don't have a good answer");
    expect(sentencesIn(reply)).toBeGreaterThanOrEqual(2);
    expect(sentencesIn(reply)).toBeLessThanOrEqual(3);
  });

  it.each(['What is the weather in Paris?', 'Can you recommend a good pizza place?', 'What is the capital of France?', 'asdfgh'])(
    'says so and points to the quick help form when it has no good answer: "%s"',
    async (question) => {
      const reply = await ask(question);
      expect(reply).toContain("I don't have a good answer");
      expect(linksIn(reply)).toEqual(['/#quick-help']);
    },
  );

  it("knows the club by the initials of the site's name", async () => {
    const source = await loadKnowledgeSource(t.app.database);
    const renamed = new EmbeddedAssistant({ ...source, site: { ...source.site, name: 'Kerala Startup Sisters' } });
    const answer = renamed.answer('What is KSS?', clock());
    expect(answer.answered).toBe(true);
    expect(linksIn(answer.reply)).toContain('/membership');
    expect(renamed.answer('What is WFC?', clock()).answered).toBe(false);
  });

  it('names the most recent past events by the app clock, and says so before the first', async () => {
    clock.set('2026-07-01T00:00:00.000Z');
    try {
      const reply = await ask('Are there any past events?');
      expect(reply).toContain('Our most recent event was Pitch Deck Clinic on Saturday, 20 June 2026');
      expect(reply).toContain('Women in Localization Meetup on Saturday, 14 March 2026');
      clock.set('2026-01-01T00:00:00.000Z');
      expect(await ask('Are there any past events?')).toBe('We have not held any events yet. See what is coming up at /events.');
    } finally {
      clock.set('2026-11-20T10:00:00.000Z');
    }
  });

  it('names the next event by the app clock, not the machine clock', async () => {
    clock.set('2027-06-01T00:00:00.000Z');
    try {
      expect(await ask('When is the next event?')).toContain('Enabler Speed-Mentoring Day');
      clock.set('2028-01-01T00:00:00.000Z');
      expect(await ask('When is the next event?')).toContain('no upcoming event');
    } finally {
      clock.set('2026-11-20T10:00:00.000Z');
    }
  });
});
