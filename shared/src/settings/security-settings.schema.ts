import { z } from 'zod';

/** The admins' security settings (GET and PUT /api/admin/security-settings; decision 020). */
export const SecuritySettings = z.object({
  /** Admins must use two-factor sign-in: one without it is sent to set it up before anything else. */
  requireTwoFactorForAdmins: z.boolean({ error: 'Please say whether admins must use two-factor sign-in.' }),
});
export type SecuritySettings = z.infer<typeof SecuritySettings>;

/** What each setting is called in the audit log and on the Security screen. */
export const securitySettingLabels: Record<keyof SecuritySettings, string> = {
  requireTwoFactorForAdmins: 'Require two-factor sign-in for admins',
};
