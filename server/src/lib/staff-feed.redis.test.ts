import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { pino } from 'pino';
import { afterAll, describe, expect, it } from 'vitest';
import { createStaffFeed, type StaffFeedEvent } from './staff-feed';

const redisUrl = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const channel = `wfc-test-${randomBytes(4).toString('hex')}:staff-feed`;
const connections = [new Redis(redisUrl), new Redis(redisUrl)];
const log = pino({ enabled: false });

afterAll(async () => {
  await Promise.all(connections.map((connection) => connection.quit()));
});

/** Resolves once `heard` holds `count` events, or fails after a while. */
async function until(heard: StaffFeedEvent[], count: number): Promise<void> {
  for (let waited = 0; heard.length < count; waited += 20) {
    if (waited > 5000) throw new Error(`heard ${heard.length} of ${count} events`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe('the staff feed across processes (issue 41)', () => {
  it('tells the other process through Redis, and each process its own listeners once', async () => {
    const [one, two] = connections.map((redis) => createStaffFeed({ redis, channel, log }));
    const heardByOne: StaffFeedEvent[] = [];
    const heardByTwo: StaffFeedEvent[] = [];
    one!.subscribe((event) => heardByOne.push(event));
    two!.subscribe((event) => heardByTwo.push(event));
    // The subscribers' connections are ready once a message sent after them arrives.
    for (let tries = 0; heardByTwo.length === 0 && tries < 50; tries += 1) {
      one!.publish({ kind: 'inbox' });
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    heardByOne.length = 0;
    heardByTwo.length = 0;

    one!.publish({ kind: 'case-created', caseId: 'c1' });
    two!.publish({ kind: 'case-message', caseId: 'c2' });
    await until(heardByOne, 2);
    await until(heardByTwo, 2);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(heardByOne).toEqual([
      { kind: 'case-created', caseId: 'c1' },
      { kind: 'case-message', caseId: 'c2' },
    ]);
    expect(heardByTwo.toSorted((a, b) => a.kind.localeCompare(b.kind))).toEqual([
      { kind: 'case-created', caseId: 'c1' },
      { kind: 'case-message', caseId: 'c2' },
    ]);
    await Promise.all([one!.close(), two!.close()]);
  });

  it('ignores what is not an event of its own shape on its channel', async () => {
    const feed = createStaffFeed({ redis: connections[0], channel: `${channel}:shape`, log });
    const heard: StaffFeedEvent[] = [];
    feed.subscribe((event) => heard.push(event));
    await new Promise((resolve) => setTimeout(resolve, 200));
    for (const message of ['not json', '{"origin":"x","event":{"kind":"drop-tables"}}', '{"origin":"x","event":{"kind":"case-created"}}']) {
      await connections[1]!.publish(`${channel}:shape`, message);
    }
    await connections[1]!.publish(`${channel}:shape`, '{"origin":"x","event":{"kind":"inbox"}}');
    await until(heard, 1);
    expect(heard).toEqual([{ kind: 'inbox' }]);
    await feed.close();
  });
});
