/** Served at the site's root, not under /api/v1: TON Connect wallets fetch it themselves (never the app's client). */
import { z } from 'zod';
import { defineEndpoints } from './endpoint';

export const siteEndpoints = defineEndpoints({
  /** What a wallet shows of the app when it connects; its url is where ton_proof's domain comes from. Only with payments on. */
  'GET /tonconnect-manifest.json': { response: { 200: z.object({ url: z.string(), name: z.string(), iconUrl: z.string() }) }, errors: [] },
});
