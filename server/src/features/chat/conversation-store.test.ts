import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startConversation } from '../../../test/chat-conversation';
import { completion, startFakeChatProvider, type FakeChatProvider } from '../../../test/fake-chat-provider';
import { createTestApp, fixedClock, type TestApp } from '../../../test/helpers';
import type { Conversation } from './conversation';
import { CONVERSATION_TTL_MS, createMemoryConversationStore, newConversationId } from './conversation-store';
import { HANDOFF_OFFER } from './handoff';

const said = (text: string): Conversation => ({ turns: [{ sender: 'user', text }] });

describe('the in-process conversation store', () => {
  it('gives back what it kept until the conversation has been left alone for its time to live', async () => {
    let now = 0;
    const store = createMemoryConversationStore(() => now, { ttlMs: 1000 });
    await store.save('a', said('Hello'));
    now = 999;
    expect(await store.load('a')).toEqual(said('Hello'));
    await store.save('a', said('Again'));
    now = 1998;
    expect(await store.load('a')).toEqual(said('Again'));
    now = 1999;
    expect(await store.load('a')).toBeUndefined();
    expect(await store.load('never')).toBeUndefined();
  });

  it('keeps at most its bound of conversations, forgetting the least recently used first', async () => {
    const store = createMemoryConversationStore(() => 0, { maxConversations: 3 });
    for (const id of ['a', 'b', 'c']) await store.save(id, said(id));
    await store.save('a', said('a again'));
    await store.save('d', said('d'));
    expect(await store.load('b')).toBeUndefined();
    expect(await store.load('a')).toEqual(said('a again'));
    expect(await store.load('c')).toEqual(said('c'));
    expect(await store.load('d')).toEqual(said('d'));
  });

  it('makes ids of 16 random bytes in base64url', () => {
    const ids = new Set(Array.from({ length: 100 }, newConversationId));
    expect(ids.size).toBe(100);
    for (const id of ids) expect(id).toMatch(/^[A-Za-z0-9_-]{22}$/);
  });
});

describe('POST /api/chat keeping the conversation on the server', () => {
  const clock = fixedClock('2026-11-20T10:00:00.000Z');
  let fake: FakeChatProvider;
  let t: TestApp;
  beforeAll(async () => {
    fake = await startFakeChatProvider();
    t = await createTestApp({ CHAT_API_KEY: 'sk-test-conversations', CHAT_API_URL: fake.url }, { clock });
  });
  afterAll(async () => {
    await t.close();
    await fake.close();
  });

  const sentTurns = () => (fake.requests.at(-1)!.body as { messages: { role: string; content: string }[] }).messages.slice(1);

  it('issues a new id to each new conversation, and keeps one id through a conversation', async () => {
    const first = startConversation(t.app);
    const second = startConversation(t.app);
    await first.say('Hello');
    await second.say('Hello');
    const id = first.conversationId;
    expect(id).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(second.conversationId).not.toBe(id);
    await first.say('Hello again');
    expect(first.conversationId).toBe(id);
  });

  it("starts a new conversation for an id it never issued, rather than taking the browser's", async () => {
    const madeUp = 'AAAAAAAAAAAAAAAAAAAAAA';
    const response = await t.app.inject({ method: 'POST', url: '/api/chat', payload: { message: 'Hello', conversationId: madeUp } });
    expect(response.statusCode).toBe(200);
    expect(response.json().conversationId).not.toBe(madeUp);
    expect(sentTurns()).toEqual([{ role: 'user', content: 'Hello' }]);
  });

  it('gives the provider the last 10 turns it kept, each at most 1000 characters, its own replies as the assistant', async () => {
    const conversation = startConversation(t.app);
    for (let n = 1; n <= 6; n += 1) {
      fake.answerWith({ kind: 'json', body: completion(`Reply ${n} ${'z'.repeat(n === 6 ? 1500 : 0)}`.trim()) });
      await conversation.say(`Question ${n}`);
    }
    await conversation.say('Question 7');
    const turns = sentTurns();
    expect(turns).toHaveLength(11);
    expect(turns[0]).toEqual({ role: 'user', content: 'Question 2' });
    expect(turns[1]).toEqual({ role: 'assistant', content: 'Reply 2' });
    expect(turns[9]!.content).toHaveLength(1000);
    expect(turns[10]).toEqual({ role: 'user', content: 'Question 7' });
  });

  it('forgets a conversation left alone for 30 minutes: a handoff under way ends, and a new id is issued', async () => {
    const conversation = startConversation(t.app);
    expect((await conversation.say('Can someone call me?')).json().reply).toBe(HANDOFF_OFFER);
    const id = conversation.conversationId;
    clock.set(new Date(Date.parse('2026-11-20T10:00:00.000Z') + CONVERSATION_TTL_MS).toISOString());
    try {
      fake.answerWith({ kind: 'json', body: completion('Hello, Asha.') });
      const late = await conversation.say('Asha Menon, asha.late@example.org');
      expect(late.json().reply).toBe('Hello, Asha.');
      expect(conversation.conversationId).not.toBe(id);
      const cases = await t.app.database.db
        .selectFrom('cases')
        .select('id')
        .where('requester_email', '=', 'asha.late@example.org')
        .execute();
      expect(cases).toHaveLength(0);
    } finally {
      clock.set('2026-11-20T10:00:00.000Z');
    }
  });
});
