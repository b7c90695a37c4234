import type { Messages } from '@lingui/core';

/**
 * The pseudo-locale's catalogs (docs/i18n.md). Lingui compiles `pseudo.po` into accented English
 * ("Ŝéàŕçĥ"), which finds untranslated text but not clipping: a translation is often a third
 * longer than the English (Malayalam's words more). So each word is lengthened here too, by doubling
 * two letters in five ("Ŝééàŕŕçĥĥ"). A chunk of its own, loaded only for a `/pseudo` page.
 */

/** How much longer each word gets: two letters doubled for every five. */
const LENGTHEN_BY = 0.4;

/** A word with `LENGTHEN_BY` of its letters doubled, evenly spread. */
function lengthenWord(word: string): string {
  const letters = [...word];
  const extra = Math.round(letters.length * LENGTHEN_BY);
  if (extra === 0) return word;
  return letters
    .map((letter, index) =>
      Math.floor(((index + 1) * extra) / letters.length) > Math.floor((index * extra) / letters.length) ? letter + letter : letter,
    )
    .join('');
}

/** Every word of a text lengthened; tags (`<0>`), numbers and punctuation kept as they are. */
export function lengthenText(text: string): string {
  return text.replace(/\p{L}[\p{L}\p{M}]*/gu, (word) => lengthenWord(word));
}

type Compiled = Messages[string];

/**
 * A compiled message with its literal text lengthened: the strings of the message and of each
 * plural or select branch, never a placeholder's name or a number's or date's style.
 */
export function lengthenMessage(message: Compiled): Compiled {
  if (typeof message === 'string') return lengthenText(message);
  if (!Array.isArray(message)) return message;
  return message.map((token: unknown) => {
    if (typeof token === 'string') return lengthenText(token);
    if (Array.isArray(token) && token.length === 3 && token[2] !== null && typeof token[2] === 'object') {
      const branches = Object.entries(token[2] as Record<string, unknown>).map(([key, value]) => [
        key,
        key === 'offset' ? value : lengthenMessage(value as Compiled),
      ]);
      return [token[0], token[1], Object.fromEntries(branches)];
    }
    return token;
  }) as Compiled;
}

/** A catalog's messages, each lengthened. */
export function lengthenMessages(messages: Messages): Messages {
  return Object.fromEntries(Object.entries(messages).map(([id, message]) => [id, lengthenMessage(message)]));
}

/** The pseudo-locale's public screens' messages. */
export const loadSitePseudo = () => import('../locales/site/pseudo.po').then(({ messages }) => ({ messages: lengthenMessages(messages) }));
/** The pseudo-locale's staff screens' messages. */
export const loadStaffPseudo = () =>
  import('../locales/staff/pseudo.po').then(({ messages }) => ({ messages: lengthenMessages(messages) }));
/** The pseudo-locale's member directory messages (issue 42). */
export const loadMembersPseudo = () =>
  import('../locales/members/pseudo.po').then(({ messages }) => ({ messages: lengthenMessages(messages) }));
