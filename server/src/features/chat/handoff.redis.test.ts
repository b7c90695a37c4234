import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startConversation } from '../../../test/chat-conversation';
import { createTestApp, type TestApp } from '../../../test/helpers';
import { HANDOFF_OFFER } from './handoff';

const redisUrl = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const prefix = `wfc-test-${randomBytes(4).toString('hex')}:`;

describe('a help request made in the chat, with the Redis rate-limit store', () => {
  let t: TestApp;
  let redis: Redis;
  beforeAll(async () => {
    redis = new Redis(redisUrl);
    t = await createTestApp({ REDIS_URL: redisUrl, REDIS_KEY_PREFIX: prefix, RATE_LIMIT_FORMS_PER_MINUTE: '1' });
  });
  afterAll(async () => {
    await t.close();
    const keys = await redis.keys(`${prefix}*`);
    if (keys.length > 0) await redis.del(...keys);
    await redis.quit();
  });

  it("spends the help form's shared counter, under the key the form itself uses", async () => {
    const remoteAddress = '198.51.100.30';
    const conversation = startConversation(t.app, remoteAddress);
    expect((await conversation.say('Can someone call me?')).json().reply).toBe(HANDOFF_OFFER);
    const chat = await conversation.say('Devika R, devika@example.org');
    expect(chat.json().reply).toContain('Your question has been submitted.');
    expect(await redis.get(`${prefix}rate-limit:POST/api/help-${remoteAddress}`)).toBe('1');

    const help = await t.app.inject({
      method: 'POST',
      url: '/api/help',
      remoteAddress,
      payload: { requesterName: 'Devika R', requesterEmail: 'devika@example.org', question: 'Again?' },
    });
    expect(help.statusCode).toBe(429);
    expect(await redis.get(`${prefix}rate-limit:POST/api/help-${remoteAddress}`)).toBe('2');
  });
});
