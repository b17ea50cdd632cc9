import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useT } from '../../../i18n/t';
import { useSeed } from '../../../lib/game/get-seed';
import { queryKeys } from '../../../lib/query-keys';
import { PreloadLink } from '../../../lib/routing/PreloadLink';
import { hapticNotification } from '../../../telegram/haptics';
import { useRules } from '../api/get-rules';
import type { PlacedOrder } from '../api/place-order';
import { BreakNotice } from '../components/BreakNotice';
import { GamePicker } from '../components/GamePicker';
import { HowToPlay } from '../components/HowToPlay';
import { LiveWins } from '../components/LiveWins';
import { OrderForm } from '../components/OrderForm';
import { RealityCheck } from '../components/RealityCheck';
import { OrderResult } from '../components/OrderResult';
import { SeedCommitment } from '../components/SeedCommitment';
import { useHomeSearch } from '../home-search';
import { useCurrentGame } from '../use-current-game';
import { useLanguageParam } from '../use-language-param';
import '../home.css';

/** Home: pick a game and an option, place an order, see the result at the button, and others' live wins. */
export default function HomeScreen() {
  const t = useT();
  // `ref` is sent to the server from lib/session/referral.ts; here it only greets the invitee.
  const { ref, lang } = useHomeSearch();
  useLanguageParam(lang);
  const [game, setGame] = useCurrentGame();
  const [placed, setPlaced] = useState<PlacedOrder | null>(null);
  const [pending, setPending] = useState(false);
  const seed = useSeed();
  const rules = useRules();
  const queryClient = useQueryClient();

  function onPlaced(next: PlacedOrder) {
    setPlaced(next);
    // The order may have started the reality check's session (or a new one).
    void queryClient.invalidateQueries({ queryKey: queryKeys.protection() });
    hapticNotification(next.order.result === 'win' ? 'success' : 'error');
  }

  return (
    <>
      <h1>{t('home.title')}</h1>
      {ref ? <p className="card">{t('home.invite', { ref })}</p> : null}
      <BreakNotice />
      <RealityCheck />
      <HowToPlay />
      <GamePicker game={game} onChange={setGame} />
      <OrderForm game={game} rules={rules.data} onPlaced={onPlaced} onPendingChange={setPending}>
        <OrderResult placed={placed} pending={pending} />
      </OrderForm>
      <SeedCommitment seed={seed.data} />
      <LiveWins />
      <h2>{t('home.more')}</h2>
      <PreloadLink to="/history" className="nav-card">
        {t('home.historyLink')}
      </PreloadLink>
      <p className="muted">{t('home.historyHint')}</p>
    </>
  );
}
