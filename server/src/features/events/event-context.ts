import { fillTemplate, type Locale } from '@wfc/shared';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/database';
import { localizeText } from '../../lib/localize';
import type { EventMailContext } from './event-mail';

/** What the events' services need (issue 30): the database and what their e-mails are made with. */
export interface EventsContext extends EventMailContext {
  database: Database;
}

/** A text of eventMessages in the answer's language, its `{slots}` filled. */
export function say(locale: Locale, template: string, values: Record<string, string | number> = {}): string {
  if (locale === 'ml') return localizeText(template, 'ml', values);
  return fillTemplate(template, Object.entries(values).map(([slot, value]) => [`{${slot}}`, String(value)]));
}

/** The events' context of an app: its database, PUBLIC_URL, JWT_SECRET and MAIL_FROM. */
export function eventsContextOf(app: FastifyInstance): EventsContext {
  return { database: app.database, publicUrl: app.config.publicUrl, secret: app.config.jwtSecret, organizerEmail: organizerOf(app.config.mail.from) };
}

/** MAIL_FROM's address, for the invitations' ORGANIZER. */
export function organizerOf(mailFrom: string): string {
  return /<([^<>\s]+)>/.exec(mailFrom)?.[1] ?? mailFrom;
}
