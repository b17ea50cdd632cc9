import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/db';
import type { PaymentsConfig } from '../ton/payments-config';
import { ToncenterClient } from '../ton/toncenter-client';
import { HotWallet } from '../ton/hot-wallet';
import { PayoutDenylist } from './payout-denylist';
import { exportPayoutAlerts } from './payout-health';
import { PayoutWorker } from './payout-worker';
import type { Config } from '../config';

/**
 * Starts the payout worker when a hot wallet is configured (one instance at a time works, the
 * others find the lock taken); returns the stop. A mnemonic file that cannot be used stops the
 * server with a one-line reason that names the file, never its words; so does a deny list
 * (PAYOUT_DENYLIST_FILE) that is set but unreadable or has a line that is no TON address. `tiers`
 * (the jurisdiction profiles) screens each payout against the tier the player's profile asks.
 */
export async function startPayoutWorker(db: Db, payments: PaymentsConfig, tiers: Pick<Config, 'jurisdictions'>, log: FastifyBaseLogger): Promise<() => Promise<void>> {
  const denylist = payments.payoutDenylistFile ? PayoutDenylist.load(payments.payoutDenylistFile) : null;
  if (!payments.hotWalletMnemonicFile) return async () => {};
  const hot = await HotWallet.fromFile(payments.hotWalletMnemonicFile, payments.network);
  // The highload wallet's address is derived from the key; no wallet app shows it, so the operator reads it here to fund it.
  const address = hot.address.toString({ bounceable: false, testOnly: payments.network === 'testnet' });
  log.info({ hotWallet: address }, `payout worker: the hot wallet is ${address} (highload wallet v3)`);
  const worker = new PayoutWorker(db, new ToncenterClient(payments), hot, payments, log, {}, () => new Date(), denylist, tiers);
  const stopExport = exportPayoutAlerts(db, payments.payoutStuckAfterS);
  const stop = worker.start(payments.pollIntervalMs);
  return async () => {
    stopExport();
    await stop();
  };
}
