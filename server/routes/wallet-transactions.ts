import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { WalletTransactionsPage } from '../../src/contract/api-types';
import { listWalletLines } from '../payments/statement-repository';
import { toWalletTransaction } from '../payments/wallet-view';
import type { ApiDeps } from './deps';

const PAGE_SIZE = 20;

const TransactionsQuery = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});

/** GET /wallet/transactions?page=n: deposits, referral payouts, withdrawals and refunds with their status, newest first. */
export async function walletTransactionsRoutes(app: FastifyInstance, { db }: ApiDeps): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.route({
    method: 'GET',
    url: '/wallet/transactions',
    schema: { querystring: TransactionsQuery },
    config: { playerIdOnly: true },
    handler: async (request): Promise<WalletTransactionsPage> => {
      const { page } = request.query;
      const rows = await listWalletLines(db, request.playerId, (page - 1) * PAGE_SIZE, PAGE_SIZE + 1);
      return { data: rows.slice(0, PAGE_SIZE).map(toWalletTransaction), page, hasNext: rows.length > PAGE_SIZE };
    },
  });
}
