/**
 * The back office's operators in the e2e runs, one per role (two in finance: above the dual
 * threshold a second one must approve). playwright.config.ts gives the suite's server
 * ADMIN_TELEGRAM_IDS from this list; specs that spawn a server of their own pass the same.
 */
import type { OperatorRole } from '../../src/contract/admin';

export interface E2eOperator {
  id: number;
  first_name: string;
  last_name: string;
  role: OperatorRole;
}

export const VIEWER: E2eOperator = { id: 930_001, first_name: 'Vic', last_name: 'Viewer', role: 'viewer' };
export const SUPPORT: E2eOperator = { id: 930_002, first_name: 'Sue', last_name: 'Support', role: 'support' };
export const FINANCE: E2eOperator = { id: 930_003, first_name: 'Fred', last_name: 'Finance', role: 'finance' };
export const FINANCE_2: E2eOperator = { id: 930_004, first_name: 'Fiona', last_name: 'Finance', role: 'finance' };
export const ADMIN: E2eOperator = { id: 930_005, first_name: 'Alan', last_name: 'Admin', role: 'admin' };

export const ADMIN_TELEGRAM_IDS = [VIEWER, SUPPORT, FINANCE, FINANCE_2, ADMIN].map((o) => `${o.id}:${o.role}`).join(',');
