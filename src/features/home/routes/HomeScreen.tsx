import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useT } from '../../../i18n/t';
import { useSeed } from '../../../lib/game/get-seed';
import { queryKeys } from '../../../lib/query-keys';
import { PreloadLink } from '../../../lib/routing/PreloadLink';
import { hapticNotification } from '../../../telegram/haptics';
import { useRules } from '../../../lib/game/get-rules';
import { BreakGate } from '../components/BreakGate';
import { GamePicker } from '../components/GamePicker';
import { HowToPlay } from '../components/HowToPlay';
import { LiveWins } from '../components/LiveWins';
import { OrderForm } from '../components/OrderForm';
import { OrderResult } from '../components/OrderResult';
import { RealityCheck } from '../components/RealityCheck';
import { SeedCommitment } from '../components/SeedCommitment';
import { useHomeSearch } from '../home-search';
import { useCurrentGame } from '../use-current-game';
import { useLanguageParam } from '../use-language-param';
import type { OrderAttempt } from '../order-attempt';
import '../home.css';

/** Home: pick a game and an option, place an order, see the result at the button, and others' live wins. */
export default function HomeScreen() {
  const t = useT();
  // `ref` is sent to the server from lib/session/referral.ts; here it only greets the invitee.
  const { ref, lang } = useHomeSearch();
  useLanguageParam(lang);
  const [game, setGame] = useCurrentGame();
  const [attempt, setAttempt] = useState<OrderAttempt | null>(null);
  const seed = useSeed();
  const rules = useRules();
  const queryClient = useQueryClient();

  function onAttempt(next: OrderAttempt) {
    setAttempt(next);
    // The order may have started the reality check's session (or a new one).
    if (next.state === 'placed') void queryClient.invalidateQueries({ queryKey: queryKeys.protection() });
    if (next.state === 'placed') hapticNotification(next.placed.order.result === 'win' ? 'success' : 'error');
    if (next.state === 'failed') hapticNotification('error');
  }

  return (
    <>
      <h1>{t('home.title')}</h1>
      {ref ? <p className="card">{t('home.invite', { ref })}</p> : null}
      <RealityCheck />
      <BreakGate>
        <HowToPlay />
        <GamePicker game={game} onChange={setGame} />
        <OrderForm game={game} rules={rules.data} onAttempt={onAttempt}>
          <OrderResult attempt={attempt} />
        </OrderForm>
        <SeedCommitment seed={seed.data} />
      </BreakGate>
      {/* Right under the game, not below the live wins (history was hard to find). */}
      <h2>{t('home.more')}</h2>
      <PreloadLink to="/history" className="nav-card">
        {t('home.historyLink')}
      </PreloadLink>
      <p className="muted">{t('home.historyHint')}</p>
      <PreloadLink to="/fairness" className="nav-card">
        {t('home.oddsLink')}
      </PreloadLink>
      <p className="muted">{t('home.oddsHint')}</p>
      <LiveWins />
    </>
  );
}
