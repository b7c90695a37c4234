import { z } from 'zod';
import { locales } from '../locales';

/** Body of PUT /api/account/language, and its answer: the language of a staff member's e-mail. */
export const AccountLanguage = z.object({
  locale: z.enum(locales, { error: 'Please choose English or Malayalam (en or ml).' }),
});
export type AccountLanguage = z.infer<typeof AccountLanguage>;
