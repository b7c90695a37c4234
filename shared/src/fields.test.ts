import { describe, expect, it } from 'vitest';
import { HelpRequestBody } from './help/help.schema';
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
    const parsed = MembershipBody.parse({ firstName: 'A', lastName: 'B', email: 'a@b.co', jobFunction: 'student', vertical: 'health', hearAbout: 'search' });
    expect(parsed.interests).toEqual([]);
    expect(parsed.emailPermission).toBe(false);
  });
});

describe('isKnownPath', () => {
  it.each(['/', '/allenablers', '/blogs', '/resources/blog/', '/memberlogin', '/operator'])('knows %s', (path) => {
    expect(isKnownPath(path)).toBe(true);
  });
  it.each(['/nope', '/resources/blog/extra', '/api/health', '/ADMIN'])('does not know %s', (path) => {
    expect(isKnownPath(path)).toBe(false);
  });
});
