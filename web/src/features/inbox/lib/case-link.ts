/** Where a help request opens for staff: the operator dashboard's case view (operators and admins). */
export const caseLinkOf = (caseId: string) => `/operator?case=${encodeURIComponent(caseId)}`;
