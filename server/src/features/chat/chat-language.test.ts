import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { completion, startFakeChatProvider, type FakeChatProvider } from '../../../test/fake-chat-provider';
import { createTestApp, fixedClock, type TestApp } from '../../../test/helpers';
import { answerInMalayalamInstruction } from './chat-provider';

const ml = { 'accept-language': 'ml' };

/** The chat in the visitor's language (issue 18): the model is told it, the server's own replies are translated. */
describe('POST /api/chat in Malayalam', () => {
  let fake: FakeChatProvider;
  let withProvider: TestApp;
  let embedded: TestApp;
  beforeAll(async () => {
    fake = await startFakeChatProvider();
    withProvider = await createTestApp({ CHAT_API_KEY: 'sk-test-language', CHAT_API_URL: fake.url });
    // The Year-End Founders Circle (12 December 2026) is the next seeded event after this date.
    embedded = await createTestApp({}, { clock: fixedClock('2026-11-20T10:00:00.000Z') });
  });
  afterAll(async () => {
    await withProvider.close();
    await embedded.close();
    await fake.close();
  });

  const systemOf = () => (fake.requests.at(-1)!.body as { messages: { role: string; content: string }[] }).messages[0]!.content;

  it('tells the model to answer in Malayalam for a Malayalam page, and says nothing of it otherwise', async () => {
    fake.answerWith({ kind: 'json', body: completion('ക്ലബ്ബിലേക്ക് സ്വാഗതം.') });
    const malayalam = await withProvider.app.inject({
      method: 'POST',
      url: '/api/chat',
      headers: ml,
      payload: { message: 'What is the club?' },
    });
    expect(malayalam.statusCode).toBe(200);
    expect(malayalam.headers['content-language']).toBe('ml');
    expect(malayalam.json().reply).toBe('ക്ലബ്ബിലേക്ക് സ്വാഗതം.');
    expect(systemOf().endsWith(`\n${answerInMalayalamInstruction}`)).toBe(true);

    await withProvider.app.inject({ method: 'POST', url: '/api/chat', payload: { message: 'What is the club?' } });
    expect(systemOf()).not.toContain('Malayalam');
  });

  it("answers the embedded assistant's fixed replies in Malayalam", async () => {
    // A question the assistant cannot answer: it offers to pass it on, then asks for her details.
    const offer = await embedded.app.inject({
      method: 'POST',
      url: '/api/chat',
      headers: ml,
      payload: { message: 'Can I speak with a real person?' },
    });
    expect(offer.statusCode).toBe(200);
    expect(offer.headers['content-language']).toBe('ml');
    expect(offer.json().reply).toMatch(/^ഇത് ഞങ്ങളുടെ ടീമിലെ ഒരാൾ സഹായിക്കേണ്ട/);
    const { conversationId } = offer.json() as { conversationId: string };
    const yes = await embedded.app.inject({ method: 'POST', url: '/api/chat', headers: ml, payload: { message: 'yes', conversationId } });
    expect(yes.json().reply).toBe(
      'വളരെ നല്ലത്! ദയവായി നിങ്ങളുടെ പേരും ഇമെയിൽ വിലാസവും മറുപടിയായി നൽകുക, ഉദാഹരണത്തിന്: Asha Menon, asha@example.org.',
    );
    const english = await embedded.app.inject({
      method: 'POST',
      url: '/api/chat',
      payload: { message: 'Can I speak with a real person?' },
    });
    expect(english.json().reply).toMatch(/^This sounds like something a person/);
  });

  it('answers from the Malayalam content in Malayalam when no provider is configured', async () => {
    const events = await embedded.app.inject({
      method: 'POST',
      url: '/api/chat',
      headers: ml,
      payload: { message: 'അടുത്ത പരിപാടി എപ്പോഴാണ്?' },
    });
    expect(events.statusCode).toBe(200);
    expect(events.headers['content-language']).toBe('ml');
    expect(events.json().reply).toBe(
      'ഞങ്ങളുടെ അടുത്ത പരിപാടി: വർഷാന്ത്യ സ്ഥാപക സംഗമം, ശനി, 12 ഡിസംബർ 2026, രാവിലെ 10:00 - ഉച്ചയ്ക്ക് 1:00 (IST); സ്ഥലം: WFC കമ്മ്യൂണിറ്റി സ്പേസ്, പനമ്പിള്ളി നഗർ, കൊച്ചി. വരാനിരിക്കുന്ന എല്ലാ പരിപാടികളും ശിൽപശാലകളും /events എന്ന പേജിൽ കാണാം.',
    );
    const mentor = await embedded.app.inject({
      method: 'POST',
      url: '/api/chat',
      headers: ml,
      payload: { message: 'ലോക്കലൈസേഷനിൽ സഹായിക്കാൻ ആരുണ്ട്?' },
    });
    expect(mentor.json().reply).toContain('Anjali Menon (സ്ഥാപക & സിഇഒ, ലിംഗ്വാബ്രിഡ്ജ് ലോക്കലൈസേഷൻ)');
    const unknown = await embedded.app.inject({
      method: 'POST',
      url: '/api/chat',
      headers: ml,
      payload: { message: 'പാരീസിലെ കാലാവസ്ഥ എങ്ങനെയുണ്ട്?' },
    });
    expect(unknown.json().reply).toMatch(/^ക്ഷമിക്കണം, അതിന് എന്റെ പക്കൽ നല്ലൊരു മറുപടിയില്ല/);
    // Without the header the English knowledge base answers, in English.
    const english = await embedded.app.inject({ method: 'POST', url: '/api/chat', payload: { message: 'When is the next event?' } });
    expect(english.json().reply).toContain('Our next event is Year-End Founders Circle');
  });
});
