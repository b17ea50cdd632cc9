/** The compliance queue's reads (docs/compliance.md, "In the back office"): flagged players and held withdrawals. */
import type { AdminComplianceQueue, AdminFlaggedPlayer } from '../../src/contract/admin-compliance';
import type { VerificationTier } from '../../src/contract/verification';
import type { Queryable } from '../db/db';
import { displayName } from './player-repository';
import { listWithdrawals } from './withdrawal-queue-repository';

interface FlaggedRow {
  id: bigint | number;
  telegram_id: bigint | number;
  first_name: string;
  last_name: string | null;
  username: string | null;
  tier: number | null;
  ip_country: string | null;
  residence: string | null;
  phone_country: string | null;
  updated_at: Date;
}

/** Players whose signals disagree, the longest waiting first (at most `limit`). */
async function flaggedPlayers(q: Queryable, limit: number): Promise<AdminFlaggedPlayer[]> {
  const rows = await q.query<FlaggedRow>(
    `SELECT u.id, u.telegram_id, u.first_name, u.last_name, u.username, v.tier, s.ip_country, s.residence, s.phone_country, s.updated_at
     FROM jurisdiction_signals s JOIN users u ON u.id = s.user_id LEFT JOIN player_verification v ON v.user_id = s.user_id
     WHERE s.flagged ORDER BY s.updated_at, s.user_id LIMIT $1`,
    [limit],
  );
  return rows.map((row) => ({
    id: Number(row.id),
    telegramId: Number(row.telegram_id),
    name: displayName(row.first_name, row.last_name),
    username: row.username,
    tier: (row.tier ?? 0) as VerificationTier,
    ip: row.ip_country,
    residence: row.residence,
    phone: row.phone_country,
    updatedAt: row.updated_at.toISOString(),
  }));
}

export async function complianceQueue(q: Queryable, dualAboveMicro: bigint, limit = 200): Promise<AdminComplianceQueue> {
  const [flagged, waiting] = await Promise.all([flaggedPlayers(q, limit), listWithdrawals(q, 'awaiting_approval', dualAboveMicro, limit)]);
  return { flagged, held: waiting.filter((row) => row.holdReason !== null) };
}
