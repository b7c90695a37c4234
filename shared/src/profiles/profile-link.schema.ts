import { z } from 'zod';
import type { EnablerAccount } from '../auth/auth.schema';
import type { Enabler } from '../content/content.schema';

/** A directory profile with the enabler account linked to it (one account per profile, one profile per account). */
export interface EnablerProfileLink {
  id: number;
  name: string;
  photo: string;
  title: string;
  account: EnablerAccount | null;
}

/** GET /api/admin/enabler-profiles: every profile in directory order, and the active enabler accounts not linked yet. */
export interface EnablerProfileLinks {
  profiles: EnablerProfileLink[];
  unlinkedAccounts: EnablerAccount[];
}

/** Body of PUT /api/admin/enabler-profiles/:id/account: the account to link, or null to unlink. */
export const LinkProfileAccountBody = z.object({
  userId: z
    .string({ error: 'Please choose an enabler account.' })
    .min(1, { error: 'Please choose an enabler account.' })
    .max(100)
    .nullable(),
});
export type LinkProfileAccountBody = z.infer<typeof LinkProfileAccountBody>;

/** GET /api/enabler/profile: the caller's own directory profile, or null while none is linked. */
export interface MyEnablerProfile {
  profile: Pick<Enabler, 'id' | 'name' | 'photo' | 'title'> | null;
}
