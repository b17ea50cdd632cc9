import type { Address } from '@ton/core';
import { HotWallet } from './hot-wallet';
import type { PaymentsConfig } from './payments-config';
import { ToncenterClient } from './toncenter-client';

/** The USDT our wallets hold on chain, as the indexer reports it: what reconcile holds the books against. */
export interface OnChainUsdt {
  /** The deposit address's USDT jetton wallet, where deposits land. */
  depositWalletMicro: bigint;
  /** The hot wallet's, which pays withdrawals out; null: no hot wallet configured. */
  hotWalletMicro: bigint | null;
}

export async function readOnChainUsdt(client: ToncenterClient, payments: Pick<PaymentsConfig, 'depositAddress' | 'usdtMaster'>, hotWallet: Address | null): Promise<OnChainUsdt> {
  return {
    depositWalletMicro: (await client.jettonWallet(payments.depositAddress, payments.usdtMaster)).balance,
    // A hot wallet never funded has no jetton wallet yet: it holds 0.
    hotWalletMicro: hotWallet ? await client.jettonBalance(hotWallet, payments.usdtMaster) : null,
  };
}

/**
 * The reader `npm run admin -- reconcile` uses: the deposit wallet, and the hot wallet once
 * TON_HOT_WALLET_MNEMONIC_FILE is set (its address derived from the key file, nothing of it shown).
 */
export function onChainUsdtReader(payments: PaymentsConfig): () => Promise<OnChainUsdt> {
  return async () => {
    const hot = payments.hotWalletMnemonicFile ? (await HotWallet.fromFile(payments.hotWalletMnemonicFile, payments.network)).address : null;
    return readOnChainUsdt(new ToncenterClient(payments), payments, hot);
  };
}
