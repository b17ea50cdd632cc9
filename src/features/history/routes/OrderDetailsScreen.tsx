import { useParams } from 'wouter';
import { useFormatDate } from '../../../i18n/format-date';
import { useT } from '../../../i18n/t';
import { displayUsdt } from '../../../i18n/format-amount';
import { PreloadLink } from '../../../lib/routing/PreloadLink';
import { useOrder } from '../api/get-order';
import { OrderVerifier } from '../components/OrderVerifier';
import '../history.css';
import { ErrorCard } from '../../../ui/ErrorCard';
import { Card } from '../../../ui/Card';

/** /history/:orderId: one order, its fairness fields and the verifier; works offline once opened. */
export default function OrderDetailsScreen() {
  const t = useT();
  const { formatDateTime } = useFormatDate();
  const { orderId = '' } = useParams<{ orderId: string }>();
  const query = useOrder(orderId);
  const order = query.data;

  let content;
  if (order) {
    const label = t(`option.${order.option}`);
    const pick = order.number === undefined ? label : t('history.pickWithNumber', { label, number: order.number });
    content = (
      <>
        <Card as="section">
          <dl className="order-facts">
            <dt>{t('order.details.game')}</dt>
            <dd>{t(`game.${order.game}`)}</dd>
            <dt>{t('order.details.pick')}</dt>
            <dd>{pick}</dd>
            <dt>{t('order.details.outcome')}</dt>
            <dd>{order.outcome}</dd>
            <dt>{t('order.details.result')}</dt>
            <dd>{order.result === 'win' ? t('history.win') : t('history.loss')}</dd>
            <dt>{t('order.details.stake')}</dt>
            <dd>{t('profile.balanceValue', { amount: displayUsdt(order.amount) })}</dd>
            <dt>{t('order.details.payout')}</dt>
            <dd>{t('profile.balanceValue', { amount: displayUsdt(order.payout) })}</dd>
            <dt>{t('order.details.placed')}</dt>
            <dd>
              <time dateTime={order.createdAt}>{formatDateTime(order.createdAt)}</time>
            </dd>
          </dl>
        </Card>
        <OrderVerifier order={order} />
      </>
    );
  } else if (query.isPending) {
    content = <Card className="order-skeleton skeleton" aria-busy="true" aria-label={t('screen.loading')} />;
  } else {
    content = (
      <ErrorCard message={t('order.details.error')} retry={{ label: t('common.retry'), onRetry: () => void query.refetch() }} />
    );
  }

  return (
    <>
      <h1>{t('order.details.title', { orderId })}</h1>
      {content}
      <PreloadLink to={`/profile/complaints?order=${orderId}`} className="nav-card">
        {t('order.details.complain')}
      </PreloadLink>
      <PreloadLink to="/history" className="nav-card order-back">
        {t('order.details.back')}
      </PreloadLink>
    </>
  );
}
