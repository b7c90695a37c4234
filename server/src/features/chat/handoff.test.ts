import type { ChatBody } from '@wfc/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, fixedClock, type TestApp } from '../../../test/helpers';
import { findCaseById, listCaseEvents } from '../cases/case.service';
import { HANDOFF_OFFER, nameIn, needsAPerson, NO_ANSWER_OFFER, planHandoff } from './handoff';

type Turn = ChatBody['history'][number];

describe('reading a handoff from the conversation', () => {
  it('recognises questions that need a person, and not questions about contacting the club', () => {
    for (const message of ['Can someone call me?', 'I need to talk to a mentor about my specific case', 'Can I speak with a real person?', 'Please contact me tomorrow']) {
      expect(needsAPerson(message), message).toBe(true);
    }
    for (const message of ['How can I contact you?', 'Who can help me with fundraising?', 'What is an enabler?', 'How do I join?']) {
      expect(needsAPerson(message), message).toBe(false);
    }
  });

  it('reads names next to addresses and alone, and refuses what is not a name', () => {
    expect(nameIn('Asha Menon, asha@example.org')).toBe('Asha Menon');
    expect(nameIn('Sure! My name is Asha Menon and my email is asha@example.org')).toBe('Asha Menon');
    expect(nameIn("I'm Devika R. - devika@example.org")).toBe('Devika R.');
    expect(nameIn('Latha Kurup.')).toBe('Latha Kurup');
    expect(nameIn('asha@example.org')).toBeUndefined();
    expect(nameIn('call me at 98470 12345')).toBeUndefined();
    expect(nameIn('this is a much longer sentence that is not a name')).toBeUndefined();
  });

  it('asks for what is missing and carries what it already has in its own question', () => {
    const offer: Turn[] = [
      { sender: 'user', text: 'Can someone call me?' },
      { sender: 'bot', text: HANDOFF_OFFER },
    ];
    const askName = planHandoff({ message: 'asha@example.org', history: offer });
    expect(askName).toEqual({ kind: 'reply', reply: "Thank you! We'll reply to asha@example.org. What name should our team use for you?" });

    const askEmail = planHandoff({ message: 'Asha Menon', history: offer });
    expect(askEmail).toEqual({ kind: 'reply', reply: 'Thank you, Asha Menon. What e-mail address should our team reply to?' });
    if (askEmail.kind !== 'reply') throw new Error('expected a reply');

    const again = planHandoff({ message: 'asha at example', history: [...offer, { sender: 'user', text: 'Asha Menon' }, { sender: 'bot', text: askEmail.reply }] });
    expect(again).toEqual({ kind: 'reply', reply: "Sorry, that doesn't look like an e-mail address. Thank you, Asha Menon. What e-mail address should our team reply to?" });
    if (again.kind !== 'reply') throw new Error('expected a reply');

    const done = planHandoff({
      message: 'asha@example.org',
      history: [...offer, { sender: 'user', text: 'Asha Menon' }, { sender: 'bot', text: askEmail.reply }, { sender: 'user', text: 'asha at example' }, { sender: 'bot', text: again.reply }],
    });
    expect(done).toEqual({ kind: 'create', request: { requesterName: 'Asha Menon', requesterEmail: 'asha@example.org', question: 'Can someone call me?' } });
  });

  it('ends on "no", and lets the visitor move on to another question', () => {
    const offer: Turn[] = [
      { sender: 'user', text: 'What is the weather?' },
      { sender: 'bot', text: NO_ANSWER_OFFER },
    ];
    expect(planHandoff({ message: 'No thanks', history: offer })).toMatchObject({ kind: 'reply', reply: expect.stringContaining('No problem') });
    expect(planHandoff({ message: 'When is the next event?', history: offer })).toEqual({ kind: 'none' });
    expect(planHandoff({ message: 'How do I join?', history: [] })).toEqual({ kind: 'none' });
  });
});

describe('POST /api/chat handing a question to a person', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({}, { clock: fixedClock('2026-11-20T10:00:00.000Z') });
  });
  afterAll(async () => t.close());

  /** Plays a conversation the way the widget does: each request carries the turns before it. */
  async function converse(messages: string[]) {
    const history: Turn[] = [];
    const replies: string[] = [];
    for (const message of messages) {
      const response = await t.app.inject({ method: 'POST', url: '/api/chat', payload: { message, history: history.slice(-10) } });
      expect(response.statusCode).toBe(200);
      const { reply } = response.json() as { reply: string };
      replies.push(reply);
      history.push({ sender: 'user', text: message }, { sender: 'bot', text: reply });
    }
    return replies;
  }

  const casesOf = (email: string) =>
    t.app.database.db.selectFrom('cases').select(['id', 'source']).where('requester_email', '=', email).execute();

  it('offers a help request, asks for a name and e-mail, and creates a Pending case like the quick help form', async () => {
    const replies = await converse(['What is an enabler?', 'I need to talk to a mentor about my specific case', 'Yes please', 'Meera Das, Meera.Das@Example.org']);
    expect(replies[1]).toBe(HANDOFF_OFFER);
    expect(replies[2]).toContain('Please reply with your name and e-mail address');
    expect(replies[3]).toBe("Thank you, Meera Das. Your question has been submitted. We'll get back to you soon! Our reply will go to meera.das@example.org.");

    const cases = await casesOf('meera.das@example.org');
    expect(cases).toHaveLength(1);
    expect(cases[0]!.source).toBe('chat');
    const stored = await findCaseById(t.app.database, cases[0]!.id);
    expect(stored).toMatchObject({
      question: 'What is an enabler?\n\nI need to talk to a mentor about my specific case',
      requesterName: 'Meera Das',
      requesterEmail: 'meera.das@example.org',
      status: 'Pending',
      assignedTo: null,
      createdAt: '2026-11-20T10:00:00.000Z',
    });
    const events = await listCaseEvents(t.app.database, cases[0]!.id);
    expect(events).toMatchObject([{ action: 'created', to_status: 'Pending' }]);

    const logs = t.logs.join('');
    expect(logs).toContain('chat handoff stored a help request');
    expect(logs).not.toContain('meera.das@example.org');
  });

  it('passes on a question the embedded assistant could not answer, asking for the name after the address', async () => {
    const replies = await converse(['Can you book me a train ticket to Chennai?', 'latha@example.org', 'Latha Kurup']);
    expect(replies[0]).toBe(NO_ANSWER_OFFER);
    expect(replies[1]).toContain('What name should our team use for you?');
    expect(replies[2]).toContain("Your question has been submitted. We'll get back to you soon!");
    const cases = await casesOf('latha@example.org');
    expect(cases).toHaveLength(1);
    expect(await findCaseById(t.app.database, cases[0]!.id)).toMatchObject({
      question: 'Can you book me a train ticket to Chennai?',
      requesterName: 'Latha Kurup',
      status: 'Pending',
    });
  });

  it('creates nothing when the visitor declines or moves on', async () => {
    const before = await t.app.database.db.selectFrom('cases').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    const declined = await converse(['Can someone call me?', 'no thanks']);
    expect(declined[1]).toContain('No problem');
    const movedOn = await converse(['Can someone call me?', 'When is the next event?']);
    expect(movedOn[1]).toContain('/events');
    const after = await t.app.database.db.selectFrom('cases').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
  });
});

describe('a help request made in the chat and the quick help form share one budget', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ RATE_LIMIT_FORMS_PER_MINUTE: '2' });
  });
  afterAll(async () => t.close());

  const offered: Turn[] = [
    { sender: 'user', text: 'Can someone call me?' },
    { sender: 'bot', text: HANDOFF_OFFER },
  ];
  const chat = (remoteAddress: string, message: string, history: Turn[] = []) =>
    t.app.inject({ method: 'POST', url: '/api/chat', remoteAddress, payload: { message, history } });
  const help = (remoteAddress: string, requesterEmail: string) =>
    t.app.inject({ method: 'POST', url: '/api/help', remoteAddress, payload: { requesterName: 'Asha Menon', requesterEmail, question: 'Can someone call me?' } });
  const casesOf = (email: string) => t.app.database.db.selectFrom('cases').select('id').where('requester_email', '=', email).execute();

  it("spends one of the help form's requests for each case the chat creates, for that client only", async () => {
    const address = '203.0.113.10';
    expect((await chat(address, 'Asha Menon, asha1@example.org', offered)).json().reply).toContain('Your question has been submitted.');
    expect((await help(address, 'asha2@example.org')).statusCode).toBe(201);
    expect((await help(address, 'asha3@example.org')).statusCode).toBe(429);
    expect((await help('203.0.113.11', 'asha4@example.org')).statusCode).toBe(201);
  });

  it("refuses the chat's help request with the form's 429 once the budget is used, storing nothing; the chat itself goes on", async () => {
    const address = '203.0.113.20';
    for (const email of ['latha1@example.org', 'latha2@example.org']) expect((await help(address, email)).statusCode).toBe(201);

    const refused = await chat(address, 'Latha Kurup, latha3@example.org', offered);
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBeDefined();
    expect(refused.json()).toMatchObject({ code: 'RATE_LIMITED' });
    expect(await casesOf('latha3@example.org')).toHaveLength(0);

    expect((await chat(address, 'Can someone call me?')).json().reply).toBe(HANDOFF_OFFER);
    expect((await chat(address, 'How do I join?')).json().reply).toContain('/membership');
  });
});
