import type { Case, User } from '@wfc/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, seedAccounts, tokenFor } from '../../../test/accounts';
import { createTestApp, fixedClock, type TestApp } from '../../../test/helpers';
import { readAllPages } from '../../../test/pages';
import { createCase, findCaseById, listCaseEvents } from './case.service';
import { mailerOf } from '../mail/outbox.service';

const T = '2026-11-20T10:00:00.000Z';

describe('enabler: own cases, accept, complete', () => {
  let t: TestApp;
  const clock = fixedClock(T);
  let users: Record<'operator' | 'mine' | 'other', User>;
  let operatorHeaders: Record<string, string>;
  let mineHeaders: Record<string, string>;
  let otherHeaders: Record<string, string>;

  beforeAll(async () => {
    t = await createTestApp({}, { clock });
    users = await seedAccounts(t.app, {
      operator: { name: 'Otto Operator', email: 'otto@example.org', role: 'operator' },
      mine: { name: 'Mina Enabler', email: 'mina@example.org', role: 'enabler' },
      other: { name: 'Olga Enabler', email: 'olga@example.org', role: 'enabler' },
    });
    operatorHeaders = bearer(await tokenFor(t.app, users.operator));
    mineHeaders = bearer(await tokenFor(t.app, users.mine));
    otherHeaders = bearer(await tokenFor(t.app, users.other));
  });
  afterAll(async () => t.close());

  /** A new case, assigned to `enabler` when given. */
  const newCase = async (question: string, createdAt: string, enabler?: User): Promise<Case> => {
    const created = await createCase(
      t.app.database,
      { question, requesterName: 'Requester', requesterEmail: 'r@example.org', source: 'help_form' },
      new Date(createdAt),
      mailerOf(t.app),
    );
    if (!enabler) return created;
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/operator/assign/${created._id}`,
      headers: operatorHeaders,
      payload: { enablerId: enabler._id },
    });
    expect(response.statusCode).toBe(200);
    return response.json();
  };
  const accept = (caseId: string, headers: Record<string, string>) =>
    t.app.inject({ method: 'POST', url: `/api/enabler/accept/${caseId}`, headers });
  const update = (caseId: string, headers: Record<string, string>, payload: object = { status: 'Completed' }) =>
    t.app.inject({ method: 'POST', url: `/api/enabler/update/${caseId}`, headers, payload });
  const myCases = async (headers: Record<string, string>) =>
    (await t.app.inject({ method: 'GET', url: '/api/enabler/my-cases', headers })).json() as Case[];

  it("lists only the caller's cases, newest first, in the operator's shape", async () => {
    expect(await myCases(mineHeaders)).toEqual([]);
    const older = await newCase('Older', '2026-11-19T08:00:00.000Z', users.mine);
    const newer = await newCase('Newer', '2026-11-19T09:00:00.000Z', users.mine);
    await newCase("Someone else's", '2026-11-19T10:00:00.000Z', users.other);
    await newCase('Unassigned', '2026-11-19T11:00:00.000Z');
    const mine = await myCases(mineHeaders);
    expect(mine.map((item) => item.question)).toEqual(['Newer', 'Older']);
    // Not accepted yet: the requester's address stays hidden from the enabler.
    expect(mine[0]).toEqual({ ...newer, requesterEmail: '', assignedTo: { _id: users.mine._id, name: 'Mina Enabler' } });
    expect(mine[1]?._id).toBe(older._id);
    expect((await myCases(otherHeaders)).map((item) => item.question)).toEqual(["Someone else's"]);
  });

  it('accepts a Pending case of the caller; 409 once it is no longer Pending', async () => {
    const item = await newCase('Accept me', '2026-11-19T12:00:00.000Z', users.mine);
    clock.set('2026-11-20T11:00:00.000Z');
    const response = await accept(item._id, mineHeaders);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ ...item, status: 'Accepted' });
    const again = await accept(item._id, mineHeaders);
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('CONFLICT');
    const history = await listCaseEvents(t.app.database, item._id);
    expect(history.at(-1)).toMatchObject({
      action: 'accepted',
      actor_id: users.mine._id,
      from_status: 'Pending',
      to_status: 'Accepted',
      created_at: '2026-11-20T11:00:00.000Z',
    });
    clock.set(T);
  });

  it('completes a Pending or Accepted case of the caller; 409 when already Completed; 400 for any other status', async () => {
    const pending = await newCase('Complete me directly', '2026-11-19T13:00:00.000Z', users.mine);
    for (const payload of [{ status: 'Accepted' }, { status: 'Pending' }, { status: 'completed' }, {}]) {
      const bad = await update(pending._id, mineHeaders, payload);
      expect(bad.statusCode).toBe(400);
      expect(bad.json().fields).toHaveProperty('status');
    }
    const done = await update(pending._id, mineHeaders);
    expect(done.statusCode).toBe(200);
    expect(done.json()).toMatchObject({ _id: pending._id, status: 'Completed' });
    const twice = await update(pending._id, mineHeaders);
    expect(twice.statusCode).toBe(409);
    expect((await accept(pending._id, mineHeaders)).statusCode).toBe(409);

    const accepted = await newCase('Accept then complete', '2026-11-19T14:00:00.000Z', users.mine);
    expect((await accept(accepted._id, mineHeaders)).statusCode).toBe(200);
    expect((await update(accepted._id, mineHeaders)).json().status).toBe('Completed');
    const history = await listCaseEvents(t.app.database, accepted._id);
    expect(history.map((event) => [event.action, event.from_status, event.to_status])).toEqual([
      ['created', null, 'Pending'],
      ['assigned', 'Pending', 'Pending'],
      ['accepted', 'Pending', 'Accepted'],
      ['completed', 'Accepted', 'Completed'],
    ]);
  });

  it("answers 404 for another enabler's case, an unassigned case and an unknown id, and changes nothing", async () => {
    const theirs = await newCase('Not yours', '2026-11-19T15:00:00.000Z', users.other);
    const unassigned = await newCase("Nobody's", '2026-11-19T16:00:00.000Z');
    for (const id of [theirs._id, unassigned._id, 'no-such-case']) {
      const accepted = await accept(id, mineHeaders);
      expect(accepted.statusCode).toBe(404);
      expect(accepted.json()).toMatchObject({ code: 'NOT_FOUND', message: 'We could not find that case.' });
      expect((await update(id, mineHeaders)).statusCode).toBe(404);
    }
    // The same answer as for an id that does not exist: nothing tells the case is there.
    expect((await accept(theirs._id, mineHeaders)).json()).toEqual((await accept('no-such-case', mineHeaders)).json());
    expect((await findCaseById(t.app.database, theirs._id))?.status).toBe('Pending');
    expect((await listCaseEvents(t.app.database, theirs._id)).map((event) => event.action)).toEqual(['created', 'assigned']);
    expect((await myCases(mineHeaders)).map((item) => item._id)).not.toContain(theirs._id);
  });

  it('lets exactly one of two concurrent accepts, and of two concurrent completes, succeed', async () => {
    for (let round = 0; round < 3; round += 1) {
      const item = await newCase(`Race ${round}`, `2026-11-19T17:0${round}:00.000Z`, users.mine);
      const accepts = await Promise.all([accept(item._id, mineHeaders), accept(item._id, mineHeaders)]);
      expect(accepts.map((response) => response.statusCode).sort()).toEqual([200, 409]);
      const completes = await Promise.all([update(item._id, mineHeaders), update(item._id, mineHeaders)]);
      expect(completes.map((response) => response.statusCode).sort()).toEqual([200, 409]);
      const actions = (await listCaseEvents(t.app.database, item._id)).map((event) => event.action);
      expect(actions).toEqual(['created', 'assigned', 'accepted', 'completed']);
    }
  });

  it('lets only one of a concurrent complete and re-assignment win, never both', async () => {
    const item = await newCase('Complete or reassign', '2026-11-19T18:00:00.000Z', users.mine);
    const [completed, reassigned] = await Promise.all([
      update(item._id, mineHeaders),
      t.app.inject({
        method: 'POST',
        url: `/api/operator/assign/${item._id}`,
        headers: operatorHeaders,
        payload: { enablerId: users.other._id },
      }),
    ]);
    const stored = await findCaseById(t.app.database, item._id);
    if (completed.statusCode === 200) {
      expect(reassigned.statusCode).toBe(409);
      expect(stored).toMatchObject({ status: 'Completed', assignedTo: { _id: users.mine._id } });
    } else {
      expect([completed.statusCode, reassigned.statusCode]).toEqual([404, 200]);
      expect(stored).toMatchObject({ status: 'Pending', assignedTo: { _id: users.other._id } });
    }
    expect(await listCaseEvents(t.app.database, item._id)).toHaveLength(3);
  });
});

// Issue 16, finding 10: an enabler's own list was unbounded; it is paged as the cases list is, and the
// Overview's numbers come from the server, over all her cases.
describe('enabler: My Cases a page at a time, and the Overview counts', () => {
  let t: TestApp;
  let headers: Record<string, string>;
  let newestFirst: string[];

  beforeAll(async () => {
    t = await createTestApp({}, { clock: fixedClock(T) });
    const { mine, other } = await seedAccounts(t.app, {
      mine: { name: 'Mina Enabler', email: 'mina@example.org', role: 'enabler' },
      other: { name: 'Olga Enabler', email: 'olga@example.org', role: 'enabler' },
    });
    headers = bearer(await tokenFor(t.app, mine));
    const statuses = ['Pending', 'Accepted', 'Completed', 'Pending', 'Accepted', 'Pending'] as const;
    const ids: string[] = [];
    for (const [i, status] of statuses.entries()) {
      const input = { question: `Question ${i}`, requesterName: 'R', requesterEmail: 'r@example.org', source: 'help_form' as const };
      // Two cases share a creation time: the order falls back to the id.
      const created = await createCase(t.app.database, input, new Date(`2026-11-19T0${Math.min(i, 4)}:00:00.000Z`), mailerOf(t.app));
      await t.app.database.db.updateTable('cases').set({ assigned_to: mine._id, status }).where('id', '=', created._id).execute();
      ids.push(created._id);
    }
    const someoneElses = await createCase(
      t.app.database,
      { question: 'Not hers', requesterName: 'R', requesterEmail: 'r@example.org', source: 'help_form' },
      new Date(T),
      mailerOf(t.app),
    );
    await t.app.database.db.updateTable('cases').set({ assigned_to: other._id }).where('id', '=', someoneElses._id).execute();
    const tied = [ids[4], ids[5]].sort().reverse() as string[];
    newestFirst = [...tied, ids[3], ids[2], ids[1], ids[0]] as string[];
  });
  afterAll(async () => t.close());

  it('pages newest first by limit and cursor, with X-Total-Count and a Link to the next page', async () => {
    const { pages, totals } = await readAllPages<Case>(t.app, '/api/enabler/my-cases', '/api/enabler/my-cases?limit=4', headers);
    expect(pages.map((page) => page.length)).toEqual([4, 2]);
    expect(totals).toEqual(['6', '6']);
    expect(pages.flat().map((item) => item._id)).toEqual(newestFirst);
    const all = await t.app.inject({ url: '/api/enabler/my-cases', headers });
    expect((all.json() as Case[]).map((item) => item._id)).toEqual(newestFirst);
    expect(all.headers.link).toBeUndefined();
    const bad = await t.app.inject({ url: '/api/enabler/my-cases?limit=500', headers });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toHaveProperty('limit');
  });

  it('counts Total, Pending, In progress (Accepted) and Completed over all of her cases, and only hers', async () => {
    const counts = await t.app.inject({ url: '/api/enabler/case-counts', headers });
    expect(counts.statusCode).toBe(200);
    expect(counts.json()).toEqual({ total: 6, pending: 3, inProgress: 2, completed: 1 });
  });
});
