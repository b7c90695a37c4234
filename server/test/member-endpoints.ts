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
  // The member directory (issue 42). She has a membership but no card: an introduction asks her to list herself first.
  { method: 'GET', url: '/api/member/listing', status: 200 },
  { method: 'PUT', url: '/api/member/listing', payload: {}, status: 400 },
  { method: 'POST', url: '/api/member/listing/photo', payload: {}, status: 400 },
  { method: 'GET', url: '/api/member/directory', status: 200 },
  { method: 'GET', url: '/api/member/directory/filters', status: 200 },
  { method: 'GET', url: '/api/member/directory/:other', status: 404 },
  { method: 'GET', url: '/api/member/directory/photos/:other', status: 404 },
  { method: 'GET', url: '/api/member/blocks', status: 200 },
  { method: 'POST', url: '/api/member/blocks', payload: { listingId: 'no-such-card' }, status: 404 },
  { method: 'DELETE', url: '/api/member/blocks/:other', status: 404 },
  { method: 'POST', url: '/api/member/introductions', payload: { to: 'no-such-card', note: 'I would love to meet you.' }, status: 409 },
  { method: 'GET', url: '/api/member/introductions', status: 200 },
  { method: 'POST', url: '/api/member/introductions/:other/accept', payload: {}, status: 404 },
  { method: 'POST', url: '/api/member/introductions/:other/decline', payload: {}, status: 404 },
  {
    method: 'POST',
    url: '/api/member/reports',
    payload: { kind: 'card', listingId: 'no-such-card', reason: 'Not a founder' },
    status: 404,
  },
  // Her WhatsApp number (issue 44). This app has no WhatsApp account: the page says so, and a change's body is read first.
  { method: 'GET', url: '/api/member/whatsapp', status: 200 },
  { method: 'PUT', url: '/api/member/whatsapp', payload: {}, status: 400 },
  { method: 'POST', url: '/api/member/whatsapp/confirm', payload: {}, status: 400 },
  { method: 'PUT', url: '/api/member/whatsapp/choices', payload: {}, status: 400 },
  { method: 'DELETE', url: '/api/member/whatsapp', status: 200 },
  { method: 'POST', url: '/api/member/sign-out-everywhere', payload: {}, status: 200 },
  { method: 'POST', url: '/api/member/sign-out', payload: {}, status: 200 },
];
