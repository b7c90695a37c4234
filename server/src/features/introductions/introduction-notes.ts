import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import * as repository from './introduction-notes.repository';

/**
 * An introduction's note as a report and the staff see it (issue 42): the directory-reports feature
 * reads and hides notes through these, never through the introductions' repository.
 */

/** A note as a report holds it: who wrote it (her membership, while she is one), its text, whether staff hid it. */
export interface ReportedNote {
  introductionId: string;
  fromMembershipId: string | null;
  fromName: string;
  text: string;
  hidden: boolean;
}

function noteOf(row: NonNullable<Awaited<ReturnType<typeof repository.findNote>>>): ReportedNote {
  return {
    introductionId: row.id,
    fromMembershipId: row.from_membership_id,
    fromName: row.from_name,
    text: row.note,
    hidden: row.note_hidden_at !== null,
  };
}

/** A note she received and so can report; undefined for any other (sent by her, held back by her block, unknown). */
export async function noteForReport(
  db: Kysely<DB>,
  introductionId: string,
  reporterMembershipId: string,
): Promise<ReportedNote | undefined> {
  const row = await repository.findReceivedNote(db, introductionId, reporterMembershipId);
  return row && noteOf(row);
}

/** A note by its introduction's id, for the staff's list of reports. */
export async function noteForStaff(db: Kysely<DB>, introductionId: string): Promise<ReportedNote | undefined> {
  const row = await repository.findNote(db, introductionId);
  return row && noteOf(row);
}

/** Hides a note by staff in the caller's transaction: neither side sees its text again. False when there is no such introduction. */
export function hideNote(trx: Kysely<DB>, introductionId: string, reason: string, now: Date): Promise<boolean> {
  return repository.setNoteHidden(trx, introductionId, reason, now.toISOString());
}
