import type { HelpRequestBody } from '@wfc/shared';
import type { Database } from '../../db/database';
import { createCase } from '../cases/case.service';

/** A quick help question becomes a Pending case for an operator to assign; the requester is sent her link. */
export async function submitHelpRequest(database: Database, input: HelpRequestBody, now: Date, links: { publicUrl: string }) {
  return createCase(database, { ...input, source: 'help_form' }, now, links);
}
