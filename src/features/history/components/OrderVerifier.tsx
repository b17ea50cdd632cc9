import type { OrderDetails } from '../../../contract/api-types';
import { useT } from '../../../i18n/t';
import { PreloadLink } from '../../../lib/routing/PreloadLink';
import { useVerification } from '../fairness/use-verification';
import { Button } from '../../../ui/Button';
import { Card } from '../../../ui/Card';

/** The commitment, the seeds and nonce, and the in-browser check (docs/fairness.md). */
export function OrderVerifier({ order }: { order: OrderDetails }) {
  const t = useT();
  const { state, verify } = useVerification(order);

  let message = '';
  if (state.status === 'checking') message = t('verify.checking');
  else if (state.status === 'verified') message = t('verify.verified', { outcome: state.outcome });
  else if (state.status === 'hash_mismatch') message = t('verify.hashMismatch');
  else if (state.status === 'outcome_mismatch') message = t('verify.outcomeMismatch', { outcome: state.outcome });
  else if (state.status === 'payout_mismatch') message = t('verify.payoutMismatch', { payout: state.payout });
  else if (state.status === 'version_mismatch') message = t('verify.versionMismatch');
  else if (state.status === 'failed') message = t('verify.unavailable');

  return (
    <Card as="section" className="order-fairness" aria-labelledby="order-fairness-title">
      <h2 id="order-fairness-title">{t('verify.title')}</h2>
      <dl className="order-facts order-facts--hashes">
        <dt>{t('verify.seedHash')}</dt>
        {/* Hex and seeds read left to right in every language, Arabic included. */}
        <dd dir="ltr">{order.seedHash}</dd>
        <dt>{t('verify.clientSeed')}</dt>
        <dd dir="ltr">{order.clientSeed}</dd>
        <dt>{t('verify.nonce')}</dt>
        <dd>{order.nonce}</dd>
        <dt>{t('verify.serverSeed')}</dt>
        {order.serverSeed === null ? <dd>{t('verify.notRevealed')}</dd> : <dd dir="ltr">{order.serverSeed}</dd>}
      </dl>
      {order.fairnessVersion === 1 ? <p className="muted">{t('verify.legacy')}</p> : null}
      {order.serverSeed === null ? (
        <p>
          {t('verify.howToReveal')}{' '}
          <PreloadLink to="~/profile">{t('verify.profileLink')}</PreloadLink>
        </p>
      ) : (
        <Button onClick={() => void verify()} disabled={state.status === 'checking'}>
          {t('verify.button')}
        </Button>
      )}
      <output className={`order-fairness__status order-fairness__status--${state.status}`}>{message}</output>
    </Card>
  );
}
