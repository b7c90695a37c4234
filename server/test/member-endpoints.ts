/** A route of a member's own page (issue 28), for the tests that call every one of them. */
export interface MemberEndpoint {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  url: string;
  payload?: object;
  /** What a signed-in member gets in member-access.test.ts's data: she has a membership and one request; the ids in the urls are someone else's. */
  status: number;
}

/** Every route that needs a member's session. `:other` is another person's record. */
export const memberEndpoints: MemberEndpoint[] = [
  { method: 'GET', url: '/api/member/me', status: 200 },
  { method: 'PUT', url: '/api/member/details', payload: {}, status: 400 },
  { method: 'PUT', url: '/api/member/email-choices', payload: {}, status: 400 },
  { method: 'POST', url: '/api/member/membership/delete', payload: {}, status: 400 },
  { method: 'GET', url: '/api/member/requests', status: 200 },
  { method: 'GET', url: '/api/member/requests/:other', status: 404 },
  { method: 'GET', url: '/api/member/requests/:other/attachments/unknown-file', status: 404 },
  { method: 'POST', url: '/api/member/requests/:other/messages', payload: { body: 'Not mine' }, status: 404 },
  { method: 'POST', url: '/api/member/requests/:other/rating', payload: { rating: 5 }, status: 404 },
  { method: 'GET', url: '/api/member/inquiries', status: 200 },
  { method: 'GET', url: '/api/member/devices', status: 200 },
  { method: 'DELETE', url: '/api/member/devices/:otherDevice', status: 404 },
  { method: 'GET', url: '/api/member/export', status: 200 },
  { method: 'POST', url: '/api/member/sign-out-everywhere', payload: {}, status: 200 },
  { method: 'POST', url: '/api/member/sign-out', payload: {}, status: 200 },
];
