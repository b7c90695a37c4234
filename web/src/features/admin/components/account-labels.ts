import type { AccountStatus, Role } from '@wfc/shared';

/** The Users screen's words for roles and account states. */
export const roleLabels: Record<Role, string> = { admin: 'Admin', operator: 'Operator', enabler: 'Enabler' };
export const statusLabels: Record<AccountStatus, string> = { pending: 'Pending', active: 'Active', deactivated: 'Deactivated' };
