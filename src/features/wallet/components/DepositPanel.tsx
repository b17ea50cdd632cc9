import { useQueryClient } from '@tanstack/react-query';
import { useTonConnectUI, useTonWallet } from '@tonconnect/ui-react';
import { useEffect, useState, type FormEvent } from 'react';
import type { WalletSummary } from '../../../contract/api-types';
import { formatUsdt } from '../../../contract/money';
import { displayUsdt } from '../../../i18n/format-amount';
import { useT } from '../../../i18n/t';
import { queryKeys } from '../../../lib/query-keys';
import { showToast } from '../../../lib/toast';
import { bindWallet } from '../api/bind-wallet';
import { getJettonWallet } from '../api/get-jetton-wallet';
import { getProofPayload } from '../api/get-proof-payload';
import { parseDepositAmount } from '../deposit-amount';
import { depositTransaction } from '../ton/jetton-transfer';
import { Button } from '../../../ui/Button';
import { Field } from '../../../ui/Field';
import { AddressChip } from '../../../ui/AddressChip';
import { walletAddress } from '../../../contract/ton-address';

const CHAINS = { mainnet: '-239', testnet: '-3' } as const;

/**
 * The bound wallet (a short, copyable chip with "Change wallet") and the deposit through it; the
 * connect button only while no wallet is bound. After a reload TON Connect may not have restored
 * its session yet: the wallet is still the bound one, and "Open wallet to deposit" reconnects it.
 */
export function DepositPanel({ wallet }: { wallet: WalletSummary }) {
  const t = useT();
  const queryClient = useQueryClient();
  const [tonConnectUI] = useTonConnectUI();
  const connected = useTonWallet();
  const [amount, setAmount] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [sent, setSent] = useState<{ amount: string; balance: string } | null>(null);
  const pending = sent !== null && sent.balance === wallet.balance ? sent.amount : null;
  const min = displayUsdt(wallet.minDeposit);

  // A connection that carries a ton_proof is bound at once; a refused proof disconnects again.
  useEffect(
    () =>
      tonConnectUI.onStatusChange((next) => {
        const proof = next?.connectItems?.tonProof;
        if (!next || !proof || !('proof' in proof)) return;
        bindWallet(next.account, proof.proof)
          .then(() => queryClient.invalidateQueries({ queryKey: queryKeys.wallet() }))
          .catch(() => {
            showToast(t('wallet.bindFailed'), { variant: 'error' });
            void tonConnectUI.disconnect();
          });
      }),
    [tonConnectUI, queryClient, t],
  );

  const bound = connected !== null && wallet.boundAddress !== null && connected.account.address.toLowerCase() === wallet.boundAddress.toLowerCase();

  async function connect(): Promise<void> {
    setBusy(true);
    try {
      if (tonConnectUI.connected) await tonConnectUI.disconnect();
      tonConnectUI.setConnectRequestParameters({ state: 'ready', value: { tonProof: await getProofPayload() } });
      await tonConnectUI.openModal();
    } catch {
      showToast(t('wallet.bindFailed'), { variant: 'error' });
    } finally {
      setBusy(false);
    }
  }

  async function deposit(event: FormEvent): Promise<void> {
    event.preventDefault();
    const units = parseDepositAmount(amount, wallet.minDeposit);
    if (units === null || !connected || !wallet.depositAddress || !wallet.depositMemo || !wallet.network) {
      setProblem(t('wallet.amountInvalid', { min }));
      return;
    }
    setProblem(null);
    setBusy(true);
    try {
      const message = depositTransaction({
        jettonWallet: await getJettonWallet(),
        owner: connected.account.address,
        depositAddress: wallet.depositAddress,
        units,
        memo: wallet.depositMemo,
        queryId: BigInt(Date.now()),
        nowS: Math.floor(Date.now() / 1000),
      });
      await tonConnectUI.sendTransaction({ ...message, network: CHAINS[wallet.network] });
      // A line that stays (not a toast that goes) until the balance moves: the player sees it is on its way.
      setSent({ amount: displayUsdt(formatUsdt(units)), balance: wallet.balance });
      setAmount('');
    } catch {
      showToast(t('wallet.depositFailed'), { variant: 'error' });
    } finally {
      setBusy(false);
    }
  }

  if (!wallet.boundAddress) {
    return (
      <Button disabled={busy} onClick={() => void connect()}>
        {t('wallet.connect')}
      </Button>
    );
  }
  const yours = (
    <div className="wallet-bound">
      <p className="muted">{t('wallet.yours')}</p>
      <AddressChip address={walletAddress(wallet.boundAddress, wallet.network)} copyLabel={t('wallet.copyYours')} />
      <Button variant="link" disabled={busy} onClick={() => void connect()}>
        {t('wallet.change')}
      </Button>
    </div>
  );
  if (!bound) {
    return (
      <>
        {yours}
        <Button disabled={busy} onClick={() => void connect()}>
          {t('wallet.reconnect')}
        </Button>
      </>
    );
  }
  return (
    <form className="wallet-deposit-form" onSubmit={(event) => void deposit(event)} noValidate>
      {yours}
      <Field label={t('wallet.amount')} inputMode="decimal" autoComplete="off" value={amount} error={problem} onChange={(event) => setAmount(event.target.value)} />
      <Button type="submit" disabled={busy}>
        {t('wallet.depositButton')}
      </Button>
      <p className="muted">
        <output>{pending ? t('wallet.depositSent', { amount: pending }) : null}</output>
      </p>
    </form>
  );
}
