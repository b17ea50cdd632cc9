/** A player's limits and protection status (docs/player-protection.md): as the player set them, or as their jurisdiction's profile sets them by default. */
import type { AdminPlayerDetail } from '../../contract/admin-players';
import { usdt, when } from '../shared/format';
import { texts } from '../shared/texts';

export function ProtectionSummary({ protection }: { protection: AdminPlayerDetail['protection'] }) {
  return (
    <dl className="facts">
      {protection.limits.length === 0 ? (
        <div>
          <dt>{texts.player.protection}</dt>
          <dd>{texts.player.noLimits}</dd>
        </div>
      ) : (
        protection.limits.map((limit) => (
          <div key={`${limit.kind}-${limit.period}`}>
            <dt>{texts.player.limit(texts.codes.limitKinds[limit.kind] ?? limit.kind, texts.codes.limitPeriods[limit.period] ?? limit.period)}</dt>
            <dd>
              {usdt(limit.amount)}
              {limit.byDefault ? ` (${texts.player.defaultLimit(limit.byDefault.country)})` : ''}
              {limit.pending ? ` (${texts.player.pendingLimit(usdt(limit.pending.amount), when(limit.pending.effectiveAt))})` : ''}
            </dd>
          </div>
        ))
      )}
      <div>
        <dt>{texts.player.timedOutUntil}</dt>
        <dd>{protection.timeoutUntil ? when(protection.timeoutUntil) : texts.player.none}</dd>
      </div>
      <div>
        <dt>{texts.player.excludedUntil}</dt>
        {/* A permanent exclusion's end is stored as infinity: it has no date to show. */}
        <dd>{protection.excludedPermanently ? texts.player.excludedPermanently : protection.excludedUntil ? when(protection.excludedUntil) : texts.player.none}</dd>
      </div>
      <div>
        <dt>{texts.player.realityCheck}</dt>
        <dd>{texts.player.minutes(protection.realityCheckMinutes)}</dd>
      </div>
      <div>
        <dt>{texts.player.terms}</dt>
        <dd>{protection.termsVersion ?? texts.player.none}</dd>
      </div>
    </dl>
  );
}
