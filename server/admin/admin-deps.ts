import type { Config } from '../config';
import type { Db } from '../db/db';
import type { OnChainUsdt } from '../ton/on-chain-usdt';

/** What the back office's route plugins need (server/admin/admin-api.ts). */
export interface AdminDeps {
  config: Config;
  db: Db;
  clock: () => Date;
  /** Our wallets' USDT on chain (reconciliation, dashboard); null without payments. */
  onChainUsdt: (() => Promise<OnChainUsdt>) | null;
}
