/** The compliance queue's reads (docs/compliance.md, "In the back office"): flagged players and held withdrawals. */
import type { AdminComplianceQueue, AdminFlaggedPlayer, AdminFlagReason } from '../../src/contract/admin-compliance';
import type { FlagReason, VerificationTier } from '../../src/contract/verification';
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

/** Flagged players (signals that disagree, a blocked country), the longest waiting first (at most `limit`), with what flagged them. */
async function flaggedPlayers(q: Queryable, limit: number): Promise<AdminFlaggedPlayer[]> {
  const rows = await q.query<FlaggedRow>(
    `SELECT u.id, u.telegram_id, u.first_name, u.last_name, u.username, v.tier, s.ip_country, s.residence, s.phone_country, s.updated_at
     FROM jurisdiction_signals s JOIN users u ON u.id = s.user_id LEFT JOIN player_verification v ON v.user_id = s.user_id
     WHERE s.flagged ORDER BY s.updated_at, s.user_id LIMIT $1`,
    [limit],
  );
  const reasons = await openReasons(q, rows.map((row) => Number(row.id)));
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
    reasons: reasons.get(Number(row.id)) ?? [],
  }));
}

/** What flagged each of these players and no clearing closed yet: their disagreements and blocked-country refusals, oldest first. */
async function openReasons(q: Queryable, userIds: number[]): Promise<Map<number, AdminFlagReason[]>> {
  const byPlayer = new Map<number, AdminFlagReason[]>();
  if (userIds.length === 0) return byPlayer;
  const rows = await q.query<{ user_id: bigint | number; kind: FlagReason; countries: string }>(
    `SELECT user_id, kind, countries FROM (
       SELECT user_id, 'signals_disagree' AS kind, countries, created_at, id FROM jurisdiction_disagreements WHERE clearance_id IS NULL AND user_id = ANY($1::bigint[])
       UNION ALL
       SELECT user_id, 'blocked_country', country, created_at, id FROM jurisdiction_blocks WHERE clearance_id IS NULL AND user_id = ANY($1::bigint[])
     ) open ORDER BY created_at, kind, id`,
    [userIds],
  );
  for (const row of rows) {
    const id = Number(row.user_id);
    byPlayer.set(id, [...(byPlayer.get(id) ?? []), { kind: row.kind, countries: row.countries.split(',') }]);
  }
  return byPlayer;
}

export async function complianceQueue(q: Queryable, dualAboveMicro: bigint, limit = 200): Promise<AdminComplianceQueue> {
  const [flagged, waiting] = await Promise.all([flaggedPlayers(q, limit), listWithdrawals(q, 'awaiting_approval', dualAboveMicro, limit)]);
  return { flagged, held: waiting.filter((row) => row.holdReason !== null) };
}
