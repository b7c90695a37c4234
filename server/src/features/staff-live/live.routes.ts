import type { User } from '@wfc/shared';
import type { FastifyInstance } from 'fastify';
import type { ServerResponse } from 'node:http';
import type { StaffFeedEvent } from '../../lib/staff-feed';
import { actorOf, requireRole, stillSignedIn } from '../auth/require-role';
import { caseAssigneeOf } from '../cases/case.service';

/** A comment line this often keeps proxies from closing a quiet stream; her sign-in is checked again as often. */
const HEARTBEAT_MS = 25_000;
const STAFF = ['admin', 'operator', 'enabler'] as const;

/**
 * `GET /api/staff/live` (issue 41): server-sent events for a signed-in staff member's screens, read
 * with her token in the Authorization header (a fetch stream, not EventSource, so no token travels
 * in a URL). Each event is `event: change` with `{ kind, caseId? }`: admins and operators hear every
 * change; an enabler only messages and changes in cases assigned to her. Nothing personal travels:
 * the screen reads again what she may see.
 */
export async function liveRoutes(app: FastifyInstance, options: { heartbeatMs?: number | undefined }) {
  const open = new Set<ServerResponse>();
  app.addHook('preClose', async () => {
    for (const stream of open) finish(stream);
  });

  app.get('/api/staff/live', { preHandler: requireRole(app, ...STAFF) }, async (request, reply) => {
    const actor = actorOf(request);
    const raw = reply.raw;
    reply.hijack();
    // The security headers the app's hooks set on the reply, then the stream's own.
    for (const [name, value] of Object.entries(reply.getHeaders())) if (value !== undefined) raw.setHeader(name, value);
    raw.writeHead(200, { 'Content-Type': 'text/event-stream; charset=utf-8', 'Cache-Control': 'no-store', 'X-Accel-Buffering': 'no' });
    raw.write('retry: 5000\n\n');
    open.add(raw);
    const send = (event: StaffFeedEvent) => raw.write(`event: change\ndata: ${JSON.stringify(event)}\n\n`);
    const unsubscribe = app.staffFeed.subscribe((event) => {
      void mayHear(app, actor, event).then(
        (may) => {
          if (may && !raw.writableEnded) send(event);
        },
        () => undefined,
      );
    });
    // A stream outlives no sign-in: an expired token, a deactivated account, an ended session or a
    // changed role ends it at the next beat (the client's next connection is then refused).
    const heartbeat = setInterval(() => {
      void stillSignedIn(app, request, STAFF).then(
        (still) => (still ? raw.write(': still here\n\n') : finish(raw)),
        () => finish(raw),
      );
    }, options.heartbeatMs ?? HEARTBEAT_MS);
    heartbeat.unref();
    raw.on('close', () => {
      clearInterval(heartbeat);
      unsubscribe();
      open.delete(raw);
    });
  });
}

/** Ends a stream and its connection: a stream's connection is never reused for another request. */
function finish(stream: ServerResponse): void {
  stream.end(() => stream.socket?.destroy());
}

async function mayHear(app: FastifyInstance, actor: User, event: StaffFeedEvent): Promise<boolean> {
  if (actor.role === 'admin' || actor.role === 'operator') return true;
  if (event.kind === 'inbox' || event.kind === 'case-created' || event.kind === 'inquiry-created' || event.kind === 'directory')
    return false;
  return (await caseAssigneeOf(app.database, event.caseId)) === actor._id;
}
