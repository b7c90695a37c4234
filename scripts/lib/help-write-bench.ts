/**
 * The help form's database work alone, with no HTTP around it: the transaction `POST /api/help`
 * runs now (the case, its history, the requester's link and her acknowledgement in the outbox:
 * `createCase`), beside the same transaction without the acknowledgement, as it was before the
 * help loop (issue 13). Mail is never sent on the request path; this is what queueing it costs.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import type { Database } from '../../server/src/db/database';
import { createCase } from '../../server/src/features/cases/case.service';
import { createOutbox } from '../../server/src/features/mail/outbox.service';

export interface HelpWriteResult {
  /** Writes a second with the acknowledgement queued (`createCase`). */
  withAcknowledgement: number;
  /** Writes a second of the case and its history alone. */
  withoutAcknowledgement: number;
}

const input = {
  requesterName: 'Bench Visitor',
  requesterEmail: 'bench@example.org',
  question: 'How fast is the database alone?',
  source: 'help_form' as const,
};

async function writesPerSecond(write: () => Promise<unknown>, seconds: number, loops: number): Promise<number> {
  const end = performance.now() + seconds * 1000;
  let written = 0;
  await Promise.all(
    Array.from({ length: loops }, async () => {
      while (performance.now() < end) {
        await write();
        written += 1;
      }
    }),
  );
  return written / seconds;
}

/** The case and its creation record in one group commit: the help form's write before issue 13. */
async function writeCaseOnly(database: Database) {
  const id = randomUUID();
  const stamp = new Date().toISOString();
  await database.groupWrite(async (trx) => {
    await trx
      .insertInto('cases')
      .values({
        id,
        question: input.question,
        requester_name: input.requesterName,
        requester_email: input.requesterEmail,
        status: 'Pending',
        assigned_to: null,
        deadline: null,
        source: input.source,
        created_at: stamp,
        updated_at: stamp,
      })
      .execute();
    await trx
      .insertInto('case_events')
      .values({
        id: randomUUID(),
        case_id: id,
        actor_id: null,
        action: 'created',
        from_status: null,
        to_status: 'Pending',
        from_assignee: null,
        to_assignee: null,
        case_version: 0,
        created_at: stamp,
      })
      .execute();
  });
}

/** Both writes from `loops` concurrent loops for `seconds` each, alternating twice to even out drift. */
export async function measureHelpWrites(database: Database, seconds: number, loops: number): Promise<HelpWriteResult> {
  const half = seconds / 2;
  // The acknowledgement carries her private link, sealed in the outbox as buildApp would (issue 26).
  const outbox = createOutbox({ holdNewMail: false, sealKey: randomBytes(32).toString('hex') });
  const withAck = () => createCase(database, input, new Date(), { publicUrl: 'http://localhost', outbox });
  const without = () => writeCaseOnly(database);
  const a1 = await writesPerSecond(withAck, half, loops);
  const b1 = await writesPerSecond(without, half, loops);
  const b2 = await writesPerSecond(without, half, loops);
  const a2 = await writesPerSecond(withAck, half, loops);
  return { withAcknowledgement: (a1 + a2) / 2, withoutAcknowledgement: (b1 + b2) / 2 };
}
