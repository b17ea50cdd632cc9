/**
 * What each role's screens offer (buttons a role may not use are disabled). Only a convenience:
 * the server checks every permission again and refuses with 403 (DESIGN.md section 13).
 */
import { ADMIN_ROLES, type AdminRole } from '../contract/admin';

export type AdminAction = 'note' | 'approve' | 'deposit' | 'adjust';

const LEAST_ROLE: Record<AdminAction, AdminRole> = {
  note: 'support',
  approve: 'finance',
  deposit: 'finance',
  adjust: 'finance',
};

export function can(role: AdminRole | undefined, action: AdminAction): boolean {
  if (!role) return false;
  return ADMIN_ROLES.indexOf(role) >= ADMIN_ROLES.indexOf(LEAST_ROLE[action]);
}
