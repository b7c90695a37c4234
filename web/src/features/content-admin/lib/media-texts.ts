import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { MAX_ALT, type mediaMessages } from '@wfc/shared';

/**
 * The alt text's messages of shared/src/media (the AltText schema), which the carousel's form checks
 * itself, as staff messages; English word for word, as shared-messages.test.ts checks.
 */
export const mediaTexts = {
  altRequired: msg`Please describe the image for people who cannot see it (alt text).`,
  altTooLong: msg`The alt text must be at most ${MAX_ALT} characters.`,
} satisfies Partial<Record<keyof typeof mediaMessages, MessageDescriptor>>;
