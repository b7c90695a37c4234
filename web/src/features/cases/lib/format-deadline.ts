/** A case's deadline as the visitor's local date, or "Not set" (product-spec.md §2). Call after hydration only. */
export function formatDeadline(deadline: string | null | undefined): string {
  if (!deadline) return 'Not set';
  const date = new Date(deadline);
  return Number.isNaN(date.getTime()) ? 'Not set' : date.toLocaleDateString();
}
