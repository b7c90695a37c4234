import type { CaseRating, RatingBody } from '@wfc/shared';
import { memberApi } from './member-api';

/** POST /api/member/requests/:id/rating: 1 to 5 and an optional comment, once the request is completed. */
export function rateMemberRequest(id: string, rating: RatingBody) {
  return memberApi<CaseRating>(`/api/member/requests/${encodeURIComponent(id)}/rating`, { body: rating });
}
