import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { AccountStatus, Role } from '@wfc/shared';

/** The Users screen's words for roles and account states (shown with `t(...)` in the page's language). */
export const roleLabels: Record<Role, MessageDescriptor> = { admin: msg`Admin`, operator: msg`Operator`, enabler: msg`Enabler` };
export const statusLabels: Record<AccountStatus, MessageDescriptor> = {
  pending: msg`Pending`,
  invited: msg`Invited`,
  active: msg`Active`,
  deactivated: msg`Deactivated`,
};
