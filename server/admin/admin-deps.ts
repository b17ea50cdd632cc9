import type { Config } from '../config';
import type { Db } from '../db/db';

/** What the back office's route plugins need (server/admin/admin-api.ts). */
export interface AdminDeps {
  config: Config;
  db: Db;
  clock: () => Date;
  /** The hot wallet's USDT on chain (reconciliation, dashboard); null without payments. */
  hotWalletBalance: (() => Promise<bigint>) | null;
}
