import { accountLinks } from './account-links.repository';

/** Password reset links (account-links.repository.ts): one hour, single use, only their hash stored. */
const resetLinks = accountLinks('password_reset_tokens');

export const insertResetToken = resetLinks.insert;
/** The account a reset token belongs to while it is unused and unexpired at `now`; undefined otherwise. */
export const findUsableResetToken = resetLinks.findUsable;
/** Marks one token used, only if it still is usable (of two uses racing, one gets true). */
export const useResetToken = resetLinks.use;
/** Ends every link an account still has (after its password changed, by any way). */
export const useAllResetTokensOf = resetLinks.useAllOf;
