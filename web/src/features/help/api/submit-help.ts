import type { HelpRequestBody } from '@wfc/shared';
import { api } from '../../../lib/api-client';

/** POST /api/help: turns a quick question into a case for the operators. */
export function submitHelp(body: HelpRequestBody) {
  return api<{ _id: string; message: string }>('/api/help', { body });
}
