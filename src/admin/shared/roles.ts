/**
 * What each role's screens offer (buttons a role may not use are disabled). Only a convenience:
 * the server checks every permission again and refuses with 403 (docs/back-office.md).
 */
import { roleAllows, type OperatorRole } from '../../contract/admin';

export type AdminAction = 'note' | 'approve' | 'deposit' | 'adjust';

const LEAST_ROLE: Record<AdminAction, OperatorRole> = {
  note: 'support',
  approve: 'finance',
  deposit: 'finance',
  adjust: 'finance',
};

export function can(role: OperatorRole, action: AdminAction): boolean {
  return roleAllows(role, LEAST_ROLE[action]);
}
