import type { FastifyInstance } from 'fastify';
import { sessionEndpoints } from '../../src/contract/endpoints/session';
import { REF_CODE_HEADER, welcomeMicro } from '../auth/authenticate';
import { validateLoginWidget } from '../auth/login-widget';
import { issueToken } from '../auth/tokens';
import { perIpLimit } from '../rate-limit/ip-rate-limit';
import { route } from '../http/route';
import { ensurePlayer } from '../onboarding/ensure-player';
import type { ApiDeps } from './deps';

/** Outside Telegram: trade a Login Widget payload for a 7-day bearer token (no auth needed). */
export async function authRoutes(app: FastifyInstance, { config, db, clock, caches }: ApiDeps): Promise<void> {
  route(app, sessionEndpoints['POST /auth/telegram-login'], {
    config: { rateLimit: perIpLimit(config.authIpLimitPerMin, 'auth') },
    handler: async (request) => {
      const nowS = Math.floor(clock().getTime() / 1000);
      const profile = validateLoginWidget(request.body, config.botToken, config.initDataMaxAgeS, nowS);
      const referrerCode = request.headers[REF_CODE_HEADER];
      const player = await ensurePlayer(db, caches?.identity ?? null, {
        profile,
        referrerCode: typeof referrerCode === 'string' ? referrerCode : null,
        welcomeMicro: welcomeMicro(config.demoBalance),
      });
      return { data: issueToken(app, player, nowS) };
    },
  });
}
