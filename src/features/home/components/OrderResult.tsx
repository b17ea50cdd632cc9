import type { PlacedOrder } from '../api/place-order';
import { useT } from '../../../i18n/t';
import { displayUsdt } from '../../../i18n/format-amount';

/** The settled order: win or loss (in words, not colour only), the digit, the payout, the proof. */
export function OrderResult({ order, seedHash }: { order: PlacedOrder; seedHash: string | undefined }) {
  const t = useT();
  const won = order.result === 'win';
  const hash = order.seedHash ?? seedHash;
  return (
    <section className={`result card result--${order.result}`} aria-live="polite" aria-label={t('order.result.label')}>
      <p className="result__verdict">{won ? t('order.result.win') : t('order.result.loss')}</p>
      <p>{t('order.result.outcome', { digit: order.outcome })}</p>
      <p>{t('order.result.payout', { payout: displayUsdt(order.payout) })}</p>
      {hash ? (
        <>
          <p className="result__hash">{t('order.result.seed', { hash })}</p>
          <p className="muted">{t('order.result.verify')}</p>
        </>
      ) : null}
    </section>
  );
}
