import type { GameRulesResponse } from '../../contract/game-rules';

type RuledGame = GameRulesResponse['games'][number];
type RuledOption = RuledGame['options'][number];

/**
 * An option's return to player as a fraction (0.975): the chance it wins times what a win pays,
 * from the server's rules (docs/fairness.md). 'number' (lucky number) wins on one outcome.
 */
export function returnToPlayer(game: RuledGame, option: RuledOption): number {
  const outcomes = game.draw.max - game.draw.min + 1;
  const winning = option.wins === 'number' ? 1 : option.wins.length;
  return (winning / outcomes) * (game.payoutBps / 10_000);
}
