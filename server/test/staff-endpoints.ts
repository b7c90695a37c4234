import type { Role } from '@wfc/shared';

/** A staff endpoint, for the tests that call every one of them (access control, the password gate). */
export interface StaffEndpoint {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  url: string;
  payload?: object;
  /** Roles that may call it, with the status each gets in require-role.test.ts's data. */
  allowed: Partial<Record<Role, number>>;
  /** Callable while the account must still choose its own password or set up two-factor sign-in (me, logout, change password, her two-factor routes). */
  ungated?: boolean;
}

/** Every staff endpoint of the API. */
export const staffEndpoints: StaffEndpoint[] = [
  { method: 'GET', url: '/api/auth/me', allowed: { admin: 200, operator: 200, enabler: 200 }, ungated: true },
  { method: 'POST', url: '/api/auth/logout', allowed: { admin: 204, operator: 204, enabler: 204 }, ungated: true },
  { method: 'POST', url: '/api/auth/change-password', payload: {}, allowed: { admin: 400, operator: 400, enabler: 400 }, ungated: true },
  { method: 'GET', url: '/api/auth/two-factor', allowed: { admin: 200, operator: 200, enabler: 200 }, ungated: true },
  { method: 'POST', url: '/api/auth/two-factor/setup', allowed: { admin: 200, operator: 200, enabler: 200 }, ungated: true },
  { method: 'POST', url: '/api/auth/two-factor/confirm', payload: {}, allowed: { admin: 400, operator: 400, enabler: 400 }, ungated: true },
  { method: 'POST', url: '/api/auth/two-factor/disable', payload: {}, allowed: { admin: 400, operator: 400, enabler: 400 }, ungated: true },
  { method: 'POST', url: '/api/auth/two-factor/recovery-codes', payload: {}, allowed: { admin: 400, operator: 400, enabler: 400 }, ungated: true },
  { method: 'GET', url: '/api/admin/pending-enablers', allowed: { admin: 200 } },
  { method: 'POST', url: '/api/admin/approve-enabler/unknown-id', allowed: { admin: 404 } },
  { method: 'POST', url: '/api/admin/reject/unknown-id', allowed: { admin: 404 } },
  { method: 'POST', url: '/api/admin/create-user', payload: {}, allowed: { admin: 400 } },
  { method: 'GET', url: '/api/admin/mail', allowed: { admin: 200 } },
  { method: 'GET', url: '/api/admin/mail/unknown-id', allowed: { admin: 404 } },
  { method: 'GET', url: '/api/admin/audit', allowed: { admin: 200 } },
  { method: 'GET', url: '/api/admin/sign-in-throttles', allowed: { admin: 200 } },
  { method: 'DELETE', url: '/api/admin/sign-in-throttles', payload: {}, allowed: { admin: 400 } },
  { method: 'GET', url: '/api/members', allowed: { admin: 200, operator: 200 } },
  { method: 'GET', url: '/api/members/export', allowed: { admin: 200, operator: 200 } },
  { method: 'GET', url: '/api/members/unknown-member', allowed: { admin: 404, operator: 404 } },
  { method: 'POST', url: '/api/members/unknown-member/erase', allowed: { admin: 404, operator: 404 } },
  { method: 'GET', url: '/api/admin/users', allowed: { admin: 200 } },
  { method: 'GET', url: '/api/admin/content/site', allowed: { admin: 200 } },
  { method: 'PUT', url: '/api/admin/content/site', payload: {}, allowed: { admin: 400 } },
  { method: 'GET', url: '/api/admin/content/site/revisions', allowed: { admin: 200 } },
  { method: 'GET', url: '/api/admin/content/site/revisions/999', allowed: { admin: 404 } },
  { method: 'POST', url: '/api/admin/content/site/revisions/999/restore', payload: { version: 1 }, allowed: { admin: 404 } },
  { method: 'PUT', url: '/api/admin/content/enablers/order', payload: {}, allowed: { admin: 400 } },
  { method: 'GET', url: '/api/admin/content/enablers/1', allowed: { admin: 200 } },
  { method: 'PUT', url: '/api/admin/content/enablers/1', payload: {}, allowed: { admin: 400 } },
  { method: 'GET', url: '/api/admin/content/enablers/1/revisions', allowed: { admin: 200 } },
  { method: 'GET', url: '/api/admin/content/enablers/1/revisions/999', allowed: { admin: 404 } },
  { method: 'POST', url: '/api/admin/content/enablers/1/revisions/999/restore', payload: { version: 1 }, allowed: { admin: 404 } },
  { method: 'GET', url: '/api/admin/content/events', allowed: { admin: 200 } },
  { method: 'POST', url: '/api/admin/content/events', payload: {}, allowed: { admin: 400 } },
  { method: 'GET', url: '/api/admin/content/events/evt-01', allowed: { admin: 200 } },
  { method: 'PUT', url: '/api/admin/content/events/evt-01', payload: {}, allowed: { admin: 400 } },
  { method: 'POST', url: '/api/admin/content/events/evt-01/trash', payload: {}, allowed: { admin: 400 } },
  { method: 'POST', url: '/api/admin/content/events/evt-01/untrash', payload: {}, allowed: { admin: 400 } },
  { method: 'GET', url: '/api/admin/content/events/evt-01/revisions', allowed: { admin: 200 } },
  { method: 'GET', url: '/api/admin/content/events/evt-01/revisions/999', allowed: { admin: 404 } },
  { method: 'POST', url: '/api/admin/content/events/evt-01/revisions/999/restore', payload: { version: 1 }, allowed: { admin: 404 } },
  { method: 'GET', url: '/api/enabler/profile/edit', allowed: { enabler: 404 } },
  { method: 'POST', url: '/api/media', payload: {}, allowed: { admin: 400, enabler: 400 } },
  { method: 'PUT', url: '/api/enabler/profile', payload: {}, allowed: { enabler: 400 } },
  { method: 'POST', url: '/api/admin/users/unknown-id/role', payload: { role: 'admin' }, allowed: { admin: 404 } },
  { method: 'POST', url: '/api/admin/users/unknown-id/deactivate', allowed: { admin: 404 } },
  { method: 'POST', url: '/api/admin/users/unknown-id/reactivate', allowed: { admin: 404 } },
  { method: 'POST', url: '/api/admin/users/unknown-id/two-factor/reset', allowed: { admin: 404 } },
  { method: 'GET', url: '/api/admin/security-settings', allowed: { admin: 200 } },
  { method: 'PUT', url: '/api/admin/security-settings', payload: {}, allowed: { admin: 400 } },
  { method: 'GET', url: '/api/operator/cases', allowed: { admin: 200, operator: 200 } },
  { method: 'GET', url: '/api/operator/enablers', allowed: { admin: 200, operator: 200 } },
  { method: 'GET', url: '/api/operator/reports', allowed: { admin: 200, operator: 200 } },
  { method: 'POST', url: '/api/operator/assign/unknown-case', payload: { enablerId: 'nobody' }, allowed: { admin: 400, operator: 400 } },
  { method: 'GET', url: '/api/enabler/my-cases', allowed: { enabler: 200 } },
  { method: 'GET', url: '/api/enabler/case-counts', allowed: { enabler: 200 } },
  { method: 'GET', url: '/api/enabler/availability', allowed: { enabler: 200 } },
  { method: 'PUT', url: '/api/enabler/availability', payload: {}, allowed: { enabler: 400 } },
  { method: 'POST', url: '/api/enabler/accept/unknown-case', allowed: { enabler: 404 } },
  { method: 'POST', url: '/api/enabler/update/unknown-case', payload: { status: 'Completed' }, allowed: { enabler: 404 } },
];
