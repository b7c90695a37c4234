import type { Role, User } from '@wfc/shared';
import { forbidden } from './app-error';

/**
 * Refuses with 403 unless the actor has one of `allowed` roles. Routes check roles first; services
 * check again so that a service called from elsewhere cannot skip the rule.
 */
export function assertRole(actor: User, ...allowed: Role[]): void {
  if (!allowed.includes(actor.role)) throw forbidden();
}
