import type { InquiryBody } from '@wfc/shared';
import type { Database } from '../../db/database';
import { badRequest } from '../../lib/app-error';
import { newId } from '../../lib/ids';
import { findEnablerForInquiry } from '../content/content.service';
import { insertInquiry } from './inquiry.repository';

const UNKNOWN_ENABLER = 'We could not find that enabler. Please choose one from the directory.';

/** Stores a visitor's message to one enabler of the directory (group-committed with other submissions). */
export async function submitInquiry(database: Database, input: InquiryBody, now: Date) {
  return database.groupWrite(async (trx) => {
    const enabler = await findEnablerForInquiry(trx, input);
    if (!enabler) throw badRequest(UNKNOWN_ENABLER, { enabler: UNKNOWN_ENABLER });
    const id = newId();
    await insertInquiry(trx, {
      id,
      enabler_id: enabler.id,
      enabler_name: enabler.name,
      name: input.name,
      email: input.email,
      question: input.question,
      created_at: now.toISOString(),
    });
    return { id, enablerId: enabler.id };
  });
}
