import type { HistoryEntry } from '../../../contract/api-types';
import { useFormatDate } from '../../../i18n/format-date';
import { useT } from '../../../i18n/t';
import { displayUsdt } from '../../../i18n/format-amount';
import { PreloadLink } from '../../../lib/routing/PreloadLink';

/**
 * One settled order, opening its details and verifier (/history/:orderId). The result is a word
 * with a colour, never a colour alone.
 */
export function HistoryItem({ entry }: { entry: HistoryEntry }) {
  const t = useT();
  const { formatDateTime } = useFormatDate();
  const label = t(`option.${entry.option}`);
  const pick = entry.number === undefined ? label : t('history.pickWithNumber', { label, number: entry.number });
  const won = entry.result === 'win';
  return (
    <li>
      <PreloadLink to={`/history/${entry.orderId}`} className="history-item">
        <span className="history-item__game">{t(`game.${entry.game}`)}</span>
        <span className={won ? 'badge badge--win' : 'badge badge--loss'}>{won ? t('history.win') : t('history.loss')}</span>
        <span>{t('history.pick', { pick })}</span>
        <span>{t('history.payout', { payout: displayUsdt(entry.payout) })}</span>
        <span className="muted history-item__meta">{t('history.orderId', { orderId: entry.orderId })}</span>
        <span className="history-item__meta">{t('history.outcome', { outcome: entry.outcome })}</span>
        <span className="muted history-item__meta">{t('history.stake', { stake: displayUsdt(entry.amount) })}</span>
        <time className="muted history-item__meta" dateTime={entry.createdAt}>
          {formatDateTime(entry.createdAt)}
        </time>
      </PreloadLink>
    </li>
  );
}
