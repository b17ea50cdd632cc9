import { useEffect, useId, useRef } from 'react';
import { useT } from '../../../i18n/t';
import { displayUsdt } from '../../../i18n/format-amount';
import { PreloadLink } from '../../../lib/routing/PreloadLink';
import { useOnline } from '../../../lib/use-online';
import type { PlacedOrder } from '../../../contract/api-types';
import type { OrderAttempt } from '../order-attempt';
import { Button } from '../../../ui/Button';

function PlacedCard({ placed }: { placed: PlacedOrder }) {
  const t = useT();
  const { order, balance } = placed;
  return (
    <>
      <p className="result__verdict">{order.result === 'win' ? t('order.result.win') : t('order.result.loss')}</p>
      <p className="result__lines">
        <span>{t('order.result.outcome', { digit: order.outcome })}</span>
        <span>{t('order.result.payout', { payout: displayUsdt(order.payout) })}</span>
        <span>{t('order.result.balance', { balance: displayUsdt(balance) })}</span>
      </p>
      <PreloadLink to={`/history/${order.orderId}`} className="result__details">
        {t('order.result.details', { orderId: order.orderId })}
      </PreloadLink>
    </>
  );
}

/**
 * The failure, read at once (an alert named by its text), and Try again: a submit of the same bet.
 * Offline it waits, disabled, as Place order does: the form ignores a submit without the network,
 * so an enabled button would swallow the tap (docs/offline.md). A refusal that would only come
 * again (a limit, a break, too little balance) offers the way forward instead: the player's limits
 * on Play safely, or the wallet.
 */
function FailedCard({ message, final }: { message: string; final?: 'protection' | 'balance' }) {
  const t = useT();
  const textId = useId();
  const online = useOnline();
  return (
    <div role="alert" aria-labelledby={textId}>
      <p className="result__verdict">{t('order.result.failed')}</p>
      <p id={textId} className="result__lines">
        {message}
      </p>
      {final === 'protection' ? (
        <PreloadLink to="/profile/protection" className="button button--secondary result__forward">
          {t('order.yourLimits')}
        </PreloadLink>
      ) : final === 'balance' ? (
        <PreloadLink to="/wallet" className="button button--secondary result__forward">
          {t('order.toWallet')}
        </PreloadLink>
      ) : (
        <Button type="submit" variant="secondary" disabled={!online}>
          {t('common.retry')}
        </Button>
      )}
    </div>
  );
}

/**
 * The latest attempt, right under the button: while placing, a card that says
 * so (never the previous result, which would read as this one's); then win or loss in words (not
 * colour only), the drawn outcome, the payout, the new balance and the way to its verification;
 * or the failure with Try again. The live region exists (empty) before the first order and
 * empties while an order is on its way, so every result is announced whole, once, even when it
 * reads the same as the one before.
 */
export function OrderResult({ attempt }: { attempt: OrderAttempt | null }) {
  const t = useT();
  const card = useRef<HTMLElement>(null);

  useEffect(() => {
    // Where the player is looking: scrolled only as far as needed, clear of the toasts and the bottom bar (home.css).
    if (attempt && attempt.state !== 'placing') card.current?.scrollIntoView?.({ block: 'nearest' });
  }, [attempt]);

  let announcement = '';
  if (attempt?.state === 'placed') {
    const { order, balance } = attempt.placed;
    announcement = t('order.result.announce', {
      verdict: order.result === 'win' ? t('order.result.win') : t('order.result.loss'),
      outcome: order.outcome,
      payout: displayUsdt(order.payout),
      balance: displayUsdt(balance),
    });
  }
  const tone = attempt?.state === 'placed' ? attempt.placed.order.result : attempt?.state;

  return (
    <>
      {/* <output> is a status: a polite live region. */}
      <output className="visually-hidden" aria-live="polite" aria-atomic="true" aria-label={t('order.result.label')}>
        {announcement}
      </output>
      {attempt ? (
        <section ref={card} className={`result card result--${tone}`} aria-label={t('order.result.label')} aria-busy={attempt.state === 'placing'}>
          {attempt.state === 'placing' ? <p className="result__verdict">{t('order.placing')}</p> : null}
          {attempt.state === 'placed' ? <PlacedCard placed={attempt.placed} /> : null}
          {attempt.state === 'failed' ? <FailedCard message={attempt.message} final={attempt.final} /> : null}
        </section>
      ) : null}
    </>
  );
}
