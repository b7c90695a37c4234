/** A button that changes the step in place but reads as the site's text links do. */
export const linkButtonClasses =
  'inline-flex min-h-6 items-center rounded font-semibold text-brand-800 underline underline-offset-2 hover:text-brand-900';
