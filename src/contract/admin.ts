/**
 * PLACEHOLDER until the bo-server branch commits the real contract of /admin/api (DESIGN.md
 * section 13): the UI is written against these shapes and is re-fitted to the server's file,
 * which replaces this one unchanged.
 */
import type { WithdrawalStatus } from './api-types';
import type { BetOption, Game } from './games';
import type { ProtectionView } from './protection';

export const ADMIN_API_BASE_PATH = '/admin/api';
export const ADMIN_ROLES = ['viewer', 'support', 'finance', 'admin'] as const;
export type AdminRole = (typeof ADMIN_ROLES)[number];

export interface AdminSession {
  role: AdminRole;
  csrfToken: string;
  operatorId: number;
}

export interface LoginState {
  state: string;
}

export interface PlayerSummary {
  id: number;
  username: string | null;
  firstName: string;
  refCode: string;
  balance: string;
  createdAt: string;
}

export interface StatementLine {
  id: string;
  kind: string;
  amount: string;
  balanceAfter: string;
  createdAt: string;
}

export interface AdminOrder {
  id: string;
  game: Game;
  option: BetOption;
  stake: string;
  payout: string;
  result: 'win' | 'loss';
  outcome: number;
  serverSeedHash: string;
  serverSeed: string | null;
  clientSeed: string;
  nonce: number;
  createdAt: string;
}

export interface AdminDeposit {
  id: string;
  amount: string;
  txHash: string | null;
  createdAt: string;
}

export interface AdminWithdrawal {
  id: string;
  playerId: number;
  username: string | null;
  amount: string;
  toAddress: string;
  status: WithdrawalStatus;
  createdAt: string;
  approvals: { operatorId: number; at: string }[];
  approvalsNeeded: number;
}

export interface AdminReferral {
  id: number;
  username: string | null;
  createdAt: string;
}

export interface SupportNote {
  id: string;
  operatorId: number;
  text: string;
  createdAt: string;
}

export interface PlayerDetail extends PlayerSummary {
  statement: StatementLine[];
  orders: AdminOrder[];
  deposits: AdminDeposit[];
  withdrawals: AdminWithdrawal[];
  referrals: AdminReferral[];
  protection: ProtectionView;
  notes: SupportNote[];
}

export interface UnattributedDeposit {
  id: string;
  amount: string;
  fromAddress: string;
  memo: string | null;
  txHash: string;
  createdAt: string;
}

export interface AdjustmentBody {
  playerId: number;
  amount: string;
  reason: string;
}

export interface Adjustment {
  id: string;
  status: 'posted' | 'awaiting_approval';
  approvals: { operatorId: number; at: string }[];
  approvalsNeeded: number;
}

export interface OptionReturn {
  game: Game;
  option: BetOption;
  orders: number;
  expected: number;
  actual: number | null;
  low: number | null;
  high: number | null;
}

export interface Dashboard {
  ggrByDay: { day: string; ggr: string }[];
  ggrByGame: { game: Game; ggr: string }[];
  returns: OptionReturn[];
  deposits: string;
  withdrawals: string;
  activePlayers: number;
  owedToPlayers: string;
  hotWallet: string | null;
}

export interface Reconciliation {
  booksSum: string;
  booksBalanced: boolean;
  hotWallet: string | null;
  owed: string;
  difference: string | null;
}

export interface AuditEntry {
  id: string;
  operatorId: number | null;
  role: AdminRole | null;
  action: string;
  outcome: 'ok' | 'refused';
  target: string | null;
  before: unknown;
  after: unknown;
  at: string;
}

export interface AuditPage {
  data: AuditEntry[];
  hasNext: boolean;
}
