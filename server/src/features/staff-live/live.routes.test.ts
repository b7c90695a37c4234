import type { User } from '@wfc/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, seedAccounts, tokenFor } from '../../../test/accounts';
import { createTestApp, type TestApp } from '../../../test/helpers';

/** GET /api/staff/live (issue 41): a staff member's screens hear of changes at once, and only of what they may see. */
describe('the staff live stream', () => {
  let t: TestApp;
  let base: string;
  let users: Record<'admin' | 'operator' | 'enabler' | 'other', User>;
  const headers: Record<string, Record<string, string>> = {};

  beforeAll(async () => {
    t = await createTestApp({}, { liveHeartbeatMs: 100 });
    users = await seedAccounts(t.app, {
      admin: { name: 'Ada Admin', email: 'ada@example.org', role: 'admin' },
      operator: { name: 'Olivia Operator', email: 'olivia@example.org', role: 'operator' },
      enabler: { name: 'Esha Enabler', email: 'esha@example.org', role: 'enabler' },
      other: { name: 'Olga Enabler', email: 'olga@example.org', role: 'enabler' },
    });
    for (const key of ['admin', 'operator', 'enabler', 'other'] as const) headers[key] = bearer(await tokenFor(t.app, users[key]));
    base = await t.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    // The test's own keep-alive sockets (undici's pool) that carried a stream the server ended are
    // not seen as idle by Node's closeIdleConnections, so the server's close would wait for their
    // keep-alive timeout (72 s); a server in production gives its shutdown 10 s at most (server.ts).
    const closing = t.close();
    t.app.server.closeAllConnections();
    await closing;
  });

  /** Opens the stream as `who` and collects its `change` events' data. */
  async function listen(who: string) {
    const controller = new AbortController();
    const answer = await fetch(`${base}/api/staff/live`, { headers: headers[who], signal: controller.signal });
    const events: unknown[] = [];
    let text = '';
    const reader = answer.body!.pipeThrough(new TextDecoderStream()).getReader();
    const reading = (async () => {
      for (;;) {
        const { value, done } = await reader.read().catch(() => ({ value: undefined, done: true }));
        if (done) return;
        text += value;
        for (let end = text.indexOf('\n\n'); end >= 0; end = text.indexOf('\n\n')) {
          const frame = text.slice(0, end);
          text = text.slice(end + 2);
          const data = /^data: (.*)$/m.exec(frame)?.[1];
          if (/^event: change$/m.test(frame) && data) events.push(JSON.parse(data));
        }
      }
    })();
    return {
      answer,
      events,
      ended: reading.then(() => 'ended'),
      stop: async () => {
        controller.abort();
        await reading;
      },
    };
  }

  const settle = () => new Promise((resolve) => setTimeout(resolve, 150));

  it('is refused without a staff token, and streams with the security headers otherwise', async () => {
    const refused = await fetch(`${base}/api/staff/live`);
    expect(refused.status).toBe(401);
    await refused.text();
    const stream = await listen('operator');
    expect(stream.answer.status).toBe(200);
    expect(stream.answer.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
    expect(stream.answer.headers.get('cache-control')).toBe('no-store');
    expect(stream.answer.headers.get('x-content-type-options')).toBe('nosniff');
    await stream.stop();
  });

  it('tells operators of a new request at once, and enablers only of the cases that are theirs', async () => {
    const operator = await listen('operator');
    const enabler = await listen('enabler');
    const other = await listen('other');
    await settle();

    const asked = await t.app.inject({
      method: 'POST',
      url: '/api/help',
      payload: { requesterName: 'Rita Requester', requesterEmail: 'rita@example.org', question: 'How do I price a project?' },
    });
    const caseId = (asked.json() as { _id: string })._id;
    const assigned = await t.app.inject({
      method: 'POST',
      url: `/api/operator/assign/${caseId}`,
      headers: headers.operator,
      payload: { enablerId: users.enabler._id },
    });
    expect(assigned.statusCode).toBe(200);
    const replied = await t.app.inject({
      method: 'POST',
      url: `/api/enabler/cases/${caseId}/messages`,
      headers: headers.enabler,
      payload: { body: 'Start from your word rate.' },
    });
    expect(replied.statusCode).toBe(201);
    await settle();

    expect(operator.events).toEqual([
      { kind: 'case-created', caseId },
      { kind: 'case-changed', caseId },
      { kind: 'case-message', caseId },
    ]);
    expect(enabler.events).toEqual([
      { kind: 'case-changed', caseId },
      { kind: 'case-message', caseId },
    ]);
    expect(other.events).toEqual([]);
    // Nothing personal travels: kinds and ids only.
    expect(JSON.stringify(operator.events)).not.toContain('rita');
    await Promise.all([operator.stop(), enabler.stop(), other.stop()]);
  });

  it("tells admins and operators of the directory's moderation changes, and enablers not", async () => {
    const admin = await listen('admin');
    const enabler = await listen('enabler');
    await settle();
    t.app.staffFeed.publish({ kind: 'directory' });
    await settle();
    expect(admin.events).toEqual([{ kind: 'directory' }]);
    expect(enabler.events).toEqual([]);
    await Promise.all([admin.stop(), enabler.stop()]);
  });

  it('ends the stream at the next beat once her account is deactivated', async () => {
    const stream = await listen('other');
    const deactivated = await t.app.inject({
      method: 'POST',
      url: `/api/admin/users/${users.other._id}/deactivate`,
      headers: headers.admin,
    });
    expect(deactivated.statusCode).toBe(200);
    // The stream ends by itself (the reading loop finishes) within a few beats.
    await expect(Promise.race([stream.ended, new Promise((resolve) => setTimeout(() => resolve('still open'), 3000))])).resolves.toBe(
      'ended',
    );
    await stream.stop();
  });
});
