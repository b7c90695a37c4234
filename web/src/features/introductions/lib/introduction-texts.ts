import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { introductionMessages } from '@wfc/shared';
import { ApiError } from '../../../lib/api-client';

/**
 * The texts of shared/src/introductions/introductions.messages.ts that the browser shows itself,
 * when no answer of the server brought them (those come translated, decision 027); English word for
 * word, as introduction-texts.test.ts checks.
 */
export const introductionTexts = {
  listYourselfFirst: msg`Please list yourself in the directory first: she sees your card with your note.`,
  linkInvalid: msg`This link is not valid or has expired. Sign in to see your introductions on your page.`,
  noteHiddenByStaff: msg`The club hid this note.`,
} satisfies Partial<Record<keyof typeof introductionMessages, MessageDescriptor>>;

/** Whether a refused request says she must list herself first (409 `LIST_YOURSELF_FIRST`), so the dialog can offer her listing's section. */
export function isListYourselfFirst(error: unknown): boolean {
  return error instanceof ApiError && error.status === 409 && error.body?.code === 'LIST_YOURSELF_FIRST';
}
