import type { GameRulesResponse } from '../../src/contract/game-rules';
import { GAME_RULES } from '../../src/contract/game-rules';
import { GAMES, MAX_STAKE_MICRO, MIN_STAKE_MICRO } from '../../src/contract/games';
import { formatUsdt } from '../../src/contract/money';

/** "1.95" from 19500 basis points: the shortest decimal, for display. */
function multiplierText(bps: number): string {
  return String(bps / 10_000);
}

/** GET /game/rules: the rules table the server settles with, as the app renders it (docs/api.md). */
export function rulesView(): GameRulesResponse {
  return {
    stake: { min: formatUsdt(MIN_STAKE_MICRO), max: formatUsdt(MAX_STAKE_MICRO) },
    games: GAMES.map((game) => {
      const rule = GAME_RULES[game];
      return {
        game,
        draw: { ...rule.draw },
        multiplier: multiplierText(rule.payoutBps),
        payoutBps: rule.payoutBps,
        options: rule.options.map(({ option, wins }) => ({ option, wins: wins === 'number' ? wins : [...wins] })),
      };
    }),
  };
}
