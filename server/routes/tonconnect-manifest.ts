import type { FastifyInstance } from 'fastify';
import { siteEndpoints } from '../../src/contract/endpoints/tonconnect';
import { route } from '../http/route';

export interface ManifestDeps {
  /** PUBLIC_URL; unset outside production: the request's own origin. */
  publicUrl: string | undefined;
}

/**
 * GET /tonconnect-manifest.json: what a TON Connect wallet shows of the app when it connects (its
 * url is where the wallet's ton_proof domain comes from). Served only with payments on.
 */
export async function tonConnectManifestRoutes(app: FastifyInstance, { publicUrl }: ManifestDeps): Promise<void> {
  route(app, siteEndpoints['GET /tonconnect-manifest.json'], {
    handler: async (request, reply) => {
      const url = (publicUrl ?? `${request.protocol}://${request.host}`).replace(/\/+$/, '');
      // Wallets fetch it from their own origin.
      reply.header('access-control-allow-origin', '*');
      return { url, name: 'SendsWin', iconUrl: `${url}/pwa-192x192.png` };
    },
  });
}
