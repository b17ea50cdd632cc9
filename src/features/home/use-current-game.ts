import type { Game } from '../../contract/games';
import { setCurrentGame } from '../../settings/app-storage';
import { useSettings } from '../../settings/use-settings';

/** The current game (docs/product.md section 3: app-storage.currentGame, default odd_even), kept across visits and tabs. */
export function useCurrentGame(): [Game, (game: Game) => void] {
  const { currentGame } = useSettings();
  return [currentGame, setCurrentGame];
}
