import { addDays } from 'date-fns/addDays';
import { startOfDay } from 'date-fns/startOfDay';
import { subDays } from 'date-fns/subDays';
import type { AdminDashboard, GgrLine, OptionReturn, PayoutAlertsView } from '../../src/contract/admin';
import type { RevenueLine } from '../../src/contract/admin-revenue';
import { payoutAlerts } from '../withdrawals/payout-health';
import { GAME_RULES } from '../../src/contract/game-rules';
import { GAMES } from '../../src/contract/games';
import { formatUsdt } from '../../src/contract/money';
import { utc } from '../../src/contract/utc';
import { readLatestReconciliation } from '../books/reconciliation-monitor';
import type { AdminDeps } from './admin-deps';
import { groupRevenue, revenueBuckets } from '../revenue/revenue-report';
import { moneyFlows, optionTotals } from './dashboard-repository';
import { optionMoments, returnInterval } from './return-interval';

/** TON from nanotons, "0.5" for 500000000n, as @ton/core's fromNano writes it (that module is kept off the start path). */
function tonFromNano(nano: bigint): string {
  const sign = nano < 0n ? '-' : '';
  const abs = nano < 0n ? -nano : nano;
  const fraction = (abs % 1_000_000_000n).toString().padStart(9, '0').replace(/0+$/, '');
  return `${sign}${abs / 1_000_000_000n}${fraction ? `.${fraction}` : ''}`;
}

const ACTIVE_DAYS = 7;

const ZERO = formatUsdt(0n);

const line = (row: RevenueLine | undefined): GgrLine => ({ stakes: row?.turnover ?? ZERO, payouts: row?.payouts ?? ZERO, ggr: row?.ggr ?? ZERO });

/**
 * The USDT our wallets hold on chain (the hot wallet, and the deposit wallet it is swept from), or
 * null when payments are off or the indexer does not answer (the page still loads).
 */
async function hotWallet(deps: AdminDeps): Promise<string | null> {
  if (!deps.onChainUsdt) return null;
  try {
    const { depositWalletMicro, hotWalletMicro } = await deps.onChainUsdt();
    return formatUsdt(depositWalletMicro + (hotWalletMicro ?? 0n));
  } catch {
    return null;
  }
}

/** The hot wallet below its TON floor and withdrawals stuck `sending` (docs/payments.md); null without payments. */
async function payoutAlertsView(deps: AdminDeps, now: Date): Promise<PayoutAlertsView | null> {
  if (!deps.config.payments) return null;
  const alerts = await payoutAlerts(deps.db, deps.config.payments.payoutStuckAfterS, now);
  return {
    stuck: alerts.stuck,
    oldestStuckSince: alerts.oldestStuckSince?.toISOString() ?? null,
    lowOnTon: alerts.lowOnTon,
    hotWalletTon: alerts.tonBalanceNano === null ? null : tonFromNano(BigInt(alerts.tonBalanceNano)),
  };
}

/** The last `days` UTC days, today included: every day and every option listed, those without orders as zeros. */
export async function buildDashboard(deps: AdminDeps, days: number): Promise<AdminDashboard> {
  const now = deps.clock();
  const from = subDays(startOfDay(utc(now)), days - 1);
  // Revenue comes from the transfers, as the reports read them (a closed month's frozen figures included).
  const fromDay = new Date(+from).toISOString().slice(0, 10);
  const [buckets, options, flows, hot, payoutView, latest] = await Promise.all([
    revenueBuckets(deps.db, fromDay, now.toISOString().slice(0, 10)),
    optionTotals(deps.db, from),
    moneyFlows(deps.db, from, subDays(now, ACTIVE_DAYS)),
    hotWallet(deps),
    payoutAlertsView(deps, now),
    readLatestReconciliation(deps.db),
  ]);
  const dayRows = new Map(groupRevenue(buckets, 'day').map((row) => [row.key, row]));
  const ggrByDay = Array.from({ length: days }, (_, i) => {
    const day = addDays(from, i).toISOString().slice(0, 10);
    const row = dayRows.get(day);
    return { day, ...line(row), referralCost: row?.referralCost ?? ZERO, ngr: row?.ngr ?? ZERO };
  });
  const gameRows = new Map(groupRevenue(buckets, 'game').map((row) => [row.key, row]));
  const optionRows = new Map(options.map((row) => [`${row.game}:${row.option}`, row]));
  const optionReturns: OptionReturn[] = GAMES.flatMap((game) =>
    GAME_RULES[game].options.map(({ option }) => {
      const row = optionRows.get(`${game}:${option}`);
      const stakes = Number(row?.stakesMicro ?? 0n);
      return {
        game,
        option,
        orders: row?.orders ?? 0,
        stakes: formatUsdt(row?.stakesMicro ?? 0n),
        payouts: formatUsdt(row?.payoutsMicro ?? 0n),
        actualReturn: row && stakes > 0 ? Number(row.payoutsMicro) / stakes : null,
        expectedReturn: optionMoments(game, option).mean,
        interval: row ? returnInterval(game, option, stakes, row.sumSquaredStakes) : null,
      };
    }),
  );
  return {
    from: new Date(+from).toISOString(),
    to: now.toISOString(),
    ggrByDay,
    ggrByGame: GAMES.map((game) => ({ game, ...line(gameRows.get(game)) })),
    options: optionReturns,
    deposits: { count: flows.deposits.count, amount: formatUsdt(flows.deposits.micro) },
    withdrawals: { count: flows.withdrawals.count, amount: formatUsdt(flows.withdrawals.micro) },
    activePlayers: flows.activePlayers,
    owedToPlayers: formatUsdt(flows.owedMicro),
    hotWalletBalance: hot,
    awaitingApproval: { count: flows.awaitingApproval.count, amount: formatUsdt(flows.awaitingApproval.micro) },
    payouts: payoutView,
    reconciliation: latest && {
      ok: latest.ok,
      checkedAt: latest.checkedAt.toISOString(),
      difference: formatUsdt(latest.differenceMicro),
      booksSum: formatUsdt(latest.sumMicro),
      mismatches: latest.mismatches,
      chainUnknown: latest.chainError !== null,
    },
  };
}
