import type { FindRequestsBody } from '@wfc/shared';
import { api } from '../../../lib/api-client';

/**
 * POST /api/request/find: e-mails fresh links to the address's open requests. The answer (202) is
 * the same whether or not the address is known, so it reveals nothing.
 */
export function findRequests(body: FindRequestsBody) {
  return api<{ message: string }>('/api/request/find', { body, anonymous: true });
}
