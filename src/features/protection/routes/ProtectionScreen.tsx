import { addDays } from 'date-fns/addDays';
import { addMonths } from 'date-fns/addMonths';
import { useState } from 'react';
import { TIME_OUT_DAYS, type ProtectionView } from '../../../contract/protection';
import { failureText } from '../../../i18n/api-error-text';
import { useFormatDate } from '../../../i18n/format-date';
import { useT } from '../../../i18n/t';
import { excludeSelf, setLimit, setRealityCheck, takeTimeOut } from '../api/protection-api';
import { useProtection } from '../api/use-protection';
import { BreakPicker, type BreakLength } from '../components/BreakPicker';
import { formatExclusionMonths } from '../components/exclusion-length';
import { LimitForm, type LimitPreset } from '../components/LimitForm';
import { LimitList } from '../components/LimitList';
import { RealityCheckPicker } from '../components/RealityCheckPicker';
import { ErrorCard } from '../../../ui/ErrorCard';

/** The self-exclusion lengths the player's jurisdiction offers (the server accepts only these): 60 months is five years, null is for good. */
function exclusionLengths(view: ProtectionView, permanently: string): BreakLength<number | null>[] {
  return view.selfExclusionMonths.map((months) =>
    months === null ? { count: null, label: permanently, end: () => null } : { count: months, label: formatExclusionMonths(months), end: (from) => addMonths(from, months) },
  );
}

/** Play safely (docs/player-protection.md): the player's limits, the reality check's interval, a time-out and self-exclusion. */
export default function ProtectionScreen() {
  const t = useT();
  const { formatDateTime } = useFormatDate();
  const { view, error, change } = useProtection();
  // Each Lower this limit mounts the form afresh at that limit (the count keys it).
  const [preset, setPreset] = useState<{ limit: LimitPreset | null; count: number }>({ limit: null, count: 0 });
  return (
    <div className="screen-stack">
      <h1>{t('protection.title')}</h1>
      {error ? <ErrorCard message={failureText(error)} /> : null}
      {view?.excludedPermanently ? <p className="card">{t('protection.excludedPermanently')}</p> : null}
      {view?.excludedUntil && !view.excludedPermanently ? <p className="card">{t('protection.excludedUntil', { date: formatDateTime(view.excludedUntil) })}</p> : null}
      {view?.timeoutUntil ? <p className="card">{t('protection.timedOutUntil', { date: formatDateTime(view.timeoutUntil) })}</p> : null}
      {view ? (
        <>
          <section aria-label={t('protection.limits')}>
            <h2>{t('protection.limits')}</h2>
            <p className="muted">{t('protection.rule')}</p>
            <LimitList
              limits={view.limits}
              onRemove={(limit) => void change(() => setLimit(limit.kind, limit.period, null))}
              onLower={(limit) => setPreset(({ count }) => ({ limit: { kind: limit.kind, period: limit.period }, count: count + 1 }))}
            />
            <LimitForm key={preset.count} preset={preset.limit} onSave={(kind, period, amount) => change(() => setLimit(kind, period, amount))} />
          </section>
          <RealityCheckPicker minutes={view.realityCheckMinutes} onChange={(minutes) => void change(() => setRealityCheck(minutes))} />
          <BreakPicker
            heading={t('protection.timeOut')}
            lengths={TIME_OUT_DAYS.map((days) => ({ count: days, label: t('protection.days', { count: days }), end: (from) => addDays(from, days) }))}
            onConfirm={(days) => void change(() => takeTimeOut(days))}
          />
          <BreakPicker
            heading={t('protection.exclusion')}
            lengths={exclusionLengths(view, t('protection.permanently'))}
            onConfirm={(months) => void change(() => excludeSelf(months))}
          />
        </>
      ) : null}
    </div>
  );
}
