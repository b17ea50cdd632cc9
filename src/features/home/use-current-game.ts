import { useState } from 'react';
import { DEFAULT_GAME, type Game } from '../../contract/games';

/**
 * The current game (spec section 3: persisted as app-storage.currentGame, default odd_even). The
 * settings store is not built yet, so it is screen state for now; this one hook is what gets
 * pointed at the store, and nothing else on the screen changes.
 */
export function useCurrentGame(): [Game, (game: Game) => void] {
  return useState<Game>(DEFAULT_GAME);
}
