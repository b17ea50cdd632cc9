import type { FastifyInstance } from 'fastify';
import { registerAuthentication } from '../auth/authenticate';
import type { ApiDeps } from './deps';
import { gameRoutes } from './game';
import { gameSeedRoutes } from './game-seed';
import { notificationRoutes, type NotificationDeps } from './notifications';
import { playerComplaintRoutes } from './player-complaints';
import { playerVerificationRoutes } from './player-verification';
import { playerLimitsRoutes } from './player-limits';
import { playerProtectionRoutes } from './player-protection';
import { playerRealityCheckRoutes } from './player-reality-check';
import { playerSelfExclusionRoutes } from './player-self-exclusion';
import { playerTermsRoutes } from './player-terms';
import { playerTimeOutRoutes } from './player-time-out';
import { refCircleRoutes } from './ref-circle';
import { referralPreparedMessageRoutes } from './referral-prepared-message';
import { sessionRoutes } from './session';
import { userRoutes } from './user';
import { userNotificationRoutes } from './user-notifications';
import { walletRoutes } from './wallet';
import { walletBindRoutes } from './wallet-bind';
import { walletHeldRoutes } from './wallet-held';
import { walletJettonRoutes } from './wallet-jetton';
import { walletStatementRoutes } from './wallet-statement';
import { walletTransactionsRoutes } from './wallet-transactions';
import { walletWithdrawalsRoutes } from './wallet-withdrawals';

/** Everything under /api/v1 that needs a player: one authentication hook guards this whole scope. */
export async function authenticatedApi(app: FastifyInstance, { config, db, clock, caches, relay, events, eventOptions }: NotificationDeps): Promise<void> {
  // Only the dependencies travel on: passing our own options would repeat the /api/v1 prefix.
  const deps: ApiDeps = { config, db, clock, caches, relay };
  registerAuthentication(app, deps);
  await app.register(userRoutes, deps);
  await app.register(userNotificationRoutes, deps);
  await app.register(refCircleRoutes, deps);
  await app.register(referralPreparedMessageRoutes, deps);
  await app.register(gameRoutes, deps);
  await app.register(gameSeedRoutes, deps);
  await app.register(walletRoutes, deps);
  await app.register(walletBindRoutes, deps);
  await app.register(walletJettonRoutes, deps);
  await app.register(walletTransactionsRoutes, deps);
  await app.register(walletStatementRoutes, deps);
  await app.register(playerComplaintRoutes, deps);
  await app.register(playerVerificationRoutes, deps);
  await app.register(playerProtectionRoutes, deps);
  await app.register(playerLimitsRoutes, deps);
  await app.register(playerTimeOutRoutes, deps);
  await app.register(playerSelfExclusionRoutes, deps);
  await app.register(playerTermsRoutes, deps);
  await app.register(playerRealityCheckRoutes, deps);
  await app.register(walletWithdrawalsRoutes, deps);
  await app.register(walletHeldRoutes, deps);
  await app.register(notificationRoutes, { ...deps, events, eventOptions });
  await app.register(sessionRoutes, { ...deps, events });
}
