/** The review of an adjustment before it is posted: who it is for, the balance now and after, and the post button. */
import type { AdminPlayerRow } from '../../contract/admin-players';
import { formatUsdt } from '../../contract/money';
import { usdt } from '../shared/format';
import { texts } from '../shared/texts';

export function AdjustmentReview({ player, change, after, pending, onPost, onBack }: { player: AdminPlayerRow; change: string; after: bigint; pending: boolean; onPost: () => void; onBack: () => void }) {
  return (
    <section className="review" aria-labelledby="adjust-review-title">
      <h2 id="adjust-review-title">{texts.adjustments.reviewTitle}</h2>
      <dl className="facts">
        <div>
          <dt>{texts.adjustments.reviewName}</dt>
          <dd>{player.name}</dd>
        </div>
        <div>
          <dt>{texts.adjustments.reviewUsername}</dt>
          <dd>{player.username ? `@${player.username}` : '—'}</dd>
        </div>
        <div>
          <dt>{texts.adjustments.reviewIds}</dt>
          <dd>
            {player.id} · {player.telegramId}
          </dd>
        </div>
        <div>
          <dt>{texts.adjustments.reviewBalance}</dt>
          <dd>{usdt(player.balance)}</dd>
        </div>
        <div>
          <dt>{texts.adjustments.reviewChange}</dt>
          <dd>{change.startsWith('-') ? usdt(change) : `+${usdt(change)}`}</dd>
        </div>
        <div className={after < 0n ? 'bad' : undefined}>
          <dt>{texts.adjustments.reviewNewBalance}</dt>
          <dd>{usdt(formatUsdt(after))}</dd>
        </div>
      </dl>
      {after < 0n && <p role="alert">{texts.adjustments.below}</p>}
      <p>{texts.adjustments.reviewFinal}</p>
      <p className="actions">
        <button type="button" className="confirm" disabled={pending || after < 0n} onClick={onPost}>
          {texts.adjustments.submit}
        </button>
        <button type="button" disabled={pending} onClick={onBack}>
          {texts.adjustments.back}
        </button>
      </p>
    </section>
  );
}
