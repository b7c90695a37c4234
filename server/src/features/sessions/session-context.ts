import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/database';
import { organizerOf } from '../events/event-context';
import type { Outbox } from '../mail/outbox.service';
import type { WhatsApp } from '../whatsapp/whatsapp';

/** What the sessions' services need (issue 31): the database, the limits, and what e-mails are made with. */
export interface SessionsContext {
  database: Database;
  publicUrl: string;
  /** JWT_SECRET: the mentee's link is made again from it and the booking's random id. */
  secret: string;
  /** MAIL_FROM's address: the invitations' ORGANIZER. */
  organizerEmail: string;
  /** SESSION_MENTEE_LIMIT: upcoming sessions per mentee. */
  menteeLimit: number;
  /** The app's outbox, which the e-mails are queued in. */
  outbox: Outbox;
  /** The app's WhatsApp, where a mentee who chose session updates there gets them too (issue 44). */
  whatsapp: WhatsApp;
}

export function sessionsContextOf(app: FastifyInstance): SessionsContext {
  return {
    database: app.database,
    publicUrl: app.config.publicUrl,
    secret: app.config.jwtSecret,
    organizerEmail: organizerOf(app.config.mail.from),
    menteeLimit: app.config.sessions.menteeLimit,
    outbox: app.outbox,
    whatsapp: app.whatsapp,
  };
}
