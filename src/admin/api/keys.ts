/** Query keys of the back office: one root, so a logout or a write can refresh everything. */
export const adminKeys = {
  all: ['admin'] as const,
  dashboard: () => ['admin', 'dashboard'] as const,
  players: (q: string) => ['admin', 'players', q] as const,
  player: (id: number) => ['admin', 'player', id] as const,
  withdrawals: (status: string) => ['admin', 'withdrawals', status] as const,
  unattributed: () => ['admin', 'unattributed'] as const,
  reconciliation: () => ['admin', 'reconciliation'] as const,
  adjustments: () => ['admin', 'adjustments'] as const,
  audit: (filter: object) => ['admin', 'audit', filter] as const,
  complaints: (status: string) => ['admin', 'complaints', status] as const,
  complaint: (id: number) => ['admin', 'complaint', id] as const,
};
