import type { FastifyBaseLogger } from 'fastify';
import type { JurisdictionProfiles } from '../compliance/jurisdiction-profiles';
import type { Db } from '../db/db';
import { DepositWatcher } from './deposit-watcher';
import type { PaymentsConfig } from '../ton/payments-config';
import { ToncenterClient } from '../ton/toncenter-client';

/** Starts polling for deposits (one instance at a time works, the others find the lock taken); returns the stop. */
export function startDepositWatcher(db: Db, payments: PaymentsConfig, jurisdictions: JurisdictionProfiles, log: FastifyBaseLogger): () => Promise<void> {
  const watcher = new DepositWatcher(db, new ToncenterClient(payments), { ...payments, jurisdictions }, log);
  return watcher.start(payments.pollIntervalMs);
}
