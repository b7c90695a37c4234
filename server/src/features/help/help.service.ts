import type { HelpRequestBody, Locale } from '@wfc/shared';
import type { Database } from '../../db/database';
import { createCase } from '../cases/case.service';
import type { Mailer } from '../mail/outbox.service';

/**
 * A quick help question becomes a Pending case for an operator to assign; the requester is sent her
 * link, in `locale` (her page's language), as every later e-mail to her.
 */
export async function submitHelpRequest(database: Database, input: HelpRequestBody, now: Date, links: Mailer, locale: Locale = 'en') {
  return createCase(database, { ...input, source: 'help_form', locale }, now, links);
}
