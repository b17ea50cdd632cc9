import { Gauge } from 'prom-client';
import { metricsRegistry } from '../http/metrics';
import type { Db, Queryable } from '../db/db';

/**
 * What an operator must hear about payouts (docs/payments.md, The TON floor and The stuck alert):
 * the hot wallet below its TON floor, and withdrawals `sending` for longer than they should be.
 */
export interface PayoutAlerts {
  /** Withdrawals `sending` longer than PAYOUT_STUCK_AFTER_S. */
  stuck: number;
  /** When the oldest of them was signed; null when none is stuck. */
  oldestStuckSince: Date | null;
  /** null: the worker has not checked the hot wallet yet. */
  lowOnTon: boolean | null;
  tonBalanceNano: bigint | null;
}

/** The worker's last look at the hot wallet's TON, kept for every instance (one row). */
export async function recordHotWalletTon(q: Queryable, balanceNano: bigint, low: boolean, now: Date): Promise<void> {
  await q.query(
    `INSERT INTO payout_health (id, ton_balance_nano, low_on_ton, checked_at) VALUES (1, $1, $2, $3)
     ON CONFLICT (id) DO UPDATE SET ton_balance_nano = EXCLUDED.ton_balance_nano, low_on_ton = EXCLUDED.low_on_ton, checked_at = EXCLUDED.checked_at`,
    [balanceNano, low, now],
  );
}

export async function payoutAlerts(q: Queryable, stuckAfterS: number, now: Date): Promise<PayoutAlerts> {
  const [stuck] = await q.query<{ stuck: number; oldest: Date | null }>(
    `SELECT count(*)::int AS stuck, min(updated_at) AS oldest FROM withdrawals
     WHERE status = 'sending' AND updated_at < $1`,
    [new Date(now.getTime() - stuckAfterS * 1000)],
  );
  const [health] = await q.query<{ ton_balance_nano: bigint; low_on_ton: boolean }>('SELECT ton_balance_nano, low_on_ton FROM payout_health WHERE id = 1');
  return { stuck: stuck?.stuck ?? 0, oldestStuckSince: stuck?.oldest ?? null, lowOnTon: health?.low_on_ton ?? null, tonBalanceNano: health?.ton_balance_nano ?? null };
}

type AlertSource = () => Promise<PayoutAlerts>;
/** The server whose worker started last answers the scrape (one per process outside tests). */
let source: AlertSource | null = null;

async function collectWith(set: (alerts: PayoutAlerts) => void): Promise<void> {
  if (!source) return;
  try {
    set(await source());
  } catch {
    // A scrape never fails on the database: the gauges keep their last values.
  }
}

export const stuckWithdrawalsGauge = new Gauge({
  name: 'payout_withdrawals_stuck',
  help: 'Withdrawals sending for longer than PAYOUT_STUCK_AFTER_S (an alert above 0)',
  registers: [metricsRegistry],
  async collect() {
    await collectWith((alerts) => this.set(alerts.stuck));
  },
});

export const lowOnTonGauge = new Gauge({
  name: 'payout_hot_wallet_low_on_ton',
  help: 'The hot wallet holds less TON than TON_HOT_WALLET_MIN_TON: nothing is paid out (1) or it holds enough (0)',
  registers: [metricsRegistry],
  async collect() {
    await collectWith((alerts) => this.set(alerts.lowOnTon ? 1 : 0));
  },
});

/** The alerts of this database answer /metrics until the returned function is called. */
export function exportPayoutAlerts(db: Db, stuckAfterS: number, clock: () => Date = () => new Date()): () => void {
  const mine: AlertSource = () => payoutAlerts(db, stuckAfterS, clock());
  source = mine;
  return () => {
    if (source === mine) source = null;
  };
}
