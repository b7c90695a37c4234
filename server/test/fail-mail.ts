import { sql } from 'kysely';
import type { FastifyInstance } from 'fastify';

/**
 * Makes every insert into the outbox fail until the returned function is called: proves that a
 * change whose mail cannot be written is not written either (one transaction). SQL per engine.
 */
export async function refuseMail(app: FastifyInstance): Promise<() => Promise<void>> {
  const db = app.database.db;
  if (app.database.engine === 'sqlite') {
    await sql`create trigger refuse_mail before insert on outbox_messages begin select raise(abort, 'mail refused by the test'); end`.execute(
      db,
    );
    return async () => {
      await sql`drop trigger refuse_mail`.execute(db);
    };
  }
  await sql
    .raw(`create function refuse_mail() returns trigger language plpgsql as $$ begin raise exception 'mail refused by the test'; end $$`)
    .execute(db);
  await sql`create trigger refuse_mail before insert on outbox_messages for each row execute function refuse_mail()`.execute(db);
  return async () => {
    await sql`drop trigger refuse_mail on outbox_messages`.execute(db);
    await sql`drop function refuse_mail()`.execute(db);
  };
}
