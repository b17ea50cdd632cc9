import { useEffect, useRef } from 'react';
import { useT } from '../../../i18n/t';
import { displayUsdt } from '../../../i18n/format-amount';
import { PreloadLink } from '../../../lib/routing/PreloadLink';
import type { PlacedOrder } from '../api/place-order';

/**
 * The settled order, right under the button: win or loss in words (not colour only), the drawn
 * outcome, the payout, the new balance, and the way to its verification. The live region exists
 * (empty) before the first order and empties while an order is on its way, so every result is
 * announced whole, once, even when it reads the same as the one before (issue 22 item 4).
 */
export function OrderResult({ placed, pending }: { placed: PlacedOrder | null; pending: boolean }) {
  const t = useT();
  const card = useRef<HTMLElement>(null);
  const orderId = placed?.order.orderId;

  useEffect(() => {
    // Where the player is looking: scrolled only as far as needed, clear of the toasts and the bottom bar (home.css).
    if (orderId !== undefined) card.current?.scrollIntoView?.({ block: 'nearest' });
  }, [orderId]);

  let announcement = '';
  if (placed && !pending) {
    const { order, balance } = placed;
    announcement = t('order.result.announce', {
      verdict: order.result === 'win' ? t('order.result.win') : t('order.result.loss'),
      outcome: order.outcome,
      payout: displayUsdt(order.payout),
      balance: displayUsdt(balance),
    });
  }

  return (
    <>
      {/* <output> is a status: a polite live region. */}
      <output className="visually-hidden" aria-live="polite" aria-atomic="true" aria-label={t('order.result.label')}>
        {announcement}
      </output>
      {placed ? (
        <section ref={card} className={`result card result--${placed.order.result}`} aria-label={t('order.result.label')}>
          <p className="result__verdict">{placed.order.result === 'win' ? t('order.result.win') : t('order.result.loss')}</p>
          <p className="result__lines">
            <span>{t('order.result.outcome', { digit: placed.order.outcome })}</span>
            <span>{t('order.result.payout', { payout: displayUsdt(placed.order.payout) })}</span>
            <span>{t('order.result.balance', { balance: displayUsdt(placed.balance) })}</span>
          </p>
          <PreloadLink to={`/history/${placed.order.orderId}`} className="result__details">
            {t('order.result.details', { orderId: placed.order.orderId })}
          </PreloadLink>
        </section>
      ) : null}
    </>
  );
}
