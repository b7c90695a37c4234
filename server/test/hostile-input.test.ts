import fc from 'fast-check';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { HelpRequestBody, InquiryBody, MembershipBody, RegisterBody, caseStatuses, roles } from '@wfc/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { bearer, seedAccounts, tokenFor } from './accounts';
import { createTestApp, type TestApp } from './helpers';
import { signInMember } from './member-session';
import { WHATSAPP_TEST_ENV } from './fake-whatsapp';

/**
 * Hostile input (issue 6): generated and malformed bodies, headers, query strings and ids sent to
 * every endpoint never get a 5xx or a stack trace, and never leave a stored row its schema refuses.
 */
let t: TestApp;
let app: FastifyInstance;
let tokens: { admin: string; operator: string; enabler: string };

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_FORMS_PER_MINUTE: '1000000', LOGIN_MAX_FAILURES: '1000' });
  app = t.app;
  const users = await seedAccounts(app, {
    admin: { name: 'Hostile Admin', email: 'hostile-admin@wfc.test', role: 'admin' },
    operator: { name: 'Hostile Operator', email: 'hostile-operator@wfc.test', role: 'operator' },
    enabler: { name: 'Hostile Enabler', email: 'hostile-enabler@wfc.test', role: 'enabler' },
  });
  tokens = {
    admin: await tokenFor(app, users.admin),
    operator: await tokenFor(app, users.operator),
    enabler: await tokenFor(app, users.enabler),
  };
});
afterAll(async () => t.close());

const postEndpoints = [
  { url: '/api/help', token: undefined },
  { url: '/api/inquiry', token: undefined },
  { url: '/api/membership', token: undefined },
  { url: '/api/chat', token: undefined },
  { url: '/api/auth/login', token: undefined },
  { url: '/api/auth/register', token: undefined },
  { url: '/api/auth/login/two-factor', token: undefined },
  { url: '/api/auth/two-factor/confirm', token: 'enabler' },
  { url: '/api/auth/two-factor/disable', token: 'operator' },
  { url: '/api/admin/users/%ID%/two-factor/reset', token: 'admin' },
  { url: '/api/admin/create-user', token: 'admin' },
  { url: '/api/admin/approve-enabler/%ID%', token: 'admin' },
  { url: '/api/operator/assign/%ID%', token: 'operator' },
  { url: '/api/operator/reopen/%ID%', token: 'operator' },
  { url: '/api/enabler/accept/%ID%', token: 'enabler' },
  { url: '/api/enabler/update/%ID%', token: 'enabler' },
  // Events (issue 30): registration, a guest's link, the door.
  { url: '/api/events/evt-05/registrations', token: undefined },
  { url: '/api/events/registration/cancel', token: undefined },
  { url: '/api/admin/guest-lists/evt-05/check-in', token: 'operator' },
  { url: '/api/admin/guest-lists/evt-05/message', token: 'operator' },
  // Sessions (issue 31): booking, her link, an enabler's move, an operator's cancellation.
  { url: '/api/enablers/1/bookings', token: undefined },
  { url: '/api/sessions/booking/reschedule', token: undefined },
  { url: '/api/sessions/booking/feedback', token: undefined },
  { url: '/api/enabler/sessions/%ID%/reschedule', token: 'enabler' },
  { url: '/api/operator/sessions/%ID%/cancel', token: 'operator' },
  // Introductions (issue 42): an e-mailed link's token and answer, and the staff's moderation.
  { url: '/api/introductions/link', token: undefined },
  { url: '/api/introductions/link/answer', token: undefined },
  { url: '/api/staff/directory/reports/%ID%/hide', token: 'operator' },
  { url: '/api/staff/directory/listings/%ID%/show', token: 'admin' },
] as const;

/** Answers of a request that must be a handled failure or a success, in the one error shape. */
async function expectHandled(options: InjectOptions) {
  const response = await app.inject(options);
  expect(response.statusCode, `${options.method} ${options.url} answered ${response.statusCode}: ${response.body}`).toBeLessThan(500);
  expect(response.body).not.toMatch(/\n\s+at |node_modules|SQLITE_|syntax error at|relation "/);
  if (response.statusCode >= 400 && response.statusCode !== 404) {
    const body = response.json();
    expect(typeof body.message).toBe('string');
    expect(body.error).toBe(body.message);
    expect(body.code).toMatch(/^[A-Z_]+$/);
  }
  return response;
}

const fieldNames = [
  'requesterName',
  'requesterEmail',
  'question',
  'name',
  'email',
  'enabler',
  'enablerId',
  'firstName',
  'lastName',
  'jobFunction',
  'vertical',
  'interests',
  'hearAbout',
  'emailPermission',
  'password',
  'code',
  'challengeToken',
  'role',
  'message',
  'history',
  'conversationId',
  'status',
  'answers',
  'token',
  'states',
  'subject',
  'body',
  '__proto__',
  'constructor',
];
const nasty = fc.oneof(
  fc.string(),
  fc.string({ unit: 'binary' }),
  fc.constantFrom(
    '',
    ' ',
    '\u0000',
    '\ud800',
    '\u202e',
    '💥'.repeat(300),
    "'; drop table cases; --",
    '<script>alert(1)</script>',
    'a@b.co',
    'Completed',
    'admin',
  ),
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.string(), { maxLength: 12 }),
  fc.object({ maxDepth: 2 }),
);
const bodies = fc.oneof(fc.dictionary(fc.constantFrom(...fieldNames), nasty), fc.jsonValue({ maxDepth: 3 }), fc.anything({ maxDepth: 2 }));

describe('generated bodies', () => {
  for (const endpoint of postEndpoints) {
    it(`POST ${endpoint.url} never fails with a 5xx`, async () => {
      await fc.assert(
        fc.asyncProperty(bodies, fc.oneof(fc.uuid(), fc.string({ maxLength: 40 })), async (body, id) => {
          const url = endpoint.url.replace('%ID%', () => encodeURIComponent(id) || 'x');
          let payload: string;
          try {
            payload = JSON.stringify(body) ?? 'null';
          } catch {
            payload = '{}';
          }
          await expectHandled({
            method: 'POST',
            url,
            headers: { 'content-type': 'application/json', ...(endpoint.token ? bearer(tokens[endpoint.token]) : {}) },
            payload,
          });
        }),
        { numRuns: 60 },
      );
    });
  }
});

describe('generated headers, queries and ids', () => {
  it('authorization headers and content types of any shape are refused cleanly', async () => {
    await fc.assert(
      fc.asyncProperty(fc.string({ maxLength: 200 }), fc.string({ maxLength: 80 }), async (authorization, contentType) => {
        await expectHandled({ method: 'GET', url: '/api/operator/cases', headers: { authorization } });
        await expectHandled({
          method: 'POST',
          url: '/api/help',
          headers: { 'content-type': contentType || 'x/y' },
          payload: '{"requesterName":"a"}',
        });
      }),
      { numRuns: 80 },
    );
  });

  it('query strings of the cases list never break it', async () => {
    const value = fc.oneof(
      fc.string({ maxLength: 50 }),
      fc.constantFrom(...caseStatuses, '0', '-1', '201', '1e3', 'NaN', '%00', 'eyJhIjoxfQ'),
    );
    await fc.assert(
      fc.asyncProperty(fc.dictionary(fc.constantFrom('status', 'limit', 'cursor', 'x'), value), async (query) => {
        const search = new URLSearchParams(query).toString();
        await expectHandled({ method: 'GET', url: `/api/operator/cases?${search}`, headers: bearer(tokens.operator) });
      }),
      { numRuns: 120 },
    );
  });

  it('ids in paths of every staff endpoint are refused cleanly', async () => {
    await fc.assert(
      fc.asyncProperty(fc.string({ minLength: 1, maxLength: 300 }), async (id) => {
        const encoded = encodeURIComponent(id);
        await expectHandled({ method: 'POST', url: `/api/enabler/accept/${encoded}`, headers: bearer(tokens.enabler) });
        await expectHandled({ method: 'POST', url: `/api/admin/approve-enabler/${encoded}`, headers: bearer(tokens.admin) });
      }),
      { numRuns: 80 },
    );
  });
});

describe('malformed requests', () => {
  it('refuses oversized, mistyped, broken and deeply nested bodies with 4xx', async () => {
    expect(
      (
        await expectHandled({
          method: 'POST',
          url: '/api/help',
          headers: { 'content-type': 'application/json' },
          payload: `{"question":"${'x'.repeat(40_000)}"}`,
        })
      ).statusCode,
    ).toBe(413);
    expect(
      (await expectHandled({ method: 'POST', url: '/api/help', headers: { 'content-type': 'application/xml' }, payload: '<a/>' }))
        .statusCode,
    ).toBe(415);
    expect(
      (await expectHandled({ method: 'POST', url: '/api/help', headers: { 'content-type': 'application/json' }, payload: '{"a":' }))
        .statusCode,
    ).toBe(400);
    const deep = `${'['.repeat(5000)}${']'.repeat(5000)}`;
    expect(
      (await expectHandled({ method: 'POST', url: '/api/membership', headers: { 'content-type': 'application/json' }, payload: deep }))
        .statusCode,
    ).toBe(400);
    const deepObject = `${'{"a":'.repeat(3000)}1${'}'.repeat(3000)}`;
    expect(
      (await expectHandled({ method: 'POST', url: '/api/inquiry', headers: { 'content-type': 'application/json' }, payload: deepObject }))
        .statusCode,
    ).toBe(400);
    expect(
      (
        await expectHandled({
          method: 'POST',
          url: '/api/help',
          headers: { 'content-type': 'application/json' },
          payload: '{"__proto__":{"admin":true},"constructor":{"prototype":{"x":1}}}',
        })
      ).statusCode,
    ).toBe(400);
  });

  it('refuses text with NUL characters (which PostgreSQL cannot store) as invalid input', async () => {
    const response = await expectHandled({
      method: 'POST',
      url: '/api/help',
      payload: { requesterName: 'Nul\u0000Name', requesterEmail: 'nul@example.org', question: 'q\u0000' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toEqual({
      requesterName: 'Your name contains characters we cannot accept.',
      question: 'Your question contains characters we cannot accept.',
    });
    // Line breaks and tabs are fine in a question.
    expect(
      (
        await expectHandled({
          method: 'POST',
          url: '/api/help',
          payload: { requesterName: 'Tab', requesterEmail: 'tab@example.org', question: 'line one\n\tline two' },
        })
      ).statusCode,
    ).toBe(201);
  });
});

describe('payloads stored and shown back inert', () => {
  it('keeps SQL and script payloads as plain text, and the tables intact', async () => {
    const question = `<script>alert("x")</script>'); DROP TABLE cases; -- ${'\u202e'}مرحبا 👩‍💻`;
    const name = "Robert'); DROP TABLE users;--";
    const created = await expectHandled({
      method: 'POST',
      url: '/api/help',
      payload: { requesterName: name, requesterEmail: 'bobby@example.org', question },
    });
    expect(created.statusCode).toBe(201);
    const list = await expectHandled({ method: 'GET', url: '/api/operator/cases?limit=200', headers: bearer(tokens.operator) });
    expect(list.headers['content-type']).toContain('application/json');
    const stored = (list.json() as { _id: string; question: string; requesterName: string }[]).find((c) => c._id === created.json()._id);
    expect(stored).toMatchObject({ question, requesterName: name });
    expect((await expectHandled({ method: 'GET', url: '/api/enablers' })).json()).toHaveLength(21);
  });
});

describe('what is stored after all of that', () => {
  it('every stored row passes the schema its form was checked with', async () => {
    const { db } = app.database;
    const sameAfterParsing = <S extends z.ZodType>(schema: S, input: Record<string, unknown>) => {
      const parsed = schema.safeParse(input);
      expect(parsed.success, JSON.stringify(input)).toBe(true);
      if (parsed.success) expect(parsed.data).toMatchObject(input);
    };
    for (const row of await db.selectFrom('cases').selectAll().execute()) {
      sameAfterParsing(HelpRequestBody, { requesterName: row.requester_name, requesterEmail: row.requester_email, question: row.question });
      expect(caseStatuses).toContain(row.status);
    }
    for (const row of await db.selectFrom('inquiries').selectAll().execute()) {
      sameAfterParsing(InquiryBody, { name: row.name, email: row.email, question: row.question, enabler: row.enabler_name });
    }
    for (const row of await db.selectFrom('memberships').selectAll().execute()) {
      sameAfterParsing(MembershipBody, {
        firstName: row.first_name,
        lastName: row.last_name,
        email: row.email,
        jobFunction: row.job_function,
        vertical: row.vertical,
        hearAbout: row.hear_about,
        interests: JSON.parse(row.interests),
        emailPermission: row.email_permission === 1,
      });
    }
    for (const row of await db.selectFrom('users').selectAll().execute()) {
      expect(roles).toContain(row.role);
      expect(RegisterBody.shape.name.safeParse(row.name).success).toBe(true);
      expect(row.password_hash.startsWith('scrypt$')).toBe(true);
    }
  });
});

// Issue 16, finding 10: a right-to-left override or a zero-width space let one name pose as another in the pending list.
describe('names with direction-changing or invisible characters', () => {
  const spoofed = ['Eve\u202Enimda', 'Ad\u200Bmin', 'Admin\uFEFF Team'];
  const bodies = (name: string) =>
    [
      {
        url: '/api/auth/register',
        token: undefined,
        field: 'name',
        payload: { name, email: 'spoof@wfc.test', password: 'spoofing-password-1', role: 'enabler' },
      },
      {
        url: '/api/admin/create-user',
        token: 'admin',
        field: 'name',
        payload: { name, email: 'spoof@wfc.test', password: 'spoofing-password-1', role: 'operator' },
      },
      {
        url: '/api/help',
        token: undefined,
        field: 'requesterName',
        payload: { requesterName: name, requesterEmail: 'spoof@wfc.test', question: 'Q?' },
      },
      {
        url: '/api/inquiry',
        token: undefined,
        field: 'name',
        payload: { name, email: 'spoof@wfc.test', question: 'Q?', enabler: 'Anjali Menon', enablerId: 1 },
      },
    ] as const;

  it('are refused by the routes with the field message of the shared schema, and nothing is stored', async () => {
    for (const name of spoofed) {
      for (const { url, token, field, payload } of bodies(name)) {
        const response = await app.inject({ method: 'POST', url, payload, headers: token ? bearer(tokens[token]) : {} });
        expect({ url, status: response.statusCode }).toEqual({ url, status: 400 });
        expect(response.json().fields[field]).toMatch(
          /contains invisible or text-direction characters\. Please type it again without them\.$/,
        );
      }
    }
    const stored = await app.database.db.selectFrom('users').select('id').where('email', '=', 'spoof@wfc.test').execute();
    expect(stored).toEqual([]);
  });
});

// Issue 44: her WhatsApp number's routes, with the club's account set, so every body reaches the number's parsing and the database.
describe("her WhatsApp number's routes", () => {
  let whatsapp: TestApp;
  let headers: Record<string, string>;

  beforeAll(async () => {
    whatsapp = await createTestApp({
      RATE_LIMIT_FORMS_PER_MINUTE: '1000000',
      ...WHATSAPP_TEST_ENV,
    });
    const joined = await whatsapp.app.inject({
      method: 'POST',
      url: '/api/membership',
      payload: {
        firstName: 'Hostile',
        lastName: 'Member',
        email: 'hostile-member@wfc.test',
        jobFunction: 'management',
        vertical: 'tech',
        interests: [],
        hearAbout: 'friend',
      },
    });
    expect(joined.statusCode).toBeLessThan(300);
    headers = (await signInMember(whatsapp.app, 'hostile-member@wfc.test')).headers;
  });
  afterAll(async () => whatsapp.close());

  const phoneLike = fc.oneof(
    nasty,
    fc.stringMatching(/^\+?[0-9 ()-]{0,25}$/),
    fc.constantFrom('+91 98470 12345', '098470 12345', '+919847012345\u0000', '+91 98470 12345 ext. 9', '٩٨٤٧٠١٢٣٤٥', '+1 415 555 0100'),
  );
  const routes = [
    { method: 'PUT', url: '/api/member/whatsapp', body: fc.oneof(bodies, fc.record({ phone: phoneLike })) },
    {
      method: 'POST',
      url: '/api/member/whatsapp/confirm',
      body: fc.oneof(bodies, fc.record({ code: fc.oneof(nasty, fc.stringMatching(/^\d{6}$/)) })),
    },
    {
      method: 'PUT',
      url: '/api/member/whatsapp/choices',
      body: fc.oneof(bodies, fc.record({ eventUpdates: nasty, sessionUpdates: fc.boolean(), newsletterNotices: fc.boolean() })),
    },
  ] as const;

  for (const route of routes) {
    it(`${route.method} ${route.url} never fails with a 5xx`, async () => {
      await fc.assert(
        fc.asyncProperty(route.body, fc.string({ maxLength: 60 }), async (body, language) => {
          let payload: string;
          try {
            payload = JSON.stringify(body) ?? 'null';
          } catch {
            payload = '{}';
          }
          const response = await whatsapp.app.inject({
            method: route.method,
            url: route.url,
            headers: { ...headers, 'content-type': 'application/json', 'accept-language': language },
            payload,
          });
          expect(response.statusCode, `${route.url} answered ${response.statusCode}: ${response.body}`).toBeLessThan(500);
          expect(response.body).not.toMatch(/\n\s+at |node_modules|SQLITE_|syntax error at|relation "/);
        }),
        { numRuns: 60 },
      );
    });
  }

  it('keeps only an E.164 mobile number, its HMAC and a language', async () => {
    // At least one row, whatever the generated bodies were (a removal forgets the codes never sent).
    expect((await whatsapp.app.inject({ method: 'DELETE', url: '/api/member/whatsapp', headers })).statusCode).toBe(200);
    const added = await whatsapp.app.inject({
      method: 'PUT',
      url: '/api/member/whatsapp',
      headers: { ...headers, 'accept-language': '\u0000ml;q=x, *' },
      payload: { phone: ' +91 (98470) 12-345 ' },
    });
    expect(added.statusCode).toBe(202);
    expect(await whatsapp.app.database.db.selectFrom('whatsapp_numbers').select('phone').execute()).toEqual([{ phone: '+919847012345' }]);
    for (const row of await whatsapp.app.database.db.selectFrom('whatsapp_numbers').selectAll().execute()) {
      expect(row.phone).toMatch(/^\+[1-9]\d{6,14}$/);
      expect(row.phone_hash).toMatch(/^[0-9a-f]{64}$/);
      expect(['en', 'ml']).toContain(row.locale);
    }
  });
});
