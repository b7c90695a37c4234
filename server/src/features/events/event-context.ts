import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/database';
import type { EventMailContext } from './event-mail';

/** What the events' services need (issue 30): the database and what their e-mails are made with. */
export interface EventsContext extends EventMailContext {
  database: Database;
}

/** The events' context of an app: its database, PUBLIC_URL, JWT_SECRET, MAIL_FROM, outbox and WhatsApp. */
export function eventsContextOf(app: FastifyInstance): EventsContext {
  return {
    database: app.database,
    publicUrl: app.config.publicUrl,
    secret: app.config.jwtSecret,
    organizerEmail: organizerOf(app.config.mail.from),
    outbox: app.outbox,
    whatsapp: app.whatsapp,
  };
}

/** MAIL_FROM's address, for the invitations' ORGANIZER. */
export function organizerOf(mailFrom: string): string {
  return /<([^<>\s]+)>/.exec(mailFrom)?.[1] ?? mailFrom;
}
