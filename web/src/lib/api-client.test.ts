import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { logIn } from '../features/auth/api/log-in';
import { registerAccount } from '../features/auth/api/register-account';
import { saveStaffSignIn } from './staff-sign-in-store';
import { apiRequest, setUnauthorizedHandler } from './api-client';

const unauthorized = () =>
  new Response(JSON.stringify({ error: 'Invalid email or password', message: 'Invalid email or password', code: 'UNAUTHENTICATED' }), {
    status: 401,
    headers: { 'Content-Type': 'application/json' },
  });

describe('apiRequest and a 401', () => {
  const onUnauthorized = vi.fn();
  const fetch = vi.fn(async () => unauthorized());
  beforeEach(() => {
    onUnauthorized.mockClear();
    fetch.mockClear();
    vi.stubGlobal('fetch', fetch);
    setUnauthorizedHandler(onUnauthorized);
    // A stale staff sign-in from an earlier visit.
    saveStaffSignIn('stale-token', 'operator');
  });
  afterEach(() => {
    setUnauthorizedHandler(undefined);
    vi.unstubAllGlobals();
  });

  const sentHeaders = () => (fetch.mock.calls[0] as unknown as [string, RequestInit])[1].headers as Record<string, string>;

  it('ends the stored staff sign-in when a staff call made with its token is refused', async () => {
    await expect(apiRequest('/api/operator/cases')).rejects.toMatchObject({ status: 401 });
    expect(sentHeaders().Authorization).toBe('Bearer stale-token');
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });

  it.each([
    ['/api/auth/login', () => logIn({ email: 'ana@example.com', password: 'wrong password' })],
    ['/api/auth/register', () => registerAccount({ name: 'Ana', email: 'ana@example.com', password: 'wrong password', role: 'enabler' })],
  ])('leaves the staff sign-in alone when %s answers 401, and sends it no token', async (path, call) => {
    await expect(call()).rejects.toMatchObject({
      status: 401,
      message: 'Invalid email or password',
    });
    expect((fetch.mock.calls[0] as unknown as [string])[0]).toBe(path);
    expect(sentHeaders()).not.toHaveProperty('Authorization');
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('has no staff sign-in to end when no token is stored', async () => {
    window.localStorage.clear();
    await expect(apiRequest('/api/auth/me')).rejects.toMatchObject({ status: 401 });
    expect(onUnauthorized).not.toHaveBeenCalled();
  });
});

describe('apiRequest with headers of its own', () => {
  afterEach(() => vi.unstubAllGlobals());

  it("sends the call's headers and, when anonymous, not the stored staff token", async () => {
    const fetch = vi.fn(async () => new Response('{}', { status: 200, headers: { 'Content-Type': 'application/json' } }));
    vi.stubGlobal('fetch', fetch);
    saveStaffSignIn('staff-token', 'enabler');
    await apiRequest('/api/request', { anonymous: true, headers: { 'X-Request-Token': 'abc' } });
    const headers = (fetch.mock.calls[0] as unknown as [string, RequestInit])[1].headers as Record<string, string>;
    expect(headers['X-Request-Token']).toBe('abc');
    expect(headers).not.toHaveProperty('Authorization');
  });
});
