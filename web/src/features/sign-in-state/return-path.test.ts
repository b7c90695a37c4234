import { describe, expect, it } from 'vitest';
import { landingPathFor } from '../../lib/staff-sign-in-store';
import { loginPathFor, safeReturnPath } from './return-path';

describe('safeReturnPath: where sign-in may send her back to (no open redirect)', () => {
  it.each([
    ['/enabler?case=c1', '/enabler?case=c1'],
    ['/ml/enabler?case=c1', '/ml/enabler?case=c1'],
    ['/operator?case=a%2Fb#history', '/operator?case=a%2Fb#history'],
    ['/account', '/account'],
    // A dashboard's screen and tab (issue 26).
    ['/admin/users', '/admin/users'],
    ['/ml/admin/content/events', '/ml/admin/content/events'],
  ])('keeps the site path %s', (raw, kept) => {
    expect(safeReturnPath(raw)).toBe(kept);
  });

  it.each([
    '//evil.example',
    '///evil.example',
    '/\\evil.example',
    '\\\\evil.example',
    '/\t/evil.example',
    '/%09/evil.example\u0009',
    ' /enabler',
    '/enabler\n',
    '/enabler\u0085',
    'https://evil.example/enabler',
    'https:evil.example',
    'HTTPS://evil.example',
    'javascript:alert(1)',
    'data:text/html,hi',
    'enabler',
    '',
    '/login',
    '/ml/login?next=/enabler',
    '/memberlogin',
    `/${'a'.repeat(2100)}`,
  ])('refuses %j', (raw) => {
    expect(safeReturnPath(raw)).toBeNull();
  });

  it('refuses nothing given', () => {
    expect(safeReturnPath(null)).toBeNull();
    expect(safeReturnPath(undefined)).toBeNull();
  });

  it('builds /login?next= only for a safe path', () => {
    expect(loginPathFor('/enabler?case=c1')).toBe('/login?next=%2Fenabler%3Fcase%3Dc1');
    expect(loginPathFor('//evil.example')).toBe('/login');
  });

  it('lands where she was going, through the forced password change too', () => {
    expect(landingPathFor('enabler', false, false, '/enabler?case=c1')).toBe('/enabler?case=c1');
    expect(landingPathFor('enabler', false, false, null)).toBe('/enabler');
    expect(landingPathFor('enabler', true, false, '/enabler?case=c1')).toBe('/account?next=%2Fenabler%3Fcase%3Dc1');
    expect(landingPathFor('admin', false, true, null)).toBe('/account');
  });
});
