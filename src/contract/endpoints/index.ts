/**
 * The endpoint table of the player API under /api/v1 (docs/architecture.md, "The endpoint table"):
 * one row per endpoint, one file per feature area. The server registers every row
 * (server/http/route.ts); the app calls them by key through src/lib/api-client.ts.
 */
import { complaintEndpoints } from './complaints';
import { gameEndpoints } from './game';
import { notificationEndpoints } from './notifications';
import { protectionEndpoints } from './protection';
import { referralEndpoints } from './referrals';
import { sessionEndpoints } from './session';
import { userEndpoints } from './user';
import { verificationEndpoints } from './verification';
import { walletEndpoints } from './wallet';

export const playerApi = {
  ...gameEndpoints,
  ...userEndpoints,
  ...sessionEndpoints,
  ...notificationEndpoints,
  ...referralEndpoints,
  ...walletEndpoints,
  ...protectionEndpoints,
  ...complaintEndpoints,
  ...verificationEndpoints,
};

export type PlayerApi = typeof playerApi;
export type PlayerEndpointKey = keyof PlayerApi;
