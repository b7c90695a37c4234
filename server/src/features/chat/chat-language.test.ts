import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { completion, startFakeChatProvider, type FakeChatProvider } from '../../../test/fake-chat-provider';
import { createTestApp, type TestApp } from '../../../test/helpers';
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
    embedded = await createTestApp();
  });
  afterAll(async () => {
    await withProvider.close();
    await embedded.close();
    await fake.close();
  });

  const systemOf = () => ((fake.requests.at(-1)!.body as { messages: { role: string; content: string }[] }).messages[0]!).content;

  it('tells the model to answer in Malayalam for a Malayalam page, and says nothing of it otherwise', async () => {
    fake.answerWith({ kind: 'json', body: completion('ക്ലബ്ബിലേക്ക് സ്വാഗതം.') });
    const malayalam = await withProvider.app.inject({ method: 'POST', url: '/api/chat', headers: ml, payload: { message: 'What is the club?' } });
    expect(malayalam.statusCode).toBe(200);
    expect(malayalam.headers['content-language']).toBe('ml');
    expect(malayalam.json().reply).toBe('ക്ലബ്ബിലേക്ക് സ്വാഗതം.');
    expect(systemOf().endsWith(`\n${answerInMalayalamInstruction}`)).toBe(true);

    await withProvider.app.inject({ method: 'POST', url: '/api/chat', payload: { message: 'What is the club?' } });
    expect(systemOf()).not.toContain('Malayalam');
  });

  it("answers the embedded assistant's fixed replies in Malayalam", async () => {
    // A question the assistant cannot answer: it offers to pass it on, then asks for her details.
    const offer = await embedded.app.inject({ method: 'POST', url: '/api/chat', headers: ml, payload: { message: 'Can I speak with a real person?' } });
    expect(offer.statusCode).toBe(200);
    expect(offer.headers['content-language']).toBe('ml');
    expect(offer.json().reply).toMatch(/^ഇത് ഞങ്ങളുടെ ടീമിലെ ഒരാൾ സഹായിക്കേണ്ട/);
    const { conversationId } = offer.json() as { conversationId: string };
    const yes = await embedded.app.inject({ method: 'POST', url: '/api/chat', headers: ml, payload: { message: 'yes', conversationId } });
    expect(yes.json().reply).toBe('വളരെ നല്ലത്! ദയവായി നിങ്ങളുടെ പേരും ഇമെയിൽ വിലാസവും മറുപടിയായി നൽകുക, ഉദാഹരണത്തിന്: Asha Menon, asha@example.org.');
    const english = await embedded.app.inject({ method: 'POST', url: '/api/chat', payload: { message: 'Can I speak with a real person?' } });
    expect(english.json().reply).toMatch(/^This sounds like something a person/);
  });
});
