import { payoutMicro, type GameRulesResponse } from '../../contract/game-rules';
import type { Game } from '../../contract/games';
import { formatUsdt } from '../../contract/money';

/** The game's row of GET /game/rules, when loaded. */
export function gameRule(rules: GameRulesResponse | undefined, game: Game) {
  return rules?.games.find((rule) => rule.game === game);
}

/**
 * What a win would pay for `stakeMicro` (a decimal USDT string), floored to the micro as the
 * server pays it; null without the rules or a stake.
 */
export function potentialPayout(rules: GameRulesResponse | undefined, game: Game, stakeMicro: bigint | null): string | null {
  const rule = gameRule(rules, game);
  if (!rule || stakeMicro === null || stakeMicro <= 0n) return null;
  return formatUsdt(payoutMicro(stakeMicro, rule.payoutBps));
}
