import type { Context } from 'grammy';
import type { Player } from '../users/player';

/** grammY's context with the player who wrote (./player-middleware.ts). */
export interface BotContext extends Context {
  player: Player;
}
