import { Gauge } from 'prom-client';
import { metricsRegistry } from '../http/metrics';
import type { LatestReconciliation } from './reconciliation-monitor';

/** Process-wide, like every gauge: the latest reconciliation any instance stored (docs/payments.md). */
const reconciled = new Gauge({
  name: 'reconciliation_ok',
  help: 'Whether the latest reconciliation of the books (and the chain) agreed: 1 yes, 0 a difference (alert on 0)',
  registers: [metricsRegistry],
});
const difference = new Gauge({
  name: 'reconciliation_difference_micro_usdt',
  help: 'USDT on chain minus what the books say it holds, in micro-USDT, at the latest reconciliation (0: agreed)',
  registers: [metricsRegistry],
});
const booksSum = new Gauge({
  name: 'reconciliation_books_sum_micro_usdt',
  help: 'The sum over all accounts of the books at the latest reconciliation, in micro-USDT (must be 0)',
  registers: [metricsRegistry],
});
const mismatches = new Gauge({
  name: 'reconciliation_account_mismatches',
  help: 'Player accounts whose balance differs from their transfers at the latest reconciliation',
  registers: [metricsRegistry],
});
const chainUnknown = new Gauge({
  name: 'reconciliation_chain_unknown',
  help: '1 when the latest reconciliation could not read the chain (the indexer did not answer)',
  registers: [metricsRegistry],
});
const checkedAt = new Gauge({
  name: 'reconciliation_checked_timestamp_seconds',
  help: 'When the latest reconciliation ran (Unix seconds): alert when it stops moving',
  registers: [metricsRegistry],
});

export function publishReconciliation(latest: LatestReconciliation): void {
  reconciled.set(latest.ok ? 1 : 0);
  difference.set(Number(latest.differenceMicro));
  booksSum.set(Number(latest.sumMicro));
  mismatches.set(latest.mismatches);
  chainUnknown.set(latest.chainError === null ? 0 : 1);
  checkedAt.set(Math.floor(latest.checkedAt.getTime() / 1000));
}
