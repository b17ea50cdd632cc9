import { Address } from './ton-address';
import { z } from 'zod';
import { parseUsdt } from '../../src/contract/money';

/** Tether's USDT jetton master on TON mainnet (6 decimals: one unit is one micro-USDT). */
export const MAINNET_USDT_MASTER = 'EQCxE6mUtQJKFnGfaROTKOt1lZbDiiX1kCixRv7Nw2Id_sDs';

function isTonAddress(text: string): boolean {
  try {
    Address.parse(text);
    return true;
  } catch {
    return false;
  }
}

const httpUrl = z.string().url().regex(/^https?:\/\/[^\s;,']+$/, 'must be an http(s) URL without spaces, commas, semicolons or quotes');

/** The HTTP bridges of the wallets TON Connect lists by default (its SDK's fallback list). */
const DEFAULT_BRIDGES = ['https://walletbot.me/tonconnect-bridge/bridge', 'https://bridge.tonapi.io/bridge', 'https://tonconnectbridge.mytonwallet.org/bridge/', 'https://connect.tonhubapi.com/tonconnect'];
const usdtAmount = z
  .string()
  .refine((text) => parseUsdt(text) !== null, 'must be a USDT amount with at most 6 decimals')
  .transform((text) => parseUsdt(text) ?? 0n);

const tonAddress = z.string().refine(isTonAddress, 'must be a TON address (EQ.../UQ... or 0:<hex>)');

/** The payment settings of the environment (docs/payments.md). */
export const PaymentsEnv = {
  // Real money moves only when the operator says so (and holds the licences, docs/payments.md).
  PAYMENTS: z.enum(['on', 'off']).default('off'),
  TON_API_BASE: z
    .string()
    .url()
    .regex(/^https?:\/\/[^/?#]+(\/[^?#]*)?$/, 'must be an http(s) URL without query or fragment')
    .transform((url) => url.replace(/\/+$/, ''))
    .optional(),
  TON_API_KEY: z.string().regex(/^[\x21-\x7e]{1,256}$/, 'must be printable ASCII without spaces').optional(),
  TON_NETWORK: z.enum(['mainnet', 'testnet']).optional(),
  TON_DEPOSIT_ADDRESS: tonAddress.optional(),
  TON_USDT_MASTER: tonAddress.default(MAINNET_USDT_MASTER),
  // How often the deposit watcher asks the indexer (toncenter allows 1 request/s without a key).
  TON_POLL_INTERVAL_MS: z.coerce.number().int().min(200).max(600_000).default(10_000),
  // TON Connect in the app (docs/payments.md, "The Content-Security-Policy"): the wallets list it
  // reads and the HTTP bridges it talks to; the app's CSP opens exactly these origins.
  TONCONNECT_WALLETS_LIST_URL: httpUrl.default('https://config.ton.org/wallets-v2.json'),
  TONCONNECT_BRIDGE_URLS: z
    .string()
    .default(DEFAULT_BRIDGES.join(','))
    .transform((list) => list.split(',').map((url) => url.trim()).filter(Boolean))
    .pipe(z.array(httpUrl).max(32)),
  // The W5 hot wallet that pays withdrawals out: a file holding its 24 words (never logged).
  TON_HOT_WALLET_MNEMONIC_FILE: z.string().min(1).optional(),
  // The operator's deny list of payout destinations, one TON address a line (docs/payments.md,
  // "Screening before a payout"); read at start and again whenever it changes.
  PAYOUT_DENYLIST_FILE: z.string().min(1).optional(),
  // Below this much TON the hot wallet sends nothing and says so (docs/payments.md, The TON floor).
  TON_HOT_WALLET_MIN_TON: z
    .string()
    .regex(/^\d{1,6}(\.\d{1,9})?$/, 'must be an amount of TON with at most 9 decimals')
    .default('0.5')
    // In nanotons, parsed here: @ton/core's toNano would put the whole library on the start path.
    .transform((text) => {
      const [whole = '0', fraction = ''] = text.split('.');
      return BigInt(whole) * 1_000_000_000n + BigInt(fraction.padEnd(9, '0'));
    }),
  // A withdrawal `sending` longer than this is an alert (metrics and the back office).
  PAYOUT_STUCK_AFTER_S: z.coerce.number().int().min(60).max(86_400).default(600),
  WITHDRAW_MIN: usdtAmount.default(1_000_000n),
  WITHDRAW_DAILY_MAX: usdtAmount.default(1_000_000_000n),
  WITHDRAW_APPROVAL_ABOVE: usdtAmount.default(500_000_000n),
  // Above this, two different operators must approve (docs/back-office.md).
  WITHDRAW_DUAL_APPROVAL_ABOVE: usdtAmount.default(2_000_000_000n),
};

const PaymentsSchema = z.object(PaymentsEnv);
// PUBLIC_URL (server/config.ts): its host is the domain a TON Connect proof must name (production).
type Env = z.output<typeof PaymentsSchema> & { NODE_ENV: string; PUBLIC_URL?: string };

/** Payments on: every TON setting without a default is required, and the API is https in production. */
export function refusePaymentsEnv(env: Env, refuse: (name: string, message: string) => void): void {
  if (env.PAYMENTS !== 'on') return;
  const required = ['TON_API_BASE', 'TON_NETWORK', 'TON_DEPOSIT_ADDRESS'] as const;
  for (const name of required) if (env[name] === undefined) refuse(name, 'is required when PAYMENTS=on');
  if (env.NODE_ENV === 'production' && !env.PUBLIC_URL) refuse('PUBLIC_URL', 'is required when PAYMENTS=on and NODE_ENV=production (TON Connect proofs name its host)');
  if (env.NODE_ENV === 'production' && env.TON_API_BASE && !env.TON_API_BASE.startsWith('https://')) {
    refuse('TON_API_BASE', 'must be https:// when NODE_ENV=production (it says what came in)');
  }
  if (env.NODE_ENV === 'production' && !env.TON_HOT_WALLET_MNEMONIC_FILE) refuse('TON_HOT_WALLET_MNEMONIC_FILE', 'is required when PAYMENTS=on and NODE_ENV=production (withdrawals pay out from it)');
  if (env.WITHDRAW_MIN <= 0n) refuse('WITHDRAW_MIN', 'must be above 0');
  if (env.WITHDRAW_DUAL_APPROVAL_ABOVE < env.WITHDRAW_APPROVAL_ABOVE) refuse('WITHDRAW_DUAL_APPROVAL_ABOVE', 'must be at least WITHDRAW_APPROVAL_ABOVE (a withdrawal needing two approvals needs one first)');
  if (env.WITHDRAW_DAILY_MAX < env.WITHDRAW_MIN) refuse('WITHDRAW_DAILY_MAX', 'must be at least WITHDRAW_MIN');
  if (env.TON_NETWORK === 'testnet' && env.TON_USDT_MASTER === MAINNET_USDT_MASTER) {
    refuse('TON_USDT_MASTER', 'is the mainnet USDT master but TON_NETWORK=testnet: set the testnet jetton master');
  }
}

export interface PaymentsConfig {
  /** toncenter-compatible API, no trailing slash. */
  apiBase: string;
  apiKey: string | undefined;
  network: 'mainnet' | 'testnet';
  /** The operator wallet players pay into, as configured (any TON address form). */
  depositAddress: Address;
  usdtMaster: Address;
  /** The domain a ton_proof must name; null outside production: the request's Host. */
  proofDomain: string | null;
  pollIntervalMs: number;
  /** What the app's TON Connect reads: the wallets list and the wallets' HTTP bridges. */
  tonConnect: { walletsListUrl: string; bridgeUrls: string[] };
  /** The hot wallet's mnemonic file; null: withdrawals queue up but no worker pays them out. */
  hotWalletMnemonicFile: string | null;
  /** The deny list the worker screens each destination against; null: none. */
  payoutDenylistFile: string | null;
  /** Nanotons: below this the worker sends nothing. */
  hotWalletMinNano: bigint;
  /** Seconds a withdrawal may stay `sending` before it counts as stuck. */
  payoutStuckAfterS: number;
  withdrawMinMicro: bigint;
  withdrawDailyMaxMicro: bigint;
  /** A withdrawal above this waits for an operator (awaiting_approval). */
  withdrawApprovalAboveMicro: bigint;
  /** Above this, two different operators approve. */
  withdrawDualApprovalAboveMicro: bigint;
}

/** null when payments are off (the wallet screen then says deposits are off on this server). */
export function paymentsConfig(env: Env): PaymentsConfig | null {
  if (env.PAYMENTS !== 'on' || !env.TON_API_BASE || !env.TON_NETWORK || !env.TON_DEPOSIT_ADDRESS) return null;
  return {
    apiBase: env.TON_API_BASE,
    apiKey: env.TON_API_KEY,
    network: env.TON_NETWORK,
    depositAddress: Address.parse(env.TON_DEPOSIT_ADDRESS),
    usdtMaster: Address.parse(env.TON_USDT_MASTER),
    proofDomain: env.PUBLIC_URL ? new URL(env.PUBLIC_URL).host : null,
    pollIntervalMs: env.TON_POLL_INTERVAL_MS,
    tonConnect: { walletsListUrl: env.TONCONNECT_WALLETS_LIST_URL, bridgeUrls: env.TONCONNECT_BRIDGE_URLS },
    hotWalletMnemonicFile: env.TON_HOT_WALLET_MNEMONIC_FILE ?? null,
    payoutDenylistFile: env.PAYOUT_DENYLIST_FILE ?? null,
    hotWalletMinNano: env.TON_HOT_WALLET_MIN_TON,
    payoutStuckAfterS: env.PAYOUT_STUCK_AFTER_S,
    withdrawMinMicro: env.WITHDRAW_MIN,
    withdrawDailyMaxMicro: env.WITHDRAW_DAILY_MAX,
    withdrawApprovalAboveMicro: env.WITHDRAW_APPROVAL_ABOVE,
    withdrawDualApprovalAboveMicro: env.WITHDRAW_DUAL_APPROVAL_ABOVE,
  };
}
