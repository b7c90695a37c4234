import { describe, expect, it } from 'vitest';
import { CreateUserBody, RegisterBody } from './auth/auth.schema';
import { Enabler } from './content/content.schema';
import { HelpRequestBody } from './help/help.schema';
import { InquiryBody } from './inquiry/inquiry.schema';
import { MembershipBody } from './membership/membership.schema';
import { isKnownPath } from './routes';

describe('shared request schemas', () => {
  it('trims names and questions and lower-cases e-mail addresses', () => {
    expect(HelpRequestBody.parse({ requesterName: '  Rani  ', requesterEmail: ' Rani@Example.ORG ', question: ' Hi ' })).toEqual({
      requesterName: 'Rani',
      requesterEmail: 'rani@example.org',
      question: 'Hi',
    });
  });

  it.each(['plainaddress', 'a@b', 'a b@c.org', '@c.org', `${'a'.repeat(250)}@c.org`])('refuses the address %s', (email) => {
    expect(HelpRequestBody.safeParse({ requesterName: 'R', requesterEmail: email, question: 'q' }).success).toBe(false);
  });

  it('defaults the optional membership fields', () => {
    const parsed = MembershipBody.parse({
      firstName: 'A',
      lastName: 'B',
      email: 'a@b.co',
      jobFunction: 'student',
      vertical: 'health',
      hearAbout: 'search',
    });
    expect(parsed.interests).toEqual([]);
    expect(parsed.emailPermission).toBe(false);
  });
});

// Finding 10 of issue 16: a name with a right-to-left override or a zero-width space can pose as another.
describe('names refuse direction-changing and invisible characters', () => {
  const member = { email: 'a@b.co', jobFunction: 'student', vertical: 'health', hearAbout: 'search' };
  /**
   * Every name field of the shared request schemas, each given `name`: the field's issue message, or
   * undefined when accepted. A person's own name is "Your …"; the name an admin types for someone else is "The name".
   */
  const nameFields: Record<string, (name: string) => string | undefined> = {
    'register name': (name) =>
      messageFor(RegisterBody.safeParse({ name, email: 'a@b.co', password: 'long enough', role: 'enabler' }), 'name'),
    'create-user name': (name) =>
      messageFor(CreateUserBody.safeParse({ name, email: 'a@b.co', password: 'long enough', role: 'admin' }), 'name'),
    'inquiry name': (name) => messageFor(InquiryBody.safeParse({ name, email: 'a@b.co', question: 'q', enabler: 'E' }), 'name'),
    'help requesterName': (name) =>
      messageFor(HelpRequestBody.safeParse({ requesterName: name, requesterEmail: 'a@b.co', question: 'q' }), 'requesterName'),
    'membership firstName': (name) => messageFor(MembershipBody.safeParse({ ...member, firstName: name, lastName: 'B' }), 'firstName'),
    'membership lastName': (name) => messageFor(MembershipBody.safeParse({ ...member, firstName: 'A', lastName: name }), 'lastName'),
  };

  const hidden = {
    'right-to-left override U+202E': 'Eve\u202Enimda',
    'left-to-right embedding U+202A': 'Eve\u202Aadmin',
    'first strong isolate U+2068': 'Eve\u2068admin',
    'pop directional isolate U+2069': 'Eve\u2069admin',
    'zero-width space U+200B': 'Ad\u200Bmin',
    'zero-width joiner U+200D outside a conjunct': 'Ad\u200Dmin',
    'right-to-left mark U+200F': 'Admin\u200F Team',
    'word joiner U+2060': 'Ad\u2060min',
    'byte order mark U+FEFF': 'Ad\uFEFFmin',
    'soft hyphen U+00AD': 'Ad\u00ADmin',
    'Arabic letter mark U+061C': 'Ad\u061Cmin',
    'Hangul filler U+3164': 'Ad\u3164min',
    'tag character U+E0041': 'Admin\u{E0041}',
    'line separator U+2028': 'Ad\u2028min',
  };

  for (const [field, parse] of Object.entries(nameFields)) {
    it.each(Object.entries(hidden))(`${field}: refuses a %s with a field message`, (_what, name) => {
      expect(parse(name)).toMatch(
        /^(Your (full name|name|first name|last name)|The name) contains invisible or text-direction characters\. Please type it again without them\.$/,
      );
    });

    it(`${field}: keeps accepting real names, a joiner inside a Malayalam conjunct included`, () => {
      for (const name of ['Anjali Menon', "Zoë O'Brien-Nair", '山田 花子', 'لينا', 'അഞ്ജലി', 'ന്\u200Dമ', 'क्\u200Dष'])
        expect([name, parse(name)]).toEqual([name, undefined]);
    });
  }

  // Issue 26: the C1 controls U+0080-U+009F passed as if they were letters.
  for (const [field, parse] of Object.entries(nameFields)) {
    it.each([
      ['U+0080', 'Ad\u0080min'],
      ['U+0085 (next line)', 'Ad\u0085min'],
      ['U+009B (control sequence introducer)', 'Ad\u009b31mmin'],
      ['U+009F', 'Admin\u009f'],
    ])(`${field}: refuses the C1 control %s with a field message`, (_what, name) => {
      expect(parse(name)).toMatch(/^(Your (full name|name|first name|last name)|The name) contains characters we cannot accept\.$/);
    });
  }

  it('free text refuses C1 controls too, and a no-break space (U+00A0) stays a letter of a name', () => {
    expect(
      messageFor(HelpRequestBody.safeParse({ requesterName: 'R', requesterEmail: 'a@b.co', question: 'Hi\u009b31m there' }), 'question'),
    ).toBe('Your question contains characters we cannot accept.');
    expect(HelpRequestBody.safeParse({ requesterName: 'Anjali\u00a0Menon', requesterEmail: 'a@b.co', question: 'q' }).success).toBe(true);
  });

  it('an enabler profile name (content) is held to the same rule', () => {
    const profile = {
      id: 1,
      name: 'Anjali Menon',
      photo: '/images/enablers/a.webp',
      title: 't',
      description: 'd',
      expertise: ['x'],
      region: 'r',
      yearsOfExperience: 1,
    };
    expect(Enabler.safeParse(profile).success).toBe(true);
    expect(Enabler.safeParse({ ...profile, name: 'Anjali\u202EnoneM' }).success).toBe(false);
  });
});

/** The first issue message on `field` of a safeParse result, or undefined when it has none. */
function messageFor(
  result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } },
  field: string,
): string | undefined {
  return result.error?.issues.find((issue) => issue.path[0] === field)?.message;
}

describe('isKnownPath', () => {
  it.each(['/', '/allenablers', '/blogs', '/resources/blog/', '/memberlogin', '/operator', '/book/12', '/ml/book/7/', '/sessions/booking'])(
    'knows %s',
    (path) => {
      expect(isKnownPath(path)).toBe(true);
    },
  );
  it.each(['/nope', '/resources/blog/extra', '/api/health', '/ADMIN', '/book/0', '/book/abc', '/book'])('does not know %s', (path) => {
    expect(isKnownPath(path)).toBe(false);
  });
});
