import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { REF_CODE_HEADER, welcomeMicro } from '../auth/authenticate';
import { LoginWidgetBody, validateLoginWidget } from '../auth/login-widget';
import { issueToken } from '../auth/tokens';
import { perIpLimit } from '../http/ip-rate-limit';
import { ensurePlayer } from '../users/ensure-player';
import type { ApiDeps } from './deps';

/** Outside Telegram: trade a Login Widget payload for a 7-day bearer token (no auth needed). */
export async function authRoutes(app: FastifyInstance, { config, db, clock, caches }: ApiDeps): Promise<void> {
  app.withTypeProvider<ZodTypeProvider>().route({
    method: 'POST',
    url: '/auth/telegram-login',
    schema: { body: LoginWidgetBody },
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
