/** The year the site was built, for the prerendered copyright line. */
declare const __BUILD_YEAR__: number;

/** A PO catalog, compiled to its messages by the Lingui Vite plugin. */
declare module '*.po' {
  import type { Messages } from '@lingui/core';
  export const messages: Messages;
}
