/** The books' zero sum and the hot wallet against what the books owe players. */
import { useReconciliation } from '../api/reconciliation';
import { QueryState } from '../components/QueryState';
import { usdt } from '../format';
import { texts } from '../texts';

export function ReconciliationScreen() {
  const query = useReconciliation();
  return (
    <>
      <h1>{texts.reconciliation.title}</h1>
      <p className="muted">{texts.reconciliation.explained}</p>
      <QueryState query={query}>
        {(check) => (
          <dl className="facts">
            <div className={check.booksBalanced ? 'good' : 'bad'}>
              <dt>{texts.reconciliation.booksSum}</dt>
              <dd>
                {usdt(check.booksSum)} — {check.booksBalanced ? texts.reconciliation.balanced : texts.reconciliation.unbalanced}
              </dd>
            </div>
            <div>
              <dt>{texts.reconciliation.owed}</dt>
              <dd>{usdt(check.owed)}</dd>
            </div>
            <div>
              <dt>{texts.reconciliation.hotWallet}</dt>
              <dd>{check.hotWallet === null ? texts.dashboard.hotWalletUnknown : usdt(check.hotWallet)}</dd>
            </div>
            <div className={check.difference !== null && Number(check.difference) < 0 ? 'bad' : undefined}>
              <dt>{texts.reconciliation.difference}</dt>
              <dd>{usdt(check.difference)}</dd>
            </div>
          </dl>
        )}
      </QueryState>
    </>
  );
}
