import { GAMES, type Game } from '../../../contract/games';
import { useT } from '../../../i18n/t';
import { ChoiceGroup } from './ChoiceGroup';

/** The switch between the four games (docs/product.md section 1: odd_even by default). */
export function GamePicker({ game, onChange }: { game: Game; onChange: (game: Game) => void }) {
  const t = useT();
  const choices = GAMES.map((value) => ({ value, label: t(`game.${value}`) }));
  return <ChoiceGroup legend={t('home.games')} choices={choices} value={game} onChange={onChange} columns={2} replay="game" />;
}
