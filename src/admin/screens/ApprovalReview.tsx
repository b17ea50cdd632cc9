/**
 * Before a withdrawal is approved: the player's context (balance now, when the account was opened,
 * the last deposits and orders) beside the amount and the wallet, and the confirm that sends it.
 * A withdrawal from an account opened an hour ago that never deposited reads differently from a
 * regular's (docs/back-office.md).
 */
import type { AdminWithdrawalRow } from '../../contract/admin-players';
import { usePlayer } from '../api/player';
import { QueryState } from '../components/QueryState';
import { usdt, when } from '../shared/format';
import { texts } from '../shared/texts';

const LAST = 3;

export function ApprovalReview({ withdrawal, pending, onApprove, onCancel }: { withdrawal: AdminWithdrawalRow; pending: boolean; onApprove: () => void; onCancel: () => void }) {
  const player = usePlayer(withdrawal.player.id);
  const name = withdrawal.player.username ? `${withdrawal.player.name} (@${withdrawal.player.username})` : withdrawal.player.name;
  return (
    <section className="review" aria-labelledby="approval-review-title">
      <h2 id="approval-review-title">{texts.withdrawals.contextTitle(withdrawal.id, name)}</h2>
      <dl className="facts">
        <div>
          <dt>{texts.withdrawals.amount}</dt>
          <dd>{usdt(withdrawal.amount)}</dd>
        </div>
        <div>
          <dt>{texts.withdrawals.to}</dt>
          <dd>
            <code className="hash">{withdrawal.address}</code>
          </dd>
        </div>
      </dl>
      <QueryState query={player}>
        {(detail) => (
          <>
            <dl className="facts">
              <div>
                <dt>{texts.withdrawals.balance}</dt>
                <dd>{usdt(detail.balance)}</dd>
              </div>
              <div>
                <dt>{texts.withdrawals.accountAge}</dt>
                <dd>{when(detail.player.createdAt)}</dd>
              </div>
            </dl>
            <h3>{texts.withdrawals.lastDeposits}</h3>
            {detail.deposits.length === 0 ? (
              <p className="muted">{texts.withdrawals.none}</p>
            ) : (
              <ul>
                {detail.deposits.slice(0, LAST).map((deposit) => (
                  <li key={deposit.txHash}>{texts.withdrawals.depositLine(usdt(deposit.amount), texts.codes.depositStatuses[deposit.status] ?? deposit.status, when(deposit.createdAt))}</li>
                ))}
              </ul>
            )}
            <h3>{texts.withdrawals.lastOrders}</h3>
            {detail.orders.length === 0 ? (
              <p className="muted">{texts.withdrawals.none}</p>
            ) : (
              <ul>
                {detail.orders.slice(0, LAST).map((order) => (
                  <li key={order.orderId}>{texts.withdrawals.orderLine(usdt(order.amount), texts.codes.results[order.result] ?? order.result, when(order.createdAt))}</li>
                ))}
              </ul>
            )}
          </>
        )}
      </QueryState>
      <p>{texts.withdrawals.final}</p>
      <p className="actions">
        <button type="button" className="confirm" disabled={pending || !player.data} onClick={onApprove}>
          {texts.withdrawals.confirmApprove(withdrawal.id)}
        </button>
        <button type="button" disabled={pending} onClick={onCancel}>
          {texts.withdrawals.cancel}
        </button>
      </p>
    </section>
  );
}
