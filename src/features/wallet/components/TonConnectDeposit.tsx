/**
 * "Connect wallet" and "Deposit" through TON Connect (@tonconnect/ui-react), in a chunk of its own
 * that only the wallet screen loads (docs/payments.md, "The deposit UI"). Connecting asks for a
 * ton_proof over a payload the server issued, and the server binds the wallet when the proof holds;
 * a deposit asks the bound wallet to send a USDT jetton transfer carrying the player's memo.
 */
import { TonConnect, TonConnectUIProvider } from '@tonconnect/ui-react';
import { useMemo } from 'react';
import type { WalletSummary } from '../../../contract/api-types';
import { DepositPanel } from './DepositPanel';

export default function TonConnectDeposit({ wallet }: { wallet: WalletSummary }) {
  const connector = useMemo(
    () =>
      new TonConnect({
        manifestUrl: `${window.location.origin}/tonconnect-manifest.json`,
        walletsListSource: wallet.walletsListUrl ?? undefined,
        // No third-party telemetry: the CSP opens only the wallets list and the bridges.
        analytics: { mode: 'off' },
      }),
    [wallet.walletsListUrl],
  );
  return (
    <TonConnectUIProvider connector={connector}>
      <DepositPanel wallet={wallet} />
    </TonConnectUIProvider>
  );
}
