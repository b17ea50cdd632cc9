import { useEffect, useState, type ReactNode } from 'react';
import { useFormatDate } from '../../../i18n/format-date';
import { useT } from '../../../i18n/t';
import { PreloadLink } from '../../../lib/routing/PreloadLink';
import { useProtection } from '../api/get-protection';

/** The break that runs now (the later end when both do), or null. */
function runningBreak(excludedUntil: string | null | undefined, timeoutUntil: string | null | undefined, now: number) {
  const excluded = excludedUntil && Date.parse(excludedUntil) > now ? excludedUntil : null;
  const timedOut = timeoutUntil && Date.parse(timeoutUntil) > now ? timeoutUntil : null;
  if (excluded && (!timedOut || Date.parse(excluded) >= Date.parse(timedOut))) return { kind: 'excluded' as const, until: excluded };
  return timedOut ? { kind: 'timedOut' as const, until: timedOut } : null;
}

/**
 * During a time-out or self-exclusion (docs/player-protection.md, "Breaks on screen") home shows a
 * calm card with the break's end instead of the game: no Place order to tap and be refused. The
 * wallet, the history and the statement stay open. While the protection view is loading or could
 * not load, the game shows: the server refuses an order during a break whatever home shows.
 */
export function BreakGate({ children }: { children: ReactNode }) {
  const t = useT();
  const { formatDateTime } = useFormatDate();
  const view = useProtection().data;
  const [now, setNow] = useState(() => Date.now());
  const running = runningBreak(view?.excludedUntil, view?.timeoutUntil, now);
  const endsAt = running ? Date.parse(running.until) : null;
  useEffect(() => {
    if (endsAt === null) return;
    // The game comes back on its own when the break ends (a timer is capped at about 24.8 days).
    const timer = setTimeout(() => setNow(Date.now()), Math.min(Math.max(0, endsAt - Date.now()) + 500, 2 ** 31 - 1));
    return () => clearTimeout(timer);
  }, [endsAt]);
  if (!running) return <>{children}</>;
  const date = formatDateTime(running.until);
  return (
    <section className="card break-card" aria-labelledby="break-card-title">
      <h2 id="break-card-title">{t('break.title')}</h2>
      <p>
        {running.kind === 'timedOut'
          ? t('protection.timedOutUntil', { date })
          : view?.excludedPermanently
            ? t('protection.excludedPermanently')
            : t('protection.excludedUntil', { date })}
      </p>
      <p className="muted">{t('break.stillOpen')}</p>
      <PreloadLink to="/wallet" className="nav-card">
        {t('break.walletLink')}
      </PreloadLink>
      <PreloadLink to="/history" className="nav-card">
        {t('home.historyLink')}
      </PreloadLink>
    </section>
  );
}
