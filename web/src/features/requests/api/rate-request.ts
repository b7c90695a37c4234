import type { CaseRating, RatingBody } from '@wfc/shared';
import { api } from '../../../lib/api-client';
import { requestCredentials } from './request-credentials';

/** POST /api/request/rating: 1 to 5 and an optional comment, once the case is Completed (409 before). */
export function rateRequest(token: string, rating: RatingBody) {
  return api<CaseRating>('/api/request/rating', { ...requestCredentials(token), body: rating });
}
