import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startConversation } from '../../../test/chat-conversation';
import { createTestApp, createTestDatabase, type TestApp, type TestDatabase } from '../../../test/helpers';
import { CONVERSATION_TTL_MS, createRedisConversationStore } from './conversation-store';
import { HANDOFF_OFFER } from './handoff';

const redisUrl = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const prefix = `wfc-test-${randomBytes(4).toString('hex')}:`;

describe('the conversation store in Redis', () => {
  let redis: Redis;
  let database: TestDatabase;
  let first: TestApp;
  let second: TestApp;
  beforeAll(async () => {
    redis = new Redis(redisUrl);
    database = await createTestDatabase();
    const env = { REDIS_URL: redisUrl, REDIS_KEY_PREFIX: prefix };
    first = await createTestApp(env, {}, database);
    second = await createTestApp(env, {}, database);
  });
  afterAll(async () => {
    await first.close();
    await second.close();
    await database.drop();
    const keys = await redis.keys(`${prefix}*`);
    if (keys.length > 0) await redis.del(...keys);
    await redis.quit();
  });

  it('keeps each conversation under the key prefix, expiring after its time to live', async () => {
    const store = createRedisConversationStore(redis, prefix, 5_000);
    await store.save('abc', { turns: [{ sender: 'user', text: 'Hello' }] });
    expect(await store.load('abc')).toEqual({ turns: [{ sender: 'user', text: 'Hello' }] });
    const ttl = await redis.pttl(`${prefix}chat-conversation:abc`);
    expect(ttl).toBeGreaterThan(4_000);
    expect(ttl).toBeLessThanOrEqual(5_000);
    expect(await store.load('unknown')).toBeUndefined();
  });

  it('lets a handoff begun on one process end on another, with only what the server said', async () => {
    const onFirst = startConversation(first.app);
    expect((await onFirst.say('Can someone call me?')).json().reply).toBe(HANDOFF_OFFER);
    const key = `${prefix}chat-conversation:${onFirst.conversationId}`;
    expect(await redis.pttl(key)).toBeGreaterThan(CONVERSATION_TTL_MS - 60_000);
    expect(JSON.parse((await redis.get(key))!)).toMatchObject({
      turns: [
        { sender: 'user', text: 'Can someone call me?' },
        { sender: 'bot', text: HANDOFF_OFFER, handoff: true },
      ],
      handoff: { step: { kind: 'offer' }, question: 'Can someone call me?' },
    });

    const response = await second.app.inject({
      method: 'POST',
      url: '/api/chat',
      payload: { message: 'Nisha Paul, nisha.redis@example.org', conversationId: onFirst.conversationId },
    });
    expect(response.json()).toEqual({
      reply: expect.stringContaining('Your question has been submitted.'),
      conversationId: onFirst.conversationId,
    });
    const cases = await second.app.database.db
      .selectFrom('cases')
      .select('requester_name')
      .where('requester_email', '=', 'nisha.redis@example.org')
      .execute();
    expect(cases).toEqual([{ requester_name: 'Nisha Paul' }]);
  });
});
