/** The books' zero sum, accounts that disagree with their transfers, and the hot wallet against the books. */
import type { AdminReconciliation } from '../../contract/admin';
import { useReconciliation } from '../api/reconciliation';
import { DataTable } from '../components/DataTable';
import { QueryState } from '../components/QueryState';
import { columnsFor } from '../components/table-features';
import { usdt, when } from '../shared/format';
import { texts } from '../shared/texts';

type Mismatch = AdminReconciliation['mismatches'][number];
const column = columnsFor<Mismatch>();
const columns = () =>
  column.columns([
  column.accessor('account', { header: texts.reconciliation.account }),
  column.accessor((row) => Number(row.balance), { id: 'balance', header: texts.reconciliation.balance, cell: (info) => usdt(info.row.original.balance) }),
  column.accessor((row) => Number(row.transfers), { id: 'transfers', header: texts.reconciliation.transfers, cell: (info) => usdt(info.row.original.transfers) }),
]);

function Fact({ term, value, ok }: { term: string; value: string; ok?: boolean }) {
  return (
    <div className={ok === undefined ? undefined : ok ? 'good' : 'bad'}>
      <dt>{term}</dt>
      <dd>{value}</dd>
    </div>
  );
}

function Report({ check }: { check: AdminReconciliation }) {
  const wallet = check.hotWallet;
  return (
    <>
      <p className={check.ok ? 'verdict good' : 'verdict bad'}>{check.ok ? texts.reconciliation.allOk : texts.reconciliation.notOk}</p>
      <dl className="facts">
        <Fact term={texts.reconciliation.booksSum} value={`${usdt(check.sum)} — ${check.mismatches.length === 0 && Number(check.sum) === 0 ? texts.reconciliation.balanced : texts.reconciliation.unbalanced}`} ok={Number(check.sum) === 0} />
        {wallet ? (
          <>
            <Fact term={texts.reconciliation.hotWallet} value={usdt(wallet.onChain)} ok={wallet.ok} />
            <Fact term={texts.reconciliation.owed} value={usdt(wallet.books)} />
            <Fact term={texts.reconciliation.unattributed} value={usdt(wallet.unattributed)} />
          </>
        ) : (
          <Fact term={texts.reconciliation.hotWallet} value={texts.dashboard.hotWalletUnknown} />
        )}
        <Fact term={texts.reconciliation.checkedAt} value={when(check.checkedAt)} />
      </dl>
      {check.mismatches.length > 0 && (
        <section aria-labelledby="mismatches">
          <h2 id="mismatches">{texts.reconciliation.mismatches}</h2>
          <DataTable label={texts.reconciliation.mismatches} columns={columns()} data={check.mismatches} />
        </section>
      )}
    </>
  );
}

export function ReconciliationScreen() {
  const query = useReconciliation();
  return (
    <>
      <h1>{texts.reconciliation.title}</h1>
      <p className="muted">{texts.reconciliation.explained}</p>
      <QueryState query={query}>{(check) => <Report check={check} />}</QueryState>
    </>
  );
}
