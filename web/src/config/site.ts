/** Breakpoints and timings of product-spec.md §9 that more than one screen uses. */
export const MOBILE_BREAKPOINT = 768;
export const NAV_SCROLLED_AT = 20;
export const NAV_SCROLL_OFFSET = 80;
export const NAV_ACTIVE_THRESHOLD = 150;

/** Section ids on the home page that links scroll to. */
export const sections = {
  club: 'club',
  enablers: 'enablers',
  quickHelp: 'quick-help',
} as const;
