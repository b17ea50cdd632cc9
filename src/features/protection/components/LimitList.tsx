import type { LimitView, ProtectionView } from '../../../contract/protection';
import { useCountryNames } from '../../../i18n/country-names';
import { displayUsdt } from '../../../i18n/format-amount';
import { useFormatDate } from '../../../i18n/format-date';
import { useT } from '../../../i18n/t';
import { Button } from '../../../ui/Button';

/**
 * The limits in force, each with its pending raise or removal and when it applies. A limit the
 * player's jurisdiction sets by default says so, with their country, and offers to lower it (the
 * form below, set to its kind and period).
 */
export function LimitList({ limits, onRemove, onLower }: { limits: ProtectionView['limits']; onRemove: (limit: LimitView) => void; onLower: (limit: LimitView) => void }) {
  const t = useT();
  const nameOf = useCountryNames();
  const { formatDateTime } = useFormatDate();
  if (limits.length === 0) return <p className="muted">{t('protection.none')}</p>;
  return (
    <ul className="link-list">
      {limits.map((limit) => (
        <li key={`${limit.kind}-${limit.period}`} className="card">
          {limit.amount !== null ? (
            <p>{t('protection.limitValue', { kind: t(`protection.kind.${limit.kind}`), period: t(`protection.period.${limit.period}`), amount: displayUsdt(limit.amount) })}</p>
          ) : null}
          {limit.byDefault ? (
            <p className="muted">{limit.byDefault.country ? t('protection.byDefault', { country: nameOf(limit.byDefault.country) }) : t('protection.byDefaultUnknown')}</p>
          ) : null}
          {limit.pending ? (
            <p className="muted">
              {limit.pending.amount === null
                ? t('protection.pendingRemoval', { date: formatDateTime(limit.pending.effectiveAt) })
                : t('protection.pending', { amount: displayUsdt(limit.pending.amount), date: formatDateTime(limit.pending.effectiveAt) })}
            </p>
          ) : null}
          {limit.byDefault ? (
            <Button onClick={() => onLower(limit)}>
              {t('protection.lower')}
            </Button>
          ) : null}
          {limit.amount !== null && !limit.pending ? (
            <Button variant={limit.byDefault ? 'secondary' : undefined} onClick={() => onRemove(limit)}>
              {t('protection.remove')}
            </Button>
          ) : null}
        </li>
      ))}
    </ul>
  );
}
